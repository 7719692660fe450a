/**
 * Which jobs the lists mark "New": a job that came into the feed in the last day, after the feed was
 * first loaded, and that the user has not opened (in the popup, the full-record page or its card on a
 * posting). Jobs of the first load are the feed as it was, not news: they are stored as seen at
 * KNOWN_FROM_START. The mark stays across popup openings until one of those ends it.
 */

/** How long a job counts as new after it first came in. */
export const NEW_FOR_MS = 24 * 60 * 60 * 1000;

/** The `firstSeenAt` of the jobs the first sync of an empty feed brought in. */
export const KNOWN_FROM_START = 0;

/** At most this many opened jobs are remembered (the newest); more than a day's work of anyone. */
export const MAX_OPENED = 500;

export function isNewJob(job: { id: number; firstSeenAt: number }, now: number, opened: ReadonlySet<number>): boolean {
  return job.firstSeenAt > KNOWN_FROM_START && now - job.firstSeenAt < NEW_FOR_MS && !opened.has(job.id);
}

/** `[id, openedAt]` pairs as stored, kept to the last day and the newest MAX_OPENED, `id` opened `now` added. */
export function withOpened(stored: unknown, id: number | null, now: number): [number, number][] {
  const pairs = Array.isArray(stored)
    ? stored.filter(
        (pair): pair is [number, number] =>
          Array.isArray(pair) && pair.length === 2 && Number.isSafeInteger(pair[0]) && typeof pair[1] === 'number',
      )
    : [];
  const kept = pairs.filter(([openedId, at]) => now - at < NEW_FOR_MS && openedId !== id);
  if (id !== null) kept.push([id, now]);
  return kept.slice(-MAX_OPENED);
}
