/**
 * A server that ignores `page` (and the id filter) answers every request with the same jobs, in a bare
 * array with neither X-Total-Count nor Link: nothing says the pages end. The sync stops once a page
 * repeats the one before it, where it asked for the page after it for as long as the worker lived.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { JobFeedClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { BUILTIN_BOARDS } from '../../boards';
import { feedCountItem, syncStateItem } from '../../storage';
import { FeedIndex } from '../feed-index';
import { FeedSync } from '../sync';
import { FakeFeed } from './fake-feed';
import { freshDbName } from './helpers';

const START = Date.parse('2026-03-10T12:00:00.000Z');
/** More requests than a pass over three jobs needs by any route. */
const ENOUGH = 40;

let index: FeedIndex;

beforeEach(async () => {
  fakeBrowser.reset();
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => {
  index.close();
});

function sync(stripes: number, requests: string[], signal: AbortController): FeedSync {
  const feed = new FakeFeed(3);
  const body = JSON.stringify([...feed.jobs.values()]);
  const client = new JobFeedClient({
    baseUrl: 'https://api.jobfeed.example',
    getToken: () => 'token',
    fetch: async (input) => {
      requests.push(String(input));
      if (requests.length >= ENOUGH) signal.abort();
      return new Response(input.toString().includes('/count') ? '3' : body, { headers: { 'Content-Type': 'application/json' } });
    },
  });
  return new FeedSync({
    client: { countJobs: (criteria, options) => client.countJobs(criteria, options), getAllJobs: (r, o) => client.getJobListings(r, o) },
    index,
    loadState: () => syncStateItem.getValue(),
    saveState: (state) => syncStateItem.setValue(state),
    saveCount: (count) => feedCountItem.setValue(count),
    adapters: () => BUILTIN_BOARDS,
    now: () => START,
    pageSize: 10,
    stripes,
  });
}

describe('a server that ignores the page number', () => {
  it.each([1, 2])('ends the pass (%i id ranges) instead of asking for the same page forever', async (stripes) => {
    const requests: string[] = [];
    const cancel = new AbortController();
    const outcome = await sync(stripes, requests, cancel)
      .run({ signal: cancel.signal })
      .catch((error: unknown) => error);
    expect(requests.length).toBeLessThan(ENOUGH);
    expect(outcome).toBeInstanceOf(ApiError);
    expect((outcome as ApiError).info.kind).toBe('malformed');
    // What it read is kept, nothing is swept, and the state says why it stopped.
    expect(await index.count()).toBe(3);
    expect(await syncStateItem.getValue()).toMatchObject({ status: 'failed', error: { kind: 'malformed' } });
  });
});
