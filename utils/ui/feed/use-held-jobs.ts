/**
 * The side panel's queue while the recruiter works it. The list is the newest first, so the jobs a
 * sync adds come at the top: listed at once, they move every row down under the pointer (a click
 * lands on the job above the one aimed at) and the selected job out of its place. While the queue
 * is worked (a job selected, the pointer or the focus in the list, the list scrolled) they wait
 * behind "3 new jobs – Show"; rows that changed or closed are drawn anew in their places.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { FeedResults } from '@/components/popup/FeedView';
import { useLatest } from '@/utils/ui/use-latest';

export interface Held {
  /**
   * The latest first sighting (`firstSeenAt`) of a job listed: a sync's new jobs are seen after it,
   * and a job listed again (unmarked, unmuted) before it.
   */
  newest: number;
  /** The new jobs waiting behind "Show". */
  held: ReadonlySet<number>;
  /** The jobs listed, in the order shown. */
  order: readonly number[];
}

type Listed = readonly { id: number; firstSeenAt: number }[];

/**
 * What the list shows of `jobs`. With `hold`, a job first seen after every job listed, above the
 * last row already known, waits (one below it is the next page, as "Load more" brings it, and moves
 * no row); without, all are listed. `before` null: a new search, listed as it answers.
 */
export function holdNewJobs(jobs: Listed, before: Held | null, hold: boolean): Held {
  const seenUpTo = before?.newest ?? -Infinity;
  const known = (job: Listed[number]) => job.firstSeenAt <= seenUpTo;
  const last = jobs.findLastIndex(known);
  const held = new Set<number>();
  jobs.forEach((job, at) => {
    if (hold && before && (before.held.has(job.id) || (!known(job) && at < last))) held.add(job.id);
  });
  let newest = seenUpTo;
  for (const job of jobs) if (!held.has(job.id)) newest = Math.max(newest, job.firstSeenAt);
  const listed = jobs.filter((job) => !held.has(job.id)).map((job) => job.id);
  return { newest, held, order: hold && before ? keepPlaces(listed, before.order) : listed };
}

/**
 * `next` with the jobs `previous` listed in their order there: a job a sync moved up (published
 * again, so the newest) stays in its row and moves no row down; the others keep their places in `next`.
 */
function keepPlaces(next: readonly number[], previous: readonly number[]): readonly number[] {
  const was = new Map(previous.map((id, at) => [id, at]));
  const kept = next.filter((id) => was.has(id)).sort((a, b) => was.get(a)! - was.get(b)!);
  let at = 0;
  return next.map((id) => (was.has(id) ? kept[at++]! : id));
}

/** `results` without the held jobs, in the order shown. */
function listedOf(results: FeedResults, { held, order }: Held): FeedResults {
  const jobs = results.jobs.filter((job) => !held.has(job.id));
  if (held.size === 0 && jobs.every((job, at) => job.id === order[at])) return results;
  const byId = new Map(jobs.map((job) => [job.id, job]));
  // The held jobs are loaded: not counted among the matches still to load ("Showing 4 of 7", "Load more").
  return { ...results, jobs: order.map((id) => byId.get(id)!), matches: results.matches - held.size };
}

export interface HeldJobs {
  /** The results as listed: without the jobs held. */
  results: FeedResults | null;
  /** How many new jobs wait. */
  count: number;
  /**
   * Lists them, and moves the focus (the control that was focused goes away) to the selected job's
   * row, where s/h/n act, else to the first of them.
   */
  show(): void;
}

/**
 * `results` as the queue lists them; `worked` says, when they change, whether the recruiter is at
 * work; `rowId` names a job's row, focused on "Show"; `selected`, the job selected, is never held.
 */
export function useHeldJobs(
  results: FeedResults | null,
  searching: boolean,
  worked: () => boolean,
  rowId: (id: number) => string,
  selected: number | null = null,
): HeldJobs {
  const kept = useRef<{ results: FeedResults | null; held: Held | null; searched: boolean }>({
    results: null,
    held: null,
    searched: false,
  });
  // The row to take the focus once "Show" has listed the jobs (a new object per press).
  const [shownFirst, setShownFirst] = useState<{ id: number | undefined } | null>(null);
  const chosen = useLatest(selected);
  const now = kept.current;
  if (results !== now.results) {
    // The answer of a search asked (a query, a filter, the first search): a new list, listed whole.
    now.held = results ? holdNewJobs(results.jobs, now.searched ? null : now.held, worked()) : null;
    now.results = results;
    now.searched = false;
  }
  if (searching) now.searched = true;
  // A held job selected (from "This page", whose "Sync now" brought it): listed, with the others held, as "Show" lists them.
  if (selected !== null && now.results && now.held?.held.has(selected)) now.held = holdNewJobs(now.results.jobs, now.held, false);
  const shown = now.held;
  const held = shown?.held;
  const listed = useMemo(() => (results && shown ? listedOf(results, shown) : results), [results, shown]);

  const show = useCallback(() => {
    const { results: all, held: before } = kept.current;
    if (!all || !before) return;
    kept.current.held = holdNewJobs(all.jobs, before, false);
    // Not the first new row while another job stays selected: s/h/n would mark a job other than the one just read out.
    const mine = all.jobs.some((job) => job.id === chosen.current) ? chosen.current! : undefined;
    setShownFirst({ id: mine ?? all.jobs.find((job) => before.held.has(job.id))?.id });
  }, [chosen]);
  // Before paint: the pressed control is gone, and the focus is never left on the page's body.
  useLayoutEffect(() => {
    if (shownFirst?.id !== undefined) document.getElementById(rowId(shownFirst.id))?.focus();
  }, [shownFirst, rowId]);

  return { results: listed, count: held?.size ?? 0, show };
}

/**
 * Whether the recruiter is at work on the queue: a job selected, or the pointer, the focus or the
 * scroll away from the list's top in its section (`.feed-list`). Read when the list changes.
 */
export function useQueueWorked(selected: number | null): () => boolean {
  const pointer = useRef(false);
  useEffect(() => {
    const over = (event: PointerEvent) => {
      pointer.current = (event.target as Element | null)?.closest?.('.feed-list') != null;
    };
    // Out of the panel: no element is entered after.
    const out = (event: PointerEvent) => {
      if (!event.relatedTarget) pointer.current = false;
    };
    document.addEventListener('pointerover', over);
    document.addEventListener('pointerout', out);
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('pointerout', out);
    };
  }, []);
  const chosen = useLatest(selected);
  return useCallback(() => {
    const section = document.querySelector('.feed-list');
    return (
      chosen.current !== null ||
      pointer.current ||
      section?.contains(document.activeElement) === true ||
      (section?.querySelector('.job-list')?.scrollTop ?? 0) > 0
    );
  }, [chosen]);
}
