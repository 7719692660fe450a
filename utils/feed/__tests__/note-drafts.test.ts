import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { claimNoteDrafts, clearNoteDrafts, dropNoteDrafts, readNoteDrafts, writeNoteDrafts } from '../note-drafts';

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

describe('whose the drafts are', () => {
  beforeEach(() => fakeBrowser.reset());
  const API = 'https://api.example.com/';
  const DRAFTS = new Map([['job:7', 'Called Monday']]);
  const kept = async () => readNoteDrafts(['job:7']);

  it("are kept for the same user's next session, at the same API, and for nobody else's", async () => {
    await claimNoteDrafts('alice', API);
    await writeNoteDrafts(DRAFTS);
    await claimNoteDrafts('alice', API);
    expect(await kept()).toEqual({ 'job:7': 'Called Monday' });

    for (const [subject, api] of [
      ['bob', API],
      ['Alice', API],
      ['alice', 'https://other.example.com/'],
      [null, API],
    ] as const) {
      await claimNoteDrafts('alice', API);
      await writeNoteDrafts(DRAFTS);
      await claimNoteDrafts(subject, api);
      expect(await kept(), `${subject} at ${api}`).toEqual({});
    }
  });

  it('written in a session whose user is not known, or after a sign-out, are nobody’s', async () => {
    await claimNoteDrafts(null, API);
    await writeNoteDrafts(DRAFTS);
    await claimNoteDrafts(null, API);
    expect(await kept()).toEqual({});

    await claimNoteDrafts('alice', API);
    await writeNoteDrafts(DRAFTS);
    await dropNoteDrafts();
    expect(await kept()).toEqual({});
    // A page open at the sign-out writes its last keystrokes as it goes.
    await writeNoteDrafts(DRAFTS);
    await claimNoteDrafts('alice', API);
    expect(await kept()).toEqual({});
  });

  it('are nobody’s when what is stored as their user is not one', async () => {
    for (const odd of ['alice', { subject: 'alice' }, { subject: 42, apiBaseUrl: API }, null]) {
      await fakeBrowser.storage.session.set({ noteDraftOwner: odd });
      await writeNoteDrafts(DRAFTS);
      await claimNoteDrafts('alice', API);
      expect(await kept(), JSON.stringify(odd)).toEqual({});
    }
  });

  it('are known by their user in storage.session only, never on disk', async () => {
    await claimNoteDrafts('alice', API);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ noteDraftOwner: { subject: 'alice', apiBaseUrl: API } });
  });
});

describe('clearing the drafts', () => {
  it('does not fail a sign-in, a sign-out or Clear local data when storage.session refuses', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValueOnce(new Error('storage.session is not available'));
    await expect(clearNoteDrafts()).resolves.toBeUndefined();
    vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValueOnce(new Error('storage.session is not available'));
    await expect(claimNoteDrafts('alice', 'https://api.example.com/')).resolves.toBeUndefined();
    vi.spyOn(fakeBrowser.storage.session, 'remove').mockRejectedValueOnce(new Error('storage.session is not available'));
    await expect(dropNoteDrafts()).resolves.toBeUndefined();
  });
});
