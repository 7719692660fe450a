/**
 * A list refreshed after a sync (the popup's and side panel's `unasked` refresh) builds no grouping,
 * to stay cheap at a million jobs: it takes the one built before. A sync that changed a posting's
 * keys leaves that grouping to be built again: LinkedIn's 'Planner', one vacancy with Nationale
 * Vacaturebank's, is a 'Chauffeur' now. Listed by the old grouping, the row said 'Chauffeur · 2 boards'
 * and the Planner vacancy was not listed at all until the recruiter typed a search.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex, type SearchQuery } from '../feed-index';
import { freshDbName, makeSummary } from './helpers';

const posting = (id: number, url: string, fields: Record<string, unknown>) =>
  makeSummary({ id, title: 'Planner', employer: 'Transport BV', city: 'Zwolle', url, status: 'OPEN', ...fields });
const linkedIn = (fields: Record<string, unknown> = {}) =>
  posting(2, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z', ...fields });
const planners = [
  posting(1, 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/planner', {
    publishDate: '2026-03-10T09:00:00Z',
  }),
  linkedIn(),
];
// Another vacancy on two boards, which the sync leaves as it was.
const nurse = { title: 'Verpleegkundige', employer: 'Zorggroep Oost', city: 'Deventer' };
const nurses = [
  posting(3, 'https://www.linkedin.com/jobs/view/3912345679/', { ...nurse, publishDate: '2026-03-01T09:00:00Z' }),
  posting(4, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { ...nurse, publishDate: '2026-03-02T09:00:00Z' }),
];
const question: SearchQuery = { query: '', filters: {}, offset: 0, limit: 20, now: Date.parse('2026-03-20T00:00:00Z') };
const refresh: SearchQuery = { ...question, grouping: 'if-held' };
const listed = (page: { jobs: { id: number }[]; boards: Record<number, number> }) => ({
  ids: page.jobs.map((job) => job.id),
  boards: page.boards,
});

describe('a list refreshed after a sync changed a grouped posting', () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
    await index.putMany([...planners, ...nurses], 1);
    expect(listed(await index.search(question))).toEqual({ ids: [2, 4], boards: { 2: 2, 4: 2 } });
  });
  afterEach(() => index.close());

  it('lists both vacancies, and the unchanged one on two boards as one row', async () => {
    await index.putMany([linkedIn({ title: 'Chauffeur' })], 2);
    const refreshed = await index.search(refresh);
    expect(refreshed.ungrouped).toBeUndefined();
    expect(listed(refreshed)).toEqual({ ids: [2, 1, 4], boards: { 4: 2 } });
    expect(refreshed.matches).toBe(3);
    // A question regroups: the same list.
    expect(listed(await index.search(question))).toEqual({ ids: [2, 1, 4], boards: { 4: 2 } });
  });

  it('joins a posting a later page adds to its vacancy, by the keys of the jobs that stay', async () => {
    await index.putMany([linkedIn({ title: 'Chauffeur' })], 2);
    await index.putMany([posting(5, 'https://nl.indeed.com/viewjob?jk=fedcba9876543210', { publishDate: '2026-03-11T09:00:00Z' })], 2);
    expect(listed(await index.search(refresh))).toEqual({ ids: [2, 5, 4], boards: { 5: 2, 4: 2 } });
    expect(listed(await index.search(question))).toEqual({ ids: [2, 5, 4], boards: { 5: 2, 4: 2 } });
  });

  it('lists a posting whose partner left as on its one board', async () => {
    await index.putMany([...planners, nurses[1]!], 2);
    expect(await index.sweep(2)).toBe(1);
    expect(listed(await index.search(refresh))).toEqual({ ids: [2, 4], boards: { 2: 2 } });
  });
});
