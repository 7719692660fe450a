/** The toolbar button's tooltip speaks the UI language, as the pages do (it was English only). */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { badgeFor, matchBadge } from '../badge';
import { BackgroundService } from '../service';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('badge tooltips', () => {
  it.each([
    [{ signedIn: false, apiReachable: true, newJobs: 0 }, 'Job Feed Companion: signed out', 'Job Feed Companion: uitgelogd'],
    [
      { signedIn: true, apiReachable: false, newJobs: 0 },
      'Job Feed Companion: the Job Feed server cannot be reached',
      'Job Feed Companion: de Job Feed-server is niet bereikbaar',
    ],
    [
      { signedIn: true, apiReachable: true, newJobs: 12 },
      'Job Feed Companion: 12 new jobs in your feed',
      'Job Feed Companion: 12 nieuwe vacatures in je feed',
    ],
    [
      { signedIn: true, apiReachable: true, newJobs: 1 },
      'Job Feed Companion: 1 new job in your feed',
      'Job Feed Companion: 1 nieuwe vacature in je feed',
    ],
    [{ signedIn: true, apiReachable: true, newJobs: 0 }, 'Job Feed Companion', 'Job Feed Companion'],
  ])('%o in English and Dutch', (input, en, nl) => {
    expect(badgeFor({ ...input, locale: 'en' }).title).toBe(en);
    expect(badgeFor({ ...input, locale: 'nl' }).title).toBe(nl);
    expect(badgeFor(input).title).toBe(en);
  });

  it("marks a feed posting's tab in the UI language", () => {
    expect(matchBadge('nl').title).toBe('Job Feed Companion: deze vacature staat in je feed');
    expect(matchBadge('en').title).toBe('Job Feed Companion: this posting is in your feed');
  });

  it('follows the language setting at once', async () => {
    const ports = recordingPorts();
    const service = new BackgroundService({
      defaultApiBaseUrl: 'http://127.0.0.1:9',
      buildBoardPatterns: [],
      ports,
      indexName: 'badge-language',
      sync: { pageSize: 100 },
    });
    const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
    await service.refreshBadge();
    expect(ports.badge?.title).toBe('Job Feed Companion: signed out');
    expect(await dispatch({ type: 'settings.update', patch: { language: 'nl' } }, POPUP_SENDER)).toMatchObject({ ok: true });
    expect(ports.badge?.title).toBe('Job Feed Companion: uitgelogd');
  });
});
