import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readPanelSelection, savePanelSelection } from '../panel-selection';
import { readPopupSearch, savePopupSearch } from '../popup-search';

describe('the popup search kept for the browser session', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps query and filters in storage.session, without "new since my last visit"', async () => {
    await savePopupSearch({ query: 'java', filters: { provinces: ['UTRECHT'], hoursMin: 32, hideClosed: true, seenAfter: 5 } });
    expect(await fakeBrowser.storage.session.get('popupSearch')).toEqual({
      popupSearch: { query: 'java', filters: { provinces: ['UTRECHT'], hoursMin: 32, hideClosed: true } },
    });
    expect(await fakeBrowser.storage.local.get('popupSearch')).toEqual({});
    expect(await readPopupSearch()).toEqual({ query: 'java', filters: { provinces: ['UTRECHT'], hoursMin: 32, hideClosed: true } });
  });

  it('forgets the empty search', async () => {
    await savePopupSearch({ query: 'java', filters: {} });
    await savePopupSearch({ query: '', filters: { seenAfter: 5 } });
    expect(await fakeBrowser.storage.session.get('popupSearch')).toEqual({});
    expect(await readPopupSearch()).toBeNull();
  });

  it('ignores a stored value of another shape', async () => {
    for (const odd of [
      'java',
      { query: 5, filters: {} },
      { query: 'x'.repeat(201), filters: {} },
      { query: 'java', filters: { provinces: 'UTRECHT' } },
      { query: 'java', filters: { hoursMin: 1.5 } },
      { query: 'java', filters: { hideClosed: 'yes' } },
      { query: 'java', filters: { dropTables: true } },
      { query: 'java', filters: null },
    ]) {
      await fakeBrowser.storage.session.set({ popupSearch: odd });
      expect(await readPopupSearch(), JSON.stringify(odd)).toBeNull();
    }
  });
});

describe("the side panel's selected job", () => {
  it('is kept for the browser session, and only a job id is read back', async () => {
    expect(await readPanelSelection()).toBeNull();
    await savePanelSelection(42);
    expect(await readPanelSelection()).toBe(42);
    await fakeBrowser.storage.session.set({ panelSelected: 'x' });
    expect(await readPanelSelection()).toBeNull();
    await fakeBrowser.storage.session.set({ panelSelected: -1 });
    expect(await readPanelSelection()).toBeNull();
  });
});
