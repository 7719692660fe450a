/**
 * After a sync, a posting that joined a marked vacancy takes its mark (PopupView.spreadMarks). The
 * recruiter's own mark, set or removed while that runs, is not written over with the vacancy's older
 * one: the two take turns, and what to spread is worked out from the marks as they are then.
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedIndex } from '../../feed/feed-index';
import { UPGRADE_STEPS } from '../../feed/index-schema';
import type { JobSummary } from '../../feed/summary';
import { freshDbName, makeSummary } from '../../feed/__tests__/helpers';
import { PopupView } from '../popup-view';

const BOARDS = [
  (id: number) => `https://www.linkedin.com/jobs/view/${3_900_000_000 + id}/`,
  (id: number) => `https://nl.indeed.com/viewjob?jk=${(0xabc0000000000000n + BigInt(id)).toString(16)}`,
  (id: number) => `https://jobs.example.org/p/${id}`,
];
const job = (id: number, board: number, publishDate = '2026-03-10T09:00:00Z'): JobSummary =>
  makeSummary({ id, title: 'Planner', employer: 'Alfa', city: 'Utrecht', publishDate, url: BOARDS[board]!(id) });

let index: FeedIndex | null = null;
afterEach(() => index?.close());

/** The vacancy on two boards, marked; then a sync brings its copy on a third board, not marked yet. */
async function markedThenCopied() {
  fakeBrowser.reset();
  index = await FeedIndex.open(freshDbName(), UPGRADE_STEPS);
  let clock = 1_000;
  const opened = index;
  const popup = new PopupView({
    index: async () => opened,
    session: async () => null,
    count: async () => null,
    apiBaseUrl: async () => 'http://127.0.0.1:1',
    syncState: () => Promise.reject(new Error('unused')),
    now: () => ++clock,
  });
  await index.putMany([job(1, 0), job(2, 1)], 1);
  await popup.setStatus(1, 'shortlisted');
  await index.putMany([job(3, 2, '2026-03-12T09:00:00Z')], 1);
  return { index, popup };
}

it('spreads the mark to the copy when nothing else happens', async () => {
  const { index, popup } = await markedThenCopied();
  expect(await popup.spreadMarks()).toBe(1);
  expect(await index.statuses.of([1, 2, 3])).toEqual({ 1: 'shortlisted', 2: 'shortlisted', 3: 'shortlisted' });
});

it('keeps the vacancy unmarked when the recruiter unmarks it while the spread runs', async () => {
  const { index, popup } = await markedThenCopied();
  const spreading = popup.spreadMarks();
  await popup.setStatus(1, null);
  await spreading;
  expect(await index.statuses.of([1, 2, 3])).toEqual({});
});

it("keeps the recruiter's newer mark when it is set while the spread runs", async () => {
  const { index, popup } = await markedThenCopied();
  const spreading = popup.spreadMarks();
  await popup.setStatus(3, 'notRelevant');
  await spreading;
  expect(await index.statuses.of([1, 2, 3])).toEqual({ 1: 'notRelevant', 2: 'notRelevant', 3: 'notRelevant' });
});
