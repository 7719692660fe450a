/**
 * "Clear local data" in Options (and a sign-in as another user, through the same flow) removes the
 * saved searches and the mutes with the index: the open pages (Options, a popup, the side panel)
 * are told, so that they read them again rather than list what is gone.
 */
import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import type { StoredSearch } from '@/utils/messaging/contract';
import { POPUP_SENDER, recordingPorts, TEST_EXTENSION_ORIGIN } from '@/test/integration/ports';
import { value } from './harness';

beforeEach(() => fakeBrowser.reset());

it('tells open pages the saved searches and mutes changed when "Clear local data" removed them', async () => {
  const ports = recordingPorts();
  const service = new BackgroundService({
    defaultApiBaseUrl: 'http://127.0.0.1:9/api',
    buildBoardPatterns: [],
    ports,
    indexName: `clear-data-${Date.now()}`,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const options = { id: POPUP_SENDER.id, url: `${TEST_EXTENSION_ORIGIN}options.html` };
  value(await dispatch({ type: 'searches.save', name: 'Java', query: 'java', filters: {}, alerts: true, perEmployer: false }, options));
  ports.events.length = 0;
  value(await dispatch({ type: 'data.clear' }, options));
  expect(value<StoredSearch[]>(await dispatch({ type: 'searches.list' }, options))).toEqual([]);
  // The Options page's list (useBackgroundValue on 'searches.changed') is read again only on this event.
  expect(ports.events).toContainEqual({ event: 'searches.changed' });
  expect(ports.events).toContainEqual({ event: 'mutes.changed' });
});
