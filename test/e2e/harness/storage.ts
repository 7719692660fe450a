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
