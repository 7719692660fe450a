/**
 * A vacancy listed once for all its boards is listed as a posting that is still open while one is:
 * LinkedIn's newer posting closed (its paid run ended) while the vacancy is still open on Nationale
 * Vacaturebank. Listed as the closed posting, the row is greyed and says "Closed", and the recruiter
 * skips a vacancy they could still fill; with "Hide closed" the same vacancy shows as open.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { freshDbName, makeSummary } from './helpers';

const NOW = Date.parse('2026-03-25T12:00:00Z');
const posting = (id: number, url: string, fields: Record<string, unknown>) =>
  makeSummary({ id, title: 'Verpleegkundige', employer: 'Zorggroep Oost', city: 'Deventer', url, status: 'OPEN', ...fields });
const nvb = posting(1, 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/verpleegkundige', {
  publishDate: '2026-03-10T09:00:00Z',
  closingDate: '2026-04-30T00:00:00Z',
});
const linkedIn = posting(2, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-20T09:00:00Z', status: 'CLOSED' });
const other = makeSummary({ id: 3, title: 'Planner', employer: 'Transport BV', city: 'Zwolle', publishDate: '2026-03-15T09:00:00Z' });

describe('a vacancy on several boards, one of its postings closed', () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
    await index.putMany([nvb, linkedIn, other], 1);
  });
  afterEach(() => index.close());

  it('is listed as its open posting, in the place of its newest, with its boards', async () => {
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 20, now: NOW });
    expect(page.jobs.map((job) => job.id)).toEqual([1, 3]);
    expect(page.boards).toEqual({ 1: 2 });
    expect(page.matches).toBe(2);
  });

  it('is listed as its newest posting when all are closed', async () => {
    await index.putMany([{ ...nvb, status: 'CLOSED' }], 1);
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 20, now: NOW });
    expect(page.jobs.map((job) => job.id)).toEqual([2, 3]);
  });
});
