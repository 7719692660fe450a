// @vitest-environment happy-dom
/**
 * The full-record tab as a screen reader walks it: the app's name in the page's banner, the job's
 * title as its one h1, the record's parts one level under it, everything inside a landmark, and the
 * recruiter's controls after the title they act on.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { vacancyView } from '@/utils/feed/vacancy-view';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { JobPage } from '../JobPage';

afterEach(cleanup);

const JOB = parseJob(fullJob);
const NOW = Date.parse('2026-11-13T10:00:00Z');
const VACANCY = vacancyView(
  [
    makeSummary({
      id: JOB.id,
      title: JOB.title,
      url: 'https://www.linkedin.com/jobs/view/3912345678/',
      publishDate: '2026-11-10T09:00:00Z',
    }),
    makeSummary({
      id: JOB.id + 1,
      title: JOB.title,
      url: 'https://nl.indeed.com/viewjob?jk=0123456789abcdef',
      publishDate: '2026-11-11T09:00:00Z',
    }),
  ],
  NOW,
);

/** Whether `a` comes before `b` in the document. */
const before = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** Text that no landmark (banner, main) holds. */
function textOutsideLandmarks(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const outside: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent!.trim() && !node.parentElement!.closest('header, main')) outside.push(node.textContent!);
  return outside;
}

describe('the full-record tab, as a page', () => {
  it('has the job title as its one h1, its parts as h2, the app name in the banner, and nothing outside a landmark', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.get': () => ok(JOB), 'jobs.vacancy': () => ok(VACANCY) });
    const { container } = render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    const title = await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Key facts' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'This vacancy on 2 boards' })).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    // The page's own header (the banner): not inside main or the record's article.
    const banner = container.querySelector('.record-page > header')!;
    expect(banner.textContent).toBe('Job Feed Companion');
    const main = screen.getByRole('main');
    expect(main.contains(title)).toBe(true);
    expect(textOutsideLandmarks(container)).toEqual([]);
  });

  it('puts the mark, Copy and notes after the title, not before it', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.get': () => ok(JOB) });
    render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
    const title = await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() });
    const copy = screen.getByRole('button', { name: 'Copy' });
    const status = screen.getByRole('group', { name: 'Status' });
    expect(before(title, status)).toBe(true);
    expect(before(title, copy)).toBe(true);
    expect(before(copy, screen.getByRole('heading', { level: 2, name: 'Key facts' }))).toBe(true);
  });

  it('without a record, names itself with the app name as h1', async () => {
    const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN) });
    render(<JobPage call={bg.call} search="?id=nope" now={() => NOW} />);
    await screen.findByText(/This address names no job/);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe('Job Feed Companion');
    expect(h1.parentElement!.matches('.record-page > header')).toBe(true);
  });
});
