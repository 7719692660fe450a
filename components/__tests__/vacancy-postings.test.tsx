// @vitest-environment happy-dom
/**
 * A vacancy on several boards as the card and the details show it: "Also on" names the other boards,
 * each a link to its posting (http(s) only, in a new tab that cannot reach back), with when the
 * vacancy was first seen and how often it was posted; nothing at all for a job posted once.
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { vacancyView } from '@/utils/feed/vacancy-view';
import { inLocale } from '@/test/setup/i18n';
import { AlsoOn, VacancyPostings } from '../job/VacancyPostings';
import { JobListItem } from '../job/JobListItem';

afterEach(cleanup);

const NOW = Date.parse('2026-11-23T10:00:00Z');
const job = (id: number, url: string, publishDate: string, status = 'OPEN') =>
  makeSummary({ id, title: 'Planner', employer: 'Acme', url, publishDate, status });
const VACANCY = vacancyView(
  [
    job(1, 'https://www.linkedin.com/jobs/view/3912345678/', '2026-11-20T09:00:00Z'),
    job(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', '2026-11-11T09:00:00Z', 'CLOSED'),
    job(3, 'javascript:alert(1)', '2026-11-21T09:00:00Z'),
    job(4, 'https://www.linkedin.com/jobs/view/3912345600/', '2026-11-22T09:00:00Z'),
  ],
  NOW,
);

describe('a vacancy on several boards', () => {
  it('shows "Also on" with a link per other board, first seen and posted N times', () => {
    render(inLocale('en', <AlsoOn vacancy={VACANCY} jobId={1} now={NOW} />));
    const line = screen.getByText('Also on').parentElement!;
    expect(line.textContent).toBe('Also on Indeed');
    const indeed = screen.getByRole('link', { name: 'Indeed' });
    expect(indeed.getAttribute('href')).toBe('https://nl.indeed.com/viewjob?jk=0123456789abcdef');
    expect(indeed.getAttribute('target')).toBe('_blank');
    expect(indeed.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('First seen 12 days ago · posted 4 times')).toBeTruthy();
  });

  it('reads the same in Dutch, and the compact card keeps to the boards', () => {
    render(inLocale('nl', <AlsoOn vacancy={VACANCY} jobId={2} now={NOW} compact />));
    expect(screen.getByText('Ook op').parentElement!.textContent).toBe('Ook op LinkedIn Jobs');
    expect(screen.queryByText(/Voor het eerst gezien/)).toBeNull();
    cleanup();
    render(inLocale('nl', <AlsoOn vacancy={VACANCY} jobId={2} now={NOW} />));
    expect(screen.getByText('Voor het eerst gezien 12 dagen geleden · 4 keer geplaatst')).toBeTruthy();
  });

  it('lists every posting, oldest first, with its state; an address that is not http(s) is no link', () => {
    render(inLocale('en', <VacancyPostings vacancy={VACANCY} jobId={1} />));
    // The posting whose address is no web address is on no board it can be told by: two boards, as
    // "Also on" and the lists count them (countBoards).
    expect(screen.getByRole('heading').textContent).toBe('This vacancy on 2 boards');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Indeed 11 Nov 2026 · closed',
      'LinkedIn Jobs 20 Nov 2026 · this posting',
      'board unknown 21 Nov 2026',
      'LinkedIn Jobs 22 Nov 2026',
    ]);
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('marks the posting at hand in Dutch as one posting of the vacancy the heading names, not as the vacancy', () => {
    render(inLocale('nl', <VacancyPostings vacancy={VACANCY} jobId={1} />));
    expect(screen.getByRole('heading').textContent).toBe('Deze vacature op 2 vacaturesites');
    const current = screen.getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true')!;
    expect(current.textContent).toBe('LinkedIn Jobs 20 nov 2026 · deze plaatsing');
  });

  it('shows nothing for a job posted once', () => {
    const once = vacancyView([job(1, 'https://www.linkedin.com/jobs/view/3912345678/', '2026-11-20T09:00:00Z')], NOW);
    const { container } = render(inLocale('en', <AlsoOn vacancy={once} jobId={1} now={NOW} />));
    render(inLocale('en', <VacancyPostings vacancy={once} jobId={1} />), { container });
    expect(container.textContent).toBe('');
  });

  it('tags a list row that stands for a vacancy on several boards', () => {
    const item = (locale: 'en' | 'nl', boards?: number) =>
      render(
        <ul>
          {inLocale(
            locale,
            <JobListItem
              job={job(1, 'https://www.linkedin.com/jobs/view/1/', '2026-11-20T09:00:00Z')}
              now={NOW}
              isNew={false}
              onOpen={() => undefined}
              boards={boards}
            />,
          )}
        </ul>,
      );
    item('en', 3);
    expect(screen.getByRole('button').textContent).toContain('3 boards');
    cleanup();
    item('nl', 2);
    expect(screen.getByRole('button').textContent).toContain('2 vacaturesites');
    cleanup();
    item('en');
    expect(screen.getByRole('button').textContent).not.toMatch(/boards/);
  });
});
