/**
 * What a sync brought for the saved searches with alerts on: the jobs first seen after each
 * search's `since` that match its query and filters, without the muted ones, each job announced by
 * one search only (the oldest it matches), one per employer where the search asks for that. Pure:
 * the background runs it over the index's rows after a sync (alerts.ts) and writes the results.
 *
 * A vacancy the sync brought on several boards is one job, as the lists show it (search-scan.ts):
 * announced once, by one search, as its newest open posting that matches, which the list shows for it;
 * the grouping is of the news alone, so it costs what the sync brought.
 *
 * Never news: the jobs of the first load of an empty feed (stored as seen at KNOWN_FROM_START), jobs
 * that only changed (their first-seen time stays), and a job already closed at the evaluation (by
 * status or a closing date passed: job-state.ts), which the recruiter can no longer act on; the
 * search itself still finds it. A job is news once: `since` moves past it, closed or not, and one
 * that closes after it was announced stays announced.
 *
 * Nor a job marked done (handled or not relevant, the lists' "hide done": isDone) at the evaluation:
 * a vacancy's new posting on another board takes the vacancy's mark before the alerts run
 * (after-sync.ts), and the recruiter dismissed or dealt with that vacancy. Like a muted job it is
 * looked at, not announced: `since` moves past it, so it is not news later either when the mark is
 * removed (removing it is the recruiter's own act on a vacancy already known). A shortlisted one's
 * new posting is news: where a wanted vacancy appears.
 *
 * A match closed when it came was never announced, and a later sync may bring it open again (its
 * status changed, its closing date put off): a vacancy the recruiter can act on now and has not heard
 * of. Each search keeps those ids (`closedOut`, the newest CLOSED_OUT_MAX), and the first evaluation
 * that finds one open announces it as any news, then forgets it. A job's update time cannot tell this
 * apart: it does not say whether the job was announced before it changed. One that no longer matches,
 * is muted or marked done, left the feed, or another search announced, is forgotten too (a job is announced once).
 */
import { isDone, type JobStatus } from './job-status';
import { KNOWN_FROM_START } from './new-jobs';
import { searchMatcher } from './search-matcher';
import { VacancyGrouping } from './vacancy-groups';
import type { SearchRow } from './search-row';
import { CLOSED_OUT_MAX, UNSEEN_MAX, type StoredSearch } from './saved-search';
import type { MutableRow } from './mute-rule';
import { measureSince } from './user-timing';

/**
 * User-timing measures of the parts of an evaluation in the worker (FeedIndex.evaluateAlerts), each
 * with its part's name in `detail.part`: read (the searches, the rows, the mutes, the marks), merge (the sync's
 * rows into the list), scan (this module) and write (the searches). The benchmark reports them.
 */
export const ALERTS_PART_MEASURE = 'job-feed-companion:alerts-part';

/** Measures, at each call, the time since the one before (or since it was made) as a part of `name`. */
export function partTimer(name: string): (part: string) => void {
  let last = performance.now();
  return (part) => {
    last = measureSince(name, last, { part });
  };
}

export interface AlertFinding {
  search: StoredSearch;
  /** This evaluation's new matches, newest first. */
  fresh: number[];
}

export interface AlertEvaluation {
  /** Every search, `since` moved on and its unseen matches added to. */
  next: StoredSearch[];
  /** The searches with alerts on that found something, in their order. */
  found: AlertFinding[];
}

/** Jobs first seen after this are news for at least one of `searches`; the first load's never are. */
export function newsAfter(searches: readonly Pick<StoredSearch, 'since'>[]): number {
  return Math.max(KNOWN_FROM_START, Math.min(...searches.map((search) => search.since)));
}

/** The jobs the searches keep as closed when they came (`closedOut`): read with the new ones. */
export function closedOutOf(searches: readonly StoredSearch[]): number[] {
  return [...new Set(searches.flatMap((search) => (search.alerts ? (search.closedOut ?? []) : [])))];
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/**
 * `rows`: the index's rows, newest first (a vacancy is announced as the first of its postings that may be), at least
 * those first seen after `newsAfter(searches)` and those of `closedOutOf(searches)`; `muted`: the mutes' test (null: none);
 * `now`: when the evaluation runs, the time "closed" is judged at; `marks`: the recruiter's (job-statuses.ts).
 */
export function evaluateAlerts(
  searches: readonly StoredSearch[],
  rows: readonly SearchRow[],
  muted: ((row: MutableRow) => boolean) | null,
  now: number,
  marks: ReadonlyMap<number, JobStatus> = new Map(),
): AlertEvaluation {
  const after = newsAfter(searches);
  const waiting = new Set(closedOutOf(searches));
  const seen = rows.filter((row) => row.firstSeenAt > after || waiting.has(row.id));
  // Each search moves past every job looked at, muted or done or not: a job muted now is not news later,
  // when its employer is unmuted (the guide: a job is announced once, a muted one never).
  const newest = seen.reduce((max, row) => (row.firstSeenAt > after ? Math.max(max, row.firstSeenAt) : max), -Infinity);
  const news = seen.filter((row) => !(muted?.(row) ?? false) && !isDone(marks.get(row.id)));
  // Closed at `now` is not news, whatever the search's own "Hide closed" says.
  const open = searchMatcher('', { hideClosed: true }, now);
  const groups = searches.some((search) => search.alerts) ? VacancyGrouping.of(news) : null;
  /** The vacancy of a posting on several boards (its group's root); null: a row of its own. */
  const vacancyOf = (row: SearchRow) => (groups?.onSeveralBoards(row.id) ? groups.root(row.id) : null);
  const claimed = new Set<number>();
  const claimedVacancies = new Set<number>();
  const found: AlertFinding[] = [];
  const next = searches.map((search) => {
    const since = Math.max(search.since, newest);
    if (!search.alerts) return since === search.since ? search : { ...search, since };
    const test = searchMatcher(search.query, { ...search.filters, hideDone: false, hideClosed: false, seenAfter: null }, now);
    const kept = new Set(search.closedOut ?? []);
    const closedOut: SearchRow[] = [];
    const employers = new Set<string>();
    const vacancies = new Set<number>();
    const fresh: number[] = [];
    for (const row of news) {
      if ((row.firstSeenAt <= search.since && !kept.has(row.id)) || claimed.has(row.id) || !test(row)) continue;
      const vacancy = vacancyOf(row);
      if (vacancy !== null && (vacancies.has(vacancy) || claimedVacancies.has(vacancy))) continue;
      if (!open(row)) {
        closedOut.push(row);
        continue;
      }
      if (vacancy !== null) vacancies.add(vacancy);
      if (search.perEmployer && row.employerKey !== null) {
        if (employers.has(row.employerKey)) continue;
        employers.add(row.employerKey);
      }
      fresh.push(row.id);
    }
    for (const id of fresh) claimed.add(id);
    for (const vacancy of vacancies) claimedVacancies.add(vacancy);
    // A closed posting of a vacancy looked at through an open one is no news when it opens again.
    const out = closedOut.flatMap((row) => (vacancies.has(vacancyOf(row) ?? -1) ? [] : [row.id])).slice(0, CLOSED_OUT_MAX);
    const outChanged = !sameIds(out, search.closedOut ?? []);
    if (fresh.length === 0)
      return since === search.since && !outChanged ? search : { ...search, since, ...(outChanged && { closedOut: out }) };
    const unseen = [...fresh, ...search.unseen.filter((id) => !fresh.includes(id))].slice(0, UNSEEN_MAX);
    const updated = { ...search, since, unseen, ...(outChanged && { closedOut: out }) };
    found.push({ search: updated, fresh });
    return updated;
  });
  return { next, found };
}
