/**
 * The same vacancy on several boards, rules (1) and (2) of its grouping: jobs with the same posting
 * key, and jobs of the same employer with the same title (vacancy-key.ts) whose dates lie within 60
 * days of each other. A group is a view: records are never merged or changed. Rule (3), agency
 * copies without an employer compared by their descriptions, is not here yet.
 *
 * Groups are the connected parts of "same vacancy" (a union-find), so they do not depend on the order
 * the jobs come in; within one employer and title, jobs sorted by date are joined to the next one
 * when at most 60 days apart, which joins exactly the jobs any chain of such steps joins.
 */
import { employerGroupKey, titleGroupKey } from './vacancy-key';

export const SAME_VACANCY_DAYS = 60;
const WINDOW_MS = SAME_VACANCY_DAYS * 24 * 60 * 60 * 1000;

export interface GroupableJob {
  id: number;
  postingKey: string | null;
  employer: string | null;
  title: string | null;
  city: string | null;
  publishDate: string | null;
  closingDate: string | null;
}

/** The date a job is placed at: when it was published, else when it closes; null: neither is known. */
function placedAt(job: GroupableJob): number | null {
  for (const date of [job.publishDate, job.closingDate]) {
    const ms = date ? Date.parse(date) : NaN;
    if (!Number.isNaN(ms)) return ms;
  }
  return null;
}

/** Each job's group, named by the smallest id in it; a job alone is its own group. */
export function groupVacancies(jobs: readonly GroupableJob[]): Map<number, number> {
  const parent = new Map<number, number>(jobs.map((job) => [job.id, job.id]));
  const find = (id: number): number => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    // Path compression: later finds are short.
    for (let at = id; parent.get(at) !== root;) {
      const next = parent.get(at)!;
      parent.set(at, root);
      at = next;
    }
    return root;
  };
  const join = (a: number, b: number) => {
    const [x, y] = [find(a), find(b)];
    if (x !== y) parent.set(Math.max(x, y), Math.min(x, y));
  };

  // Rule 1: the same posting key.
  const byKey = new Map<string, number>();
  for (const job of jobs) {
    if (!job.postingKey) continue;
    const first = byKey.get(job.postingKey);
    if (first === undefined) byKey.set(job.postingKey, job.id);
    else join(first, job.id);
  }

  // Rule 2: the same employer and title, dates within the window.
  const byVacancy = new Map<string, { id: number; at: number }[]>();
  for (const job of jobs) {
    const employer = employerGroupKey(job.employer);
    const title = titleGroupKey(job.title, job.city);
    const at = placedAt(job);
    if (employer === null || title === null || at === null) continue;
    const key = `${employer}\u0000${title}`;
    const list = byVacancy.get(key);
    if (list) list.push({ id: job.id, at });
    else byVacancy.set(key, [{ id: job.id, at }]);
  }
  for (const list of byVacancy.values()) {
    list.sort((a, b) => a.at - b.at || a.id - b.id);
    for (let i = 1; i < list.length; i++) if (list[i]!.at - list[i - 1]!.at <= WINDOW_MS) join(list[i - 1]!.id, list[i]!.id);
  }

  return new Map(jobs.map((job) => [job.id, find(job.id)]));
}
