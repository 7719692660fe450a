/**
 * A database opened once for the worker's life and shared by every caller. A failed open (IndexedDB
 * refusing for a moment, as it can at browser start) is not kept: the next caller opens it again, as
 * the key store and the chosen address do. Nothing retries on its own.
 */
export function keptOpen<T>(open: () => Promise<T>): () => Promise<T> {
  let opening: Promise<T> | null = null;
  return () =>
    (opening ??= open().catch((error: unknown) => {
      opening = null;
      throw error;
    }));
}
