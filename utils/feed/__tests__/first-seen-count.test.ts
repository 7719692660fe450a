/**
 * The count of jobs first seen after a time, as the badge asks for it: without the jobs a mute
 * covers, whether the search rows are held or only the new jobs are read from their packs; with no
 * mute, or none new, the kept counts alone.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { freshDbName, makeSummary } from './helpers';

let index: FeedIndex;

afterEach(() => index.close());

/** The first load (known from the start), then four jobs first seen at 500: two of Gedempt BV, one a "stage". */
async function indexed(): Promise<string> {
  const name = freshDbName();
  index = await FeedIndex.open(name);
  await index.putMany([makeSummary({ id: 1, title: 'Oud', employer: 'Gedempt BV' }, 0), makeSummary({ id: 2, title: 'Oud' }, 0)], 1);
  await index.putMany(
    [
      makeSummary({ id: 10, title: 'Tuinman', employer: 'Groen BV' }, 500),
      makeSummary({ id: 11, title: 'Hovenier', employer: 'Gedempt BV' }, 500),
      makeSummary({ id: 12, title: 'Boomverzorger', employer: 'GEDEMPT  bv' }, 500),
      makeSummary({ id: 13, title: 'Stage hovenier', employer: 'Groen BV' }, 500),
    ],
    1,
  );
  return name;
}

describe('the jobs first seen after a time, the muted ones left out', () => {
  it('are counted from the new jobs read from their packs when no search rows are held', async () => {
    const name = await indexed();
    await index.mutes.add('employer', 'Gedempt BV', 1);
    index.close();
    // A worker started again: it holds no rows.
    index = await FeedIndex.open(name);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(2);
    expect(await index.countFirstSeenAfter(100)).toBe(4);
    expect(await index.countFirstSeenAfter(500, { unmuted: true })).toBe(0);
  });

  it('are counted from the search rows when they are held, a mute added since included', async () => {
    await indexed();
    await index.search({ query: '', filters: {}, offset: 0, limit: 5 });
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(4);
    await index.mutes.add('keyword', 'stage', 1);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(3);
    await index.mutes.add('employer', 'gedempt bv', 2);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(1);
    // A job written since the rows were read counts too.
    await index.putMany([makeSummary({ id: 14, title: 'Hovenier', employer: 'Gedempt BV' }, 600)], 2);
    expect(await index.countFirstSeenAfter(100, { unmuted: true })).toBe(1);
    expect(await index.countFirstSeenAfter(100)).toBe(5);
  });
});
