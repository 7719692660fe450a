import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FeedIndex } from '../../feed/feed-index';
import { readPopupSnapshot } from '../../feed/popup-snapshot';
import { lastVisitItem, overlayPlacesItem, overlayPrefsItem, type OverlayPrefs } from '../../storage';
import { MAX_DISMISSED_JOBS, MAX_PLACES, OverlayCards, parseOverlayPlaces, parseOverlayPrefs } from '../overlay-cards';
import { PopupView } from '../popup-view';

/** Content scripts can write storage.local: what the background reads from it is parsed first. */
describe('values read from storage.local', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  const unused = () => Promise.reject(new Error('unused'));
  const cards = () =>
    new OverlayCards({ ports: {} as never, now: () => 0, job: unused, index: unused, marks: {} as never, settings: {} as never });

  it.each([
    ['not an object', 'collapsed'],
    ['no list of ids', { collapsed: false, side: 'left' }],
    ['ids that are not ids', { dismissedJobIds: [1, -2] }],
    ['ids that are not a list', { dismissedJobIds: '1,2' }],
    ['too many ids', { dismissedJobIds: Array.from({ length: MAX_DISMISSED_JOBS + 1 }, (_, i) => i + 1) }],
  ])('overlay preferences with %s are dropped for the defaults', async (_, planted) => {
    expect(parseOverlayPrefs(planted)).toBeNull();
    await overlayPrefsItem.setValue(planted as unknown as OverlayPrefs);
    expect(await cards().prefs()).toEqual({ dismissedJobIds: [] });
    expect(await fakeBrowser.storage.local.get('overlayPrefs')).toEqual({});
  });

  it('overlay preferences of the right shape are kept, and those of an earlier version keep their dismissed jobs', async () => {
    const prefs: OverlayPrefs = { dismissedJobIds: [3, 9] };
    await overlayPrefsItem.setValue(prefs);
    expect(await cards().prefs()).toEqual(prefs);
    // Before the card remembered its place per board, it kept one side and a collapsed flag for all.
    await fakeBrowser.storage.local.set({ overlayPrefs: { collapsed: true, side: 'left', dismissedJobIds: [4] } });
    expect(await cards().prefs()).toEqual({ dismissedJobIds: [4] });
  });

  it.each([
    ['not an object', 'demo:top'],
    ['a list', ['top']],
    ['a wrong anchor', { demo: 'middle' }],
    ['a place of another vocabulary', { demo: 'center' }],
    ['an anchor that is not a string', { demo: 3 }],
    ['an empty board id', { '': 'top' }],
    ['too many boards', Object.fromEntries(Array.from({ length: MAX_PLACES + 1 }, (_, i) => [`board-${i}`, 'top']))],
  ])('card places with %s are dropped: every board gets its default place', async (_, planted) => {
    expect(parseOverlayPlaces(planted)).toBeNull();
    await fakeBrowser.storage.local.set({ overlayPlaces: planted });
    expect(await cards().place('demo')).toBeNull();
    expect(await fakeBrowser.storage.local.get('overlayPlaces')).toEqual({});
  });

  it('card places of the right shape are read per board', async () => {
    await overlayPlacesItem.setValue({ demo: 'top-left', linkedin: 'bottom' });
    expect(parseOverlayPlaces({ demo: 'top-left', linkedin: 'bottom' })).toEqual({ demo: 'top-left', linkedin: 'bottom' });
    expect(await cards().place('demo')).toBe('top-left');
    expect(await cards().place('linkedin')).toBe('bottom');
    expect(await cards().place('indeed')).toBeNull();
    expect(await cards().place(null)).toBeNull();
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
