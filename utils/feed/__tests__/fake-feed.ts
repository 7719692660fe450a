/**
 * An in-memory Job Feed with the two client methods a sync uses. It honours the criteria a sync
 * sends (id.greaterThan, id.lessThanOrEqual, updatedDate.greaterThan), sort, page and size, reports the total as
 * X-Total-Count does and the next page as the client derives it, and can be told to refuse a
 * filter, ignore one, cap the page size silently, or fail after a number of requests.
 */
import type { JobFeedClient, JobPage, JobPageRequest, RequestOptions } from '../../api/client';
import type { JobCriteria } from '../../api/criteria';
import { ApiError, type ApiErrorInfo } from '../../api/errors';
import { parseJob } from '../../api/parse';

export interface FeedJob {
  id: number;
  title: string;
  url: string;
  updatedDate: string;
  publishDate: string;
}

export type Failure = 401 | 500;

function dateValue(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** The client calls a sync makes, answered from the fake feed's jobs. */
export type FakeClient = Pick<JobFeedClient, 'countJobs'> & {
  getAllJobs(request: JobPageRequest, options?: RequestOptions): Promise<JobPage>;
};

export class FakeFeed {
  readonly jobs = new Map<number, FeedJob>();
  readonly requests: JobPageRequest[] = [];
  counts = 0;
  /** Filters answered with a 400, as a server that does not support them ('idUpTo': id.lessThanOrEqual). */
  readonly refuse = new Set<'id' | 'updatedDate' | 'idUpTo'>();
  /** Filters silently ignored, as a server that does not know them ('id': every id filter). */
  readonly ignore = new Set<'id' | 'idUpTo'>();
  /** Page requests received and not answered yet, and the most there were at once. */
  pending = 0;
  mostPending = 0;
  /** The most jobs a page holds, whatever size was asked for. */
  maxSize = Infinity;
  private failure: { afterRequests: number; status: Failure; count: boolean } | null = null;
  /** Runs before each page is answered, with the 1-based number of the request. */
  beforePage: ((request: number) => Promise<void> | void) | null = null;

  /** Job `id` was last updated `id` × 10 minutes after 2026-03-01T00:00Z. */
  static updatedAt(id: number): string {
    return new Date(Date.UTC(2026, 2, 1) + id * 600_000).toISOString();
  }

  constructor(count = 0) {
    for (let id = 1; id <= count; id++) this.add(id, FakeFeed.updatedAt(id));
  }

  add(id: number, updatedDate: string, title = `Job ${id}`): void {
    this.jobs.set(id, {
      id,
      title,
      url: `https://example.org/vacatures/${id}`,
      updatedDate,
      publishDate: `2026-02-${String((id % 28) + 1).padStart(2, '0')}T00:00:00.000Z`,
    });
  }

  update(id: number, fields: Partial<FeedJob>): void {
    this.jobs.set(id, { ...this.jobs.get(id)!, ...fields });
  }

  /** The next request (`count`: the next count) after `afterRequests` more page requests fails. */
  failAfter(afterRequests: number, status: Failure, count = false): void {
    this.failure = { afterRequests: count ? 0 : this.requests.length + afterRequests, status, count };
  }

  /** `request`: the 1-based number of the page request answered (requests asked ahead are counted when asked). */
  private checkFailure(isCount: boolean, request = this.requests.length): void {
    const failure = this.failure;
    if (!failure || failure.count !== isCount || (!isCount && request <= failure.afterRequests)) return;
    this.failure = null;
    const info: ApiErrorInfo =
      failure.status === 401
        ? { kind: 'unauthorized', reason: null, badCredentials: false }
        : { kind: 'server', status: 500, reason: null };
    throw new ApiError(info);
  }

  private matching(criteria: JobCriteria | undefined): FeedJob[] {
    const idAbove = this.ignore.has('id') ? undefined : criteria?.id?.greaterThan;
    const idUpTo = this.ignore.has('id') || this.ignore.has('idUpTo') ? undefined : criteria?.id?.lessThanOrEqual;
    const updatedAbove = criteria?.updatedDate?.greaterThan;
    return [...this.jobs.values()].filter(
      (job) =>
        (idAbove === undefined || job.id > idAbove) &&
        (idUpTo === undefined || job.id <= idUpTo) &&
        (updatedAbove === undefined || Date.parse(job.updatedDate) > dateValue(updatedAbove)),
    );
  }

  readonly client: FakeClient = {
    countJobs: async (criteria?: JobCriteria, _options?: RequestOptions): Promise<number> => {
      this.counts++;
      this.checkFailure(true);
      return this.matching(criteria).length;
    },
    getAllJobs: async (request: JobPageRequest, options?: RequestOptions): Promise<JobPage> => {
      const number = this.requests.push(structuredClone(request));
      this.pending++;
      this.mostPending = Math.max(this.mostPending, this.pending);
      try {
        await this.beforePage?.(number);
      } finally {
        this.pending--;
      }
      options?.signal?.throwIfAborted();
      this.checkFailure(false, number);
      if (this.refuse.has('idUpTo') && request.criteria?.id?.lessThanOrEqual !== undefined) {
        throw new ApiError({
          kind: 'validation',
          fieldErrors: [{ field: 'id', message: 'unsupported filter' }],
          reason: null,
          local: false,
        });
      }
      for (const field of ['id', 'updatedDate'] as const) {
        if (this.refuse.has(field) && request.criteria?.[field] !== undefined) {
          throw new ApiError({ kind: 'validation', fieldErrors: [{ field, message: 'unsupported filter' }], reason: null, local: false });
        }
      }
      const sorted = this.matching(request.criteria).sort((a, b) => {
        for (const [field, direction] of request.sort ?? []) {
          const x = a[field as keyof FeedJob];
          const y = b[field as keyof FeedJob];
          if (x !== y) return (x < y ? -1 : 1) * (direction === 'asc' ? 1 : -1);
        }
        return 0;
      });
      const size = Math.min(request.size, this.maxSize);
      const slice = sorted.slice(request.page * size, (request.page + 1) * size);
      const total = sorted.length;
      return {
        jobs: slice.map((job) => parseJob(job)),
        skipped: 0,
        total,
        // As the client derives it from X-Total-Count and the size it asked for.
        nextPage: (request.page + 1) * request.size < total ? request.page + 1 : null,
      };
    },
  };

  /** Page requests made since `from`, as compact strings: `p<page>` plus the criteria. */
  describeRequests(from = 0): string[] {
    return this.requests.slice(from).map((r) => {
      const upTo = r.criteria?.id?.lessThanOrEqual;
      const criteria = r.criteria?.id
        ? ` id>${r.criteria.id.greaterThan}${upTo === undefined ? '' : `<=${upTo}`}`
        : r.criteria?.updatedDate
          ? ` updated>${String(r.criteria.updatedDate.greaterThan)}`
          : '';
      const sort = r.sort?.[0]?.[1] === 'desc' ? ` ${r.sort[0][0]} desc` : '';
      return `p${r.page}${sort}${criteria}`;
    });
  }
}
