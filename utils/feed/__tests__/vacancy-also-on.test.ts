/**
 * "Also on Indeed" links to the vacancy's posting there that a recruiter can act on: its latest open
 * one, not one whose date is unknown (sorted last, it was taken as the latest) and which is closed.
 */
import { describe, expect, it } from 'vitest';
import { alsoOn, vacancyView } from '../vacancy-view';
import { makeSummary } from './helpers';

const NOW = Date.parse('2026-04-01T09:00:00Z');
const posting = (id: number, url: string, fields: Record<string, unknown> = {}) =>
  makeSummary({ id, title: 'Planner', employer: 'Acme', city: 'Utrecht', url, status: 'OPEN', ...fields });

describe('Also on', () => {
  it("names each other board's latest open posting", () => {
    const view = vacancyView(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-20T09:00:00Z' }),
        posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { publishDate: '2026-03-18T09:00:00Z' }),
        // An old Indeed posting the feed gives no date, filled since.
        posting(3, 'https://nl.indeed.com/viewjob?jk=0123456789abcde0', { publishDate: null, status: 'CLOSED' }),
      ],
      NOW,
    );
    expect(alsoOn(view, 1).map((p) => [p.board, p.id])).toEqual([['Indeed', 2]]);
  });
});
