import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { clearNoteDrafts, readNoteDrafts, writeNoteDrafts } from '../note-drafts';

describe("the notes' drafts kept for the browser session", () => {
  beforeEach(() => fakeBrowser.reset());

  it('are kept in storage.session only, one key a draft, and removed by null', async () => {
    await writeNoteDrafts(
      new Map([
        ['job:7', 'Called Monday'],
        ['employer:gemeente utrecht', 'Framework contract'],
      ]),
    );
    expect(await fakeBrowser.storage.session.get(null)).toEqual({
      'noteDraft:job:7': 'Called Monday',
      'noteDraft:employer:gemeente utrecht': 'Framework contract',
    });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await readNoteDrafts(['job:7', 'job:8'])).toEqual({ 'job:7': 'Called Monday' });

    await writeNoteDrafts(new Map([['job:7', null]]));
    expect(await readNoteDrafts(['job:7', 'employer:gemeente utrecht'])).toEqual({ 'employer:gemeente utrecht': 'Framework contract' });
  });

  it('ignore a stored value that is not a note', async () => {
    for (const odd of [42, null, true, { text: 'Planted' }, ['Planted'], 'x'.repeat(2001)]) {
      await fakeBrowser.storage.session.set({ 'noteDraft:job:7': odd });
      expect(await readNoteDrafts(['job:7']), JSON.stringify(odd)).toEqual({});
    }
  });

  it('are all removed at once, and nothing else with them', async () => {
    await fakeBrowser.storage.session.set({ popupSearch: { query: 'java', filters: {} } });
    await writeNoteDrafts(
      new Map([
        ['job:7', 'Called Monday'],
        ['job:8', 'Interested'],
      ]),
    );
    await clearNoteDrafts();
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ popupSearch: { query: 'java', filters: {} } });
  });
});

describe('clearing the drafts', () => {
  it('does not fail a sign-in, a sign-out or Clear local data when storage.session refuses', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValueOnce(new Error('storage.session is not available'));
    await expect(clearNoteDrafts()).resolves.toBeUndefined();
  });
});
