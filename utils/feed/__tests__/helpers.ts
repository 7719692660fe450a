/** Jobs and summaries for the feed tests, built through the real parser so every field is present. */
import { parseJob } from '../../api/parse';
import type { Job } from '../../api/schemas';
import { BUILTIN_BOARDS } from '../../boards';
import { toJobSummary } from '../summarize';
import type { JobSummary } from '../summary';

export function makeJob(fields: Record<string, unknown> & { id: number }): Job {
  return parseJob(fields);
}

export function makeSummary(fields: Record<string, unknown> & { id: number }, firstSeenAt = 1_000): JobSummary {
  return toJobSummary(makeJob(fields), BUILTIN_BOARDS, firstSeenAt);
}

let databases = 0;

/** A database name no other test uses. */
export function freshDbName(): string {
  return `feed-test-${process.pid}-${++databases}`;
}
