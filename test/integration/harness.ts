/** What the integration tests against the reference server share: its start per file, and the answers' values. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Result } from '../../utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';

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
