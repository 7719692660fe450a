// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { Request, Result, SearchResult } from '@/utils/messaging/contract';
import type { CallBackground } from '@/utils/messaging/client';
import { searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { useFeedSearch } from '../use-feed-search';

/** The list's paging against a background that answers at most 200 rows a request, as the contract lets it. */

afterEach(cleanup);
const ALL = Array.from({ length: 400 }, (_, i) => makeSummary({ id: i + 1, title: `Job ${i + 1}` }));
const answer = (offset: number, limit: number): Result<SearchResult> =>
  // The contract's limit: the background refuses a request for more.
  limit > 200 ? { ok: false, error: { code: 'invalid', message: 'limit' } } : page(offset, limit);
const page = (offset: number, limit: number): Result<SearchResult> => ({
  ok: true,
  value: { ...searchResult(ALL.slice(offset, offset + limit)), matches: ALL.length, indexed: ALL.length },
});

/** The list's search over `call`, with nothing remembered between openings. */
const searchHook = (call: CallBackground) =>
  renderHook(() =>
    useFeedSearch(
      call,
      null,
      () => undefined,
      () => undefined,
      null,
      () => undefined,
    ),
  );

it('a refresh (sync end, a mark, a mute) keeps the rows the recruiter loaded past 200', async () => {
  const call = (async (r: Request) => (r.type === 'jobs.search' ? answer(r.offset, r.limit) : { ok: false })) as unknown as CallBackground;
  const { result } = searchHook(call);
  await act(async () => void (await result.current.run('replace')));
  for (let i = 0; i < 4; i++) await act(async () => void (await result.current.run('append')));
  expect(result.current.results!.jobs).toHaveLength(250);
  await act(async () => void (await result.current.run('refresh')));
  expect(result.current.results!.jobs.map((job) => job.id)).toEqual(ALL.slice(0, 250).map((job) => job.id));
});

it('"Load more" pressed while a sync ends is not silently dropped', async () => {
  const held: { r: Extract<Request, { type: 'jobs.search' }>; resolve(v: Result<SearchResult>): void }[] = [];
  const call = ((r: Request) =>
    r.type === 'jobs.search'
      ? new Promise((resolve) => held.push({ r, resolve }))
      : Promise.resolve({ ok: false })) as unknown as CallBackground;
  const { result } = searchHook(call);
  let p: Promise<unknown>;
  act(() => void (p = result.current.run('replace')));
  held[0]!.resolve(answer(0, 50));
  await act(async () => void (await p));
  expect(result.current.results!.jobs).toHaveLength(50);
  act(() => void result.current.run('append')); // "Load more"
  act(() => void result.current.run('refresh')); // a sync's run ends meanwhile
  await act(async () => {
    held[1]!.resolve(answer(held[1]!.r.offset, held[1]!.r.limit));
    held[2]!.resolve(answer(held[2]!.r.offset, held[2]!.r.limit));
  });
  await waitFor(() => expect(result.current.loadingMore).toBe(false));
  expect(result.current.results!.jobs.map((job) => job.id)).toEqual(ALL.slice(0, 100).map((job) => job.id));
});

it('"Load more" under a list read without the grouping reads the grouped list again, a page longer: no vacancy is skipped', async () => {
  // The grouped list: a row per vacancy. Read without the grouping, every tenth vacancy is on two
  // boards and takes two rows, so the first 50 rows hold only 45 vacancies.
  const grouped = ALL.slice(0, 300);
  const postings = grouped.flatMap((job, i) => (i % 10 === 0 ? [job, { ...job, id: 10_000 + job.id }] : [job]));
  const call = (async (r: Request) => {
    if (r.type !== 'jobs.search') return { ok: false };
    if (r.limit > 200) return { ok: false, error: { code: 'invalid', message: 'limit' } };
    if (r.unasked) return { ok: true, value: { ...searchResult(postings.slice(r.offset, r.offset + r.limit)), ungrouped: true } };
    return page(r.offset, r.limit);
  }) as unknown as CallBackground;
  const { result } = searchHook(call);
  await act(async () => void (await result.current.run('refresh')));
  expect(result.current.results!.jobs).toHaveLength(50);
  await act(async () => void (await result.current.run('append')));
  expect(result.current.results!.jobs.map((job) => job.id)).toEqual(grouped.slice(0, 100).map((job) => job.id));
  // Grouped now: the next page follows on.
  await act(async () => void (await result.current.run('append')));
  expect(result.current.results!.jobs.map((job) => job.id)).toEqual(grouped.slice(0, 150).map((job) => job.id));
});

it('"Load more" pressed before a new query has answered reads that query\'s first page, not the next page of the list on screen', async () => {
  // The debounced search for the typed query is not let run: "Load more" is the only request for it.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const planners = Array.from({ length: 60 }, (_, i) => makeSummary({ id: 1001 + i, title: `Planner ${i}` }));
    const held: { r: Extract<Request, { type: 'jobs.search' }>; resolve(v: Result<SearchResult>): void }[] = [];
    const call = ((r: Request) =>
      r.type === 'jobs.search'
        ? new Promise((resolve) => held.push({ r, resolve }))
        : Promise.resolve({ ok: false })) as unknown as CallBackground;
    const { result } = searchHook(call);
    let p: Promise<unknown>;
    act(() => void (p = result.current.run('replace')));
    held[0]!.resolve(answer(0, 50));
    await act(async () => void (await p));
    act(() => result.current.setQuery('planner'));
    expect(result.current.searching).toBe(true);
    act(() => void (p = result.current.run('append')));
    expect(held[1]!.r).toMatchObject({ query: 'planner', offset: 0 });
    const { offset, limit } = held[1]!.r;
    held[1]!.resolve({ ok: true, value: { ...searchResult(planners.slice(offset, offset + limit)), matches: 60 } });
    await act(async () => void (await p));
    expect(result.current.searching).toBe(false);
    expect(result.current.results!.jobs.map((job) => job.title)).toEqual(planners.slice(0, 50).map((job) => job.title));
  } finally {
    vi.useRealTimers();
  }
});
