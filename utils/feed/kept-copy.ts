/**
 * A store's contents read once from the index's database and kept in memory, for the small stores
 * read far more often than written (statuses, mutes, saved searches): the first reads share one
 * database read, and each write sets the copy once the database has it.
 */
export class KeptCopy<T> {
  private value: T | null = null;
  private loading: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.value !== null) return Promise.resolve(this.value);
    this.loading ??= this.read().then((value) => {
      // A write (or a clear) while it was read wins: it is newer.
      this.value ??= value;
      this.loading = null;
      return this.value;
    });
    return this.loading;
  }

  set(value: T): void {
    this.value = value;
    this.loading = null;
  }
}
