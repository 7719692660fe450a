/**
 * The page requests of a sync pass under way: each asked once (by its JSON), its answer or its error
 * kept until the pass takes it, so a request asked ahead (the next range's page, or the page after
 * the next in a pass by page numbers) is never sent twice.
 *
 * Answers are taken in the order they came. A race over the requests took the first of them in the
 * pass's order among those already answered: with the worker slower than the server, the first range's
 * next page was always answered by the time the worker asked again, and the last range waited until
 * the others ended. A failure in it went unnoticed for as long (a unit test under load saw the pass
 * fetch 60 more jobs after its 500).
 */
import type { JobPage, JobPageRequest, RequestOptions } from '../api/client';
import type { JobListing } from '../api/schemas';

/** A page received, or why not, for the request `key`. */
export type Arrival = { key: string; page: JobPage<JobListing>; error?: undefined } | { key: string; page?: undefined; error: unknown };

export class PageRequests {
  private readonly inFlight = new Map<string, Promise<Arrival>>();
  /** Answers in the order they came, not yet taken. */
  private readonly answered: Arrival[] = [];
  /** Called when an answer comes while `first` waits. */
  private wake: (() => void) | null = null;

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
        void arrival.then((answer) => {
          // A request forgotten meanwhile (keepOnly) is not wanted any more.
          if (this.inFlight.get(key) !== arrival) return;
          this.answered.push(answer);
          this.wake?.();
        });
      }
      return key;
    });
  }

  /** Forgets the requests under way other than `keys` (their answers are not wanted any more). */
  keepOnly(keys: readonly string[]): void {
    for (const key of this.inFlight.keys()) if (!keys.includes(key)) this.inFlight.delete(key);
    for (let i = this.answered.length - 1; i >= 0; i--) if (!this.inFlight.has(this.answered[i]!.key)) this.answered.splice(i, 1);
  }

  /** Of `keys`, the one answered (or failed) first, taken from those under way; each of `keys` must be under way. */
  async first(keys: readonly string[]): Promise<Arrival> {
    for (;;) {
      const at = this.answered.findIndex((answer) => keys.includes(answer.key));
      if (at >= 0) {
        const [arrival] = this.answered.splice(at, 1);
        this.inFlight.delete(arrival!.key);
        return arrival!;
      }
      if (!keys.some((key) => this.inFlight.has(key))) throw new Error('No page request under way to wait for');
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}
