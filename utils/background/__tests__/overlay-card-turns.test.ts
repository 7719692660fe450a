/**
 * The cards the recruiter hid and the places they put the card, changed from several tabs at once:
 * each change is kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { overlayPlacesItem, overlayPrefsItem } from '../../storage';
import { OverlayCards } from '../overlay-cards';

afterEach(() => fakeBrowser.reset());

function cards(): OverlayCards {
  const unused = () => Promise.reject(new Error('not used'));
  return new OverlayCards({
    ports: { notifyTab: async () => undefined } as never,
    now: () => 1_000_000,
    job: unused,
    index: async () => ({ get: async () => null }) as never,
    marks: {} as never,
    settings: {} as never,
  });
}

const tab = (id: number) => ({ tab: { id } });

describe('changes of the cards from several tabs at once', () => {
  it('keeps every card hidden, and every card shown again, at the same moment', async () => {
    const c = cards();
    await overlayPrefsItem.setValue({ dismissedJobIds: [303] });
    const a = await c.issue(101, 1, 'demo');
    const b = await c.issue(202, 2, 'linkedin');
    await Promise.all([
      c.layout({ ticket: a, collapsed: true, anchor: null, dismissed: true }, tab(1)),
      c.layout({ ticket: b, collapsed: true, anchor: null, dismissed: true }, tab(2)),
      c.show(303),
    ]);
    expect([...(await overlayPrefsItem.getValue()).dismissedJobIds].sort()).toEqual([101, 202]);
  });

  it('keeps the place of every board the card was moved on at the same moment', async () => {
    const c = cards();
    const a = await c.issue(101, 1, 'demo');
    const b = await c.issue(202, 2, 'linkedin');
    await Promise.all([
      c.layout({ ticket: a, collapsed: true, anchor: 'top-left', dismissed: false }, tab(1)),
      c.layout({ ticket: b, collapsed: true, anchor: 'left', dismissed: false }, tab(2)),
    ]);
    expect(await overlayPlacesItem.getValue()).toEqual({ demo: 'top-left', linkedin: 'left' });
  });
});
