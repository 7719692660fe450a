/**
 * A full pass by id fetched as several id ranges side by side ("stripes"), so that the server builds
 * one range's page while the worker parses another's. One cursor allows one request in flight, since
 * a request names the last id of the page before; the profile of a 100,000-job sync (README, "Where
 * a sync's time goes") had the worker waiting for pages for most of its time, and the server idle
 * while the worker parsed.
 *
 * The ranges partition the ids: the first has no lower bound, the last no upper bound (jobs added
 * during the pass land in it), and a range is only ever cut in two at an id, never widened. So every
 * job is in exactly one range, whatever order their pages arrive in. A range is cut when its page
 * is taken in and fewer ranges are under way than the sync may run: at even ids between its new
 * cursor and its bound, or, for the last range, the highest id at the pass's start (one request,
 * sorted by id descending, of one job: the "ceiling").
 */
import type { JobPageRequest } from '../api/client';
import type { IdStripe } from '../storage';

/** The request for the highest id of the feed: the last range is cut up to it. */
export const CEILING_REQUEST: JobPageRequest = { page: 0, size: 1, sort: [['id', 'desc']] };

/**
 * Range `at` of `stripes` cut into up to `parts` ranges, each at least `minWidth` ids wide and, when
 * the range's count is known, at least `minJobs` jobs (by estimate: ids are taken to be spread
 * evenly). The parts' counts are estimates that add up to the range's. A range without a cursor yet,
 * or the last range when `ceiling` is unknown or below its cursor, is left whole.
 */
export function splitStripe(
  stripes: readonly IdStripe[],
  at: number,
  parts: number,
  { ceiling, minWidth, minJobs }: { ceiling: number | null; minWidth: number; minJobs: number },
): IdStripe[] {
  const stripe = stripes[at];
  if (!stripe || stripe.afterId === null) return [...stripes];
  const from = stripe.afterId;
  const to = stripe.upTo ?? ceiling;
  if (to === null || to <= from) return [...stripes];
  const width = to - from;
  let count = Math.min(parts, Math.floor(width / Math.max(1, minWidth)));
  if (stripe.left !== null) count = Math.min(count, Math.floor(stripe.left / Math.max(1, minJobs)));
  if (count < 2) return [...stripes];
  const cuts = Array.from({ length: count - 1 }, (_, i) => from + Math.round((width * (i + 1)) / count));
  const lows = [from, ...cuts];
  const pieces: IdStripe[] = [];
  let estimated = 0;
  for (let i = 0; i < count; i++) {
    const afterId = lows[i]!;
    // The last part keeps the range's bound (none, for the last range).
    const upTo = i < count - 1 ? cuts[i]! : stripe.upTo;
    let left: number | null = null;
    if (stripe.left !== null) {
      // The last part takes what rounding left over, so the parts add up to the whole.
      left = i === count - 1 ? stripe.left - estimated : Math.round((stripe.left * (cuts[i]! - afterId)) / width);
      estimated += left;
    }
    pieces.push({ afterId, upTo, left });
  }
  return [...stripes.slice(0, at), ...pieces, ...stripes.slice(at + 1)];
}
