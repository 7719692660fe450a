// @vitest-environment happy-dom
/**
 * A job's record where the popup and the side panel show it (under their own h1): the title an h2,
 * the recruiter's controls after it, the vacancy's list and the record's parts one level under it.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { vacancyView } from '@/utils/feed/vacancy-view';
import { fullJob } from '@/test/fixtures';
import { inLocale } from '@/test/setup/i18n';
import { JobRecord } from '../job/JobRecord';

afterEach(cleanup);

const JOB = parseJob(fullJob);
const NOW = Date.parse('2026-11-13T10:00:00Z');
const LOCAL = makeSummary({ id: JOB.id, title: 'Projectleider Verkeer', employer: 'Gemeente Utrecht', city: 'Utrecht' });
const VACANCY = vacancyView(
  [
    makeSummary({ id: JOB.id, url: 'https://www.linkedin.com/jobs/view/3912345678/', publishDate: '2026-11-10T09:00:00Z' }),
    makeSummary({ id: JOB.id + 1, url: 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', publishDate: '2026-11-11T09:00:00Z' }),
  ],
  NOW,
);
const STATUS = { status: null, busy: false, error: null, onSet: () => undefined, leftBehind: [] };

const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('JobRecord in the popup and the side panel', () => {
  it('reads title, then the controls, then the vacancy and the facts, each one level under the title', () => {
    render(
      inLocale(
        'en',
        <JobRecord load={{ status: 'ready', job: JOB }} now={NOW} onRetry={() => undefined} status={STATUS} vacancy={VACANCY} />,
      ),
    );
    const title = screen.getByRole('heading', { level: 2, name: JOB.title!.trim() });
    expect(screen.getAllByRole('heading', { level: 2 })).toEqual([title]);
    const status = screen.getByRole('group', { name: 'Status' });
    const copy = screen.getByRole('button', { name: 'Copy' });
    const vacancy = screen.getByRole('heading', { level: 3, name: 'This vacancy on 2 boards' });
    const facts = screen.getByRole('heading', { level: 3, name: 'Key facts' });
    expect(follows(title, status) && follows(status, copy) && follows(copy, vacancy) && follows(vacancy, facts)).toBe(true);
  });

  it('shows the title of the local copy before the controls too', () => {
    const load = {
      status: 'error',
      message: 'The Job Feed server could not be reached.',
      detail: null,
      retry: true,
      local: LOCAL,
    } as const;
    render(inLocale('en', <JobRecord load={load} now={NOW} onRetry={() => undefined} status={STATUS} />));
    const title = screen.getByRole('heading', { level: 2, name: 'Projectleider Verkeer' });
    expect(follows(title, screen.getByRole('group', { name: 'Status' }))).toBe(true);
    expect(follows(title, screen.getByRole('button', { name: 'Copy' }))).toBe(true);
  });
});
