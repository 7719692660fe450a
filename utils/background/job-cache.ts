/**
 * Get Job results kept for a short time, with identical in-flight requests shared: the popup's
 * details view and an overlay opening the same job cause one request, not two.
 */
export class JobCache<T> {
  private readonly entries = new Map<number, { value: T; storedAt: number }>();
  /** By id and lane: a load is shared only with callers of its lane (a person waiting, or the export's patient batch). */
  private readonly inFlight = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Bumped by clear(): a load begun before it answers for what was cleared (another session, client view). */
  private generation = 0;

  constructor(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 100;
    this.now = options.now ?? Date.now;
  }

  get(id: number, load: (id: number) => Promise<T>, lane = ''): Promise<T> {
    const entry = this.entries.get(id);
    if (entry && this.now() - entry.storedAt < this.ttlMs) return Promise.resolve(entry.value);
    const key = `${lane}:${id}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const request: Promise<T> = load(id)
      .then((value) => {
        if (generation === this.generation) this.store(id, value);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(key) === request) this.inFlight.delete(key);
      });
    this.inFlight.set(key, request);
    return request;
  }

  /** Forgets every record, and the loads under way: their answers are not kept, nor shared with later callers. */
  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.generation++;
  }

  private store(id: number, value: T): void {
    this.entries.delete(id);
    this.entries.set(id, { value, storedAt: this.now() });
    // Map keeps insertion order: the first key is the least recently stored.
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
