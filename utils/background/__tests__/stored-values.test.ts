import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedIndex } from '../../feed/feed-index';
import { readPopupSnapshot } from '../../feed/popup-snapshot';
import { lastVisitItem, overlayPrefsItem, type OverlayPrefs } from '../../storage';
import { MAX_DISMISSED_JOBS, OverlayCards, parseOverlayPrefs } from '../overlay-cards';
import { PopupView } from '../popup-view';

/** Content scripts can write storage.local: what the background reads from it is parsed first. */
describe('values read from storage.local', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it.each([
    ['not an object', 'collapsed'],
    ['a wrong side', { collapsed: false, side: 'top', dismissedJobIds: [] }],
    ['a string flag', { collapsed: 'yes', side: null, dismissedJobIds: [] }],
    ['ids that are not ids', { collapsed: false, side: 'left', dismissedJobIds: [1, -2] }],
    ['ids that are not a list', { collapsed: false, side: 'left', dismissedJobIds: '1,2' }],
    ['too many ids', { collapsed: false, side: 'left', dismissedJobIds: Array.from({ length: MAX_DISMISSED_JOBS + 1 }, (_, i) => i + 1) }],
  ])('overlay preferences with %s are dropped for the defaults', async (_, planted) => {
    expect(parseOverlayPrefs(planted)).toBeNull();
    await overlayPrefsItem.setValue(planted as unknown as OverlayPrefs);
    const cards = new OverlayCards({ ports: {} as never, now: () => 0, job: () => Promise.reject(new Error('unused')) });
    expect(await cards.prefs()).toEqual({ collapsed: false, side: null, dismissedJobIds: [] });
    expect(await fakeBrowser.storage.local.get('overlayPrefs')).toEqual({});
  });

  it('overlay preferences of the right shape are kept as they are', async () => {
    const prefs: OverlayPrefs = { collapsed: true, side: 'left', dismissedJobIds: [3, 9] };
    await overlayPrefsItem.setValue(prefs);
    const cards = new OverlayCards({ ports: {} as never, now: () => 0, job: () => Promise.reject(new Error('unused')) });
    expect(await cards.prefs()).toEqual(prefs);
  });

  it('a malformed popup snapshot is removed, not carried forward, and a planted last visit is ignored', async () => {
    const index = FeedIndex.open(`stored-values-${Math.random()}`);
    const view = new PopupView({
      index: () => index,
      session: async () => null,
      count: async () => null,
      apiBaseUrl: async () => 'http://127.0.0.1:8787',
      syncState: () => Promise.reject(new Error('unused')),
      now: () => 5000,
    });
    await fakeBrowser.storage.local.set({ popupSnapshot: { subject: 'demo', jobs: 'not jobs' }, lastVisit: 'yesterday' });
    expect(await view.opened()).toEqual({ lastVisit: null });
    expect(await fakeBrowser.storage.local.get('popupSnapshot')).toEqual({});
    expect(await readPopupSnapshot()).toBeNull();
    expect(await lastVisitItem.getValue()).toBe(5000);
  });
});
