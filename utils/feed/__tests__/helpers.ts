/** Jobs and summaries for the feed tests, built through the real parser so every field is present. */
import { parseJob } from '../../api/parse';
import type { Job } from '../../api/schemas';
import { BUILTIN_BOARDS } from '../../boards';
import { toJobSummary } from '../summarize';
import { openDB } from 'idb';
import type { JobPack } from '../job-packs';
import type { JobSummary } from '../summary';
import { fieldsTest, type SearchFields } from '../search-text';
import type { StoredSearch } from '../saved-search';

/** Whether `term` is in one of a job's search fields, as a query's plain word looks for it (query-terms.ts). */
export function fieldsHave(fields: SearchFields, term: string): boolean {
  return fieldsTest((text) => text.includes(term), false)(fields);
}

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

/** Every job of the database `name` as its packs hold it now (the newest copy of each), by id. */
export async function storedJobs(name: string): Promise<Map<number, JobSummary & { generation: number }>> {
  const db = await openDB(name);
  const packs = (await db.getAll('packs')) as JobPack[];
  db.close();
  const jobs = new Map<number, JobSummary & { generation: number }>();
  for (const pack of packs) {
    pack.jobs.forEach((json) => {
      const job = JSON.parse(json) as JobSummary;
      jobs.set(job.id, { ...job, generation: pack.generation });
    });
  }
  return jobs;
}

/** A saved search as the background keeps it: `query` under its own name, alerts on, nothing new yet; `fields` change it. */
export function storedSearch(id: string, query: string, fields: Partial<StoredSearch> = {}): StoredSearch {
  return { id, name: query, query, filters: {}, alerts: true, perEmployer: false, createdAt: 1, since: 1, unseen: [], ...fields };
}
