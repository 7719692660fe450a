/** The extension's storage as it is, read from one of its pages without waking the worker. */
import { evaluateIn, type ExtensionDocument } from './ask.ts';

export type StorageArea = 'local' | 'session' | 'sync';

type StorageApi = { storage: Record<StorageArea, { get: (keys: null) => Promise<Record<string, unknown>> }> };

/** Every item of each of `areas`, read from an extension page of either browser. */
export async function readStorage<A extends StorageArea>(
  from: ExtensionDocument,
  areas: readonly A[],
): Promise<Record<A, Record<string, unknown>>> {
  return evaluateIn(
    from,
    async (names: readonly A[]) => {
      const api = globalThis as unknown as { browser?: StorageApi; chrome?: StorageApi };
      const { storage } = (api.browser ?? api.chrome)!;
      const items = {} as Record<A, Record<string, unknown>>;
      for (const name of names) items[name] = await storage[name].get(null);
      return items;
    },
    areas,
  );
}

/**
 * The feed index straight from IndexedDB: every job's id and generation, from the packs' heads
 * (utils/feed/job-packs.ts: a job's newest pack holds its current copy), in id order.
 */
export async function readIndexRows(from: ExtensionDocument): Promise<{ id: number; generation: number }[]> {
  return evaluateIn(
    from,
    async () => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes('job-feed-index')) return [];
      return new Promise<{ id: number; generation: number }[]>((resolve, reject) => {
        const open = indexedDB.open('job-feed-index');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('heads', 'readonly').objectStore('heads').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const generations = new Map<number, number>();
            for (const head of read.result as { ids: number[]; generation: number }[]) {
              for (const id of head.ids) generations.set(id, head.generation);
            }
            resolve([...generations].sort(([a], [b]) => a - b).map(([id, generation]) => ({ id, generation })));
          };
        };
      });
    },
    null,
  );
}
