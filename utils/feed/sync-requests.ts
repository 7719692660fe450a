/**
 * The page requests of a sync pass under way: each asked once (by its JSON), its answer or its error
 * kept until the pass takes it, so a request asked ahead (the next range's page, or the page after
 * the next in a pass by page numbers) is never sent twice.
 */
import type { JobPage, JobPageRequest, RequestOptions } from '../api/client';
import type { JobListing } from '../api/schemas';

/** A page received, or why not, for the request `key`. */
export type Arrival = { key: string; page: JobPage<JobListing>; error?: undefined } | { key: string; page?: undefined; error: unknown };

export class PageRequests {
  private readonly inFlight = new Map<string, Promise<Arrival>>();

  constructor(
    private readonly get: (request: JobPageRequest, options: RequestOptions) => Promise<JobPage<JobListing>>,
    private readonly signal: AbortSignal,
  ) {}

  /** Sends each request not under way already; their keys, in order. */
  ask(requests: readonly JobPageRequest[]): string[] {
    return requests.map((request) => {
      const key = JSON.stringify(request);
      if (!this.inFlight.has(key)) {
        const arrival = this.get(request, { signal: this.signal }).then(
          (page): Arrival => ({ key, page }),
          (error: unknown): Arrival => ({ key, error }),
        );
        this.inFlight.set(key, arrival);
      }
      return key;
    });
  }

  /** Forgets the requests under way other than `keys` (their answers are not wanted any more). */
  keepOnly(keys: readonly string[]): void {
    for (const key of this.inFlight.keys()) if (!keys.includes(key)) this.inFlight.delete(key);
  }

  /** The first of `keys` answered (or failed), taken from those under way. */
  async first(keys: readonly string[]): Promise<Arrival> {
    const arrival = await Promise.race(keys.map((key) => this.inFlight.get(key)!));
    this.inFlight.delete(arrival.key);
    return arrival;
  }
}
