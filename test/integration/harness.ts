/**
 * What the integration tests against the reference server share: its start per file, the answers'
 * values, a background worker over it, and a hold on the alerts' write of what they found.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import type { SavedSearches } from '../../utils/feed/saved-searches';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { Result } from '../../utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { recordingPorts, type RecordingPorts } from './ports';

/** A request's value; a failure fails the test, with the background's words. */
export function value<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value as T;
}

/**
 * The file's reference server with `jobs` seeded jobs, started once; each test begins with a fresh
 * (fake) browser and the server's feed as seeded.
 */
export function referenceServer(feed: { jobs: number; seed: number }): () => ReferenceServer {
  let server: ReferenceServer | null = null;
  beforeAll(async () => {
    server = await startReferenceServer({ port: 0, boardPort: 0, ...feed });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    fakeBrowser.reset();
    server!.store.reset();
  });
  return () => server!;
}

/** A background worker for the API at `apiUrl` on the index `indexName`: a new one, or the same browser's (`ports`) after the worker was stopped. */
export function backgroundWorker(
  apiUrl: string,
  indexName: string,
  ports: RecordingPorts = recordingPorts(),
  more: Partial<ConstructorParameters<typeof BackgroundService>[0]> = {},
) {
  const service = new BackgroundService({
    defaultApiBaseUrl: apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName,
    sync: { pageSize: 1000 },
    ...more,
  });
  return { service, ports, indexName, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()) };
}

/**
 * Holds the alerts' write of what an evaluation found (`keepFound`) until `release()`, as a busy
 * IndexedDB or a stopped worker would: `evaluated()` once an evaluation reached it (its reads of the
 * mutes and the marks made); `restore()` puts the store's own write back.
 */
export function holdFoundWrites(searches: Pick<SavedSearches, 'keepFound'>) {
  const keepFound = searches.keepFound.bind(searches);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let evaluated = false;
  searches.keepFound = async (...args) => {
    evaluated = true;
    await held;
    return keepFound(...args);
  };
  return { evaluated: () => evaluated, release, restore: () => void (searches.keepFound = keepFound) };
}
