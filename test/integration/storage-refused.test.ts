/**
 * A sync whose write the browser refuses (IndexedDB's QuotaExceededError with the disk full, an
 * aborted transaction) used to end 'failed' with no error: the popup said nothing was wrong while
 * the index held part of the feed, and no retry came. It now keeps the reason, which the popup says,
 * and tries again later; the next run goes on from where the refused one stopped.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { FeedIndex } from '../../utils/feed/feed-index';
import { describeApiProblem } from '../../utils/i18n/errors';
import { createTranslator } from '../../utils/i18n/translate';
import { createDispatcher } from '../../utils/messaging/dispatch';
import type { SyncStatus } from '../../utils/messaging/contract';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { POPUP_SENDER, recordingPorts } from './ports';
import { value } from './harness';

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 3000, seed: 31 });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => fakeBrowser.reset());

it('keeps why a write was refused, says it, tries again later, and then goes on from there', async () => {
  const ports = recordingPorts();
  const unexpected: unknown[] = [];
  const service = new BackgroundService({
    defaultApiBaseUrl: server.apiUrl,
    buildBoardPatterns: [],
    ports,
    indexName: 'storage-refused',
    sync: { pageSize: 500 },
    onUnexpected: (error) => unexpected.push(error),
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const write = FeedIndex.prototype.putMany;
  let writes = 0;
  const refuse = vi.spyOn(FeedIndex.prototype, 'putMany').mockImplementation(function (this: FeedIndex, ...args) {
    return ++writes === 3
      ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
      : write.apply(this, args);
  });
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);

  const status = value<SyncStatus>(await dispatch({ type: 'sync.status' }, POPUP_SENDER));
  expect(status.state).toMatchObject({ status: 'failed', error: { kind: 'storage', name: 'QuotaExceededError' } });
  expect(status.indexed).toBeLessThan(3000);
  expect(ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 15 });
  // As long after a browser restart (alarms are restored then).
  ports.alarms.clear();
  await service.sync.restoreRetry();
  expect(ports.alarms.get('sync-retry')).toEqual({ delayInMinutes: 15 });
  // Not a bug of ours: nothing for the error log.
  expect(unexpected).toEqual([]);
  const say = (locale: 'en' | 'nl') => describeApiProblem(createTranslator(locale), locale, status.state.error!, server.apiUrl);
  expect(say('en')).toBe('The browser has no room left to store the feed. Free some disk space; the sync tries again.');
  expect(say('nl')).toContain('geen ruimte meer');

  refuse.mockRestore();
  await service.sync.start(false);
  const after = value<SyncStatus>(await dispatch({ type: 'sync.status' }, POPUP_SENDER));
  expect([after.state.status, after.state.error, after.indexed]).toEqual(['idle', null, 3000]);
  await service.sync.stop();
  (await service.index()).close();
});
