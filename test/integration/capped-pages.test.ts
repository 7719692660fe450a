/**
 * A deployment that caps the page size below what the sync asks for, and says how many jobs there
 * are only by X-Total-Count (api-conventions.md: "servers cap it"; whether lists carry
 * X-Total-Count/Link or a Page object varies). The sync must still reach every job: a full pass by
 * page numbers that ended early would sweep every job it did not reach out of the index, and an
 * incremental one would move its high-water mark past the changes it skipped.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { createDispatcher, type Dispatcher } from '../../utils/messaging/dispatch';
import type { SyncStatus } from '../../utils/messaging/contract';
import type { JobSummary } from '../../utils/feed/summary';
import type { Faults } from '../server/faults.ts';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER, recordingPorts } from './ports';

const JOBS = 1200;
/** The server's cap: a quarter of what the sync asks for. */
const CAP = 125;
let server: ReferenceServer;
let db = 0;

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: JOBS, seed: 9, maxPageSize: CAP });
}, 60_000);
afterAll(() => server.close());
beforeEach(async () => {
  fakeBrowser.reset();
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

async function signedIn(faults: Faults): Promise<{ service: BackgroundService; dispatch: Dispatcher }> {
  server.setFaults(faults);
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `capped-pages-${++db}`,
    sync: { pageSize: 500 },
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const result = await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: true }, POPUP_SENDER);
  expect(result.ok).toBe(true);
  await service.sync.start(false);
  return { service, dispatch };
}

/** The jobs whose summary in the index is not the server's current one (by updatedDate). */
async function behind(dispatch: Dispatcher): Promise<number[]> {
  const ids: number[] = [];
  for (const id of server.store.ids()) {
    const local = (await dispatch({ type: 'jobs.local', id }, POPUP_SENDER)) as { ok: boolean; value?: JobSummary | null };
    const updated = (server.store.get(id) as { updatedDate?: string | null }).updatedDate;
    if (!local.ok || !local.value || Date.parse(local.value.updatedDate ?? '') !== Date.parse(updated ?? '')) ids.push(id);
  }
  return ids;
}

for (const listPaging of ['total', 'none'] as const) {
  it(`indexes every job by page numbers, and every change after, through pages capped at ${CAP} with ${listPaging === 'total' ? 'only X-Total-Count' : 'no paging headers'}`, async () => {
    // The id cursor refused: the full pass goes by page numbers.
    const { service, dispatch } = await signedIn({ listPaging, refuseFilters: ['id'] });
    const status = (await dispatch({ type: 'sync.status' }, POPUP_SENDER)) as { ok: true; value: SyncStatus };
    expect([status.value.indexed, status.value.state.status]).toEqual([JOBS, 'idle']);

    const { touched } = server.store.touch(7);
    expect(touched).toBeGreaterThan(CAP);
    await service.sync.start(false);
    expect(await behind(dispatch)).toEqual([]);
  }, 60_000);
}
