import { afterEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  isPopupSnapshot,
  readPopupSnapshot,
  removePopupSnapshot,
  SNAPSHOT_JOBS,
  storePopupSnapshot,
  type PopupSnapshot,
} from '../popup-snapshot';
import { makeSummary } from './helpers';

afterEach(() => fakeBrowser.reset());

function snapshot(extra: Partial<PopupSnapshot> = {}): PopupSnapshot {
  const jobs = [1, 2, 3].map((id) =>
    makeSummary({
      id,
      title: `Job ${id}`,
      employer: 'Acme',
      hoursMinimum: 36,
      salaryMinimum: 4000,
      salaryPeriod: 'MONTHLY',
      url: `https://board.example/${id}`,
    }),
  );
  return {
    subject: 'demo',
    apiBaseUrl: 'https://api.example.com',
    count: { count: 1234, countedAt: 1 },
    jobs,
    matches: 1234,
    indexed: 1234,
    lastVisit: null,
    savedAt: 1,
    ...extra,
  };
}

describe('popup snapshot', () => {
  it('reads back what the background stored, and nothing once removed', async () => {
    expect(await readPopupSnapshot()).toBeNull();
    await storePopupSnapshot(snapshot());
    expect(await readPopupSnapshot()).toEqual(snapshot());
    await removePopupSnapshot();
    expect(await readPopupSnapshot()).toBeNull();
  });

  it('takes a snapshot without count, subject or jobs', () => {
    expect(isPopupSnapshot(snapshot({ count: null, subject: null, jobs: [], lastVisit: 5 }))).toBe(true);
    // Saved by the version before lastSyncAt, or with no sync finished yet.
    expect(isPopupSnapshot(snapshot({ lastSyncAt: undefined }))).toBe(true);
    expect(isPopupSnapshot(snapshot({ lastSyncAt: null }))).toBe(true);
    expect(isPopupSnapshot(snapshot({ lastSyncAt: 1_700_000_000_000 }))).toBe(true);
  });

  it('ignores a stored value of the wrong shape, so the popup never renders it', async () => {
    const job = snapshot().jobs[0]!;
    const malformed: unknown[] = [
      null,
      'snapshot',
      [],
      { ...snapshot(), apiBaseUrl: undefined },
      { ...snapshot(), subject: 7 },
      { ...snapshot(), count: { count: '1234', countedAt: 1 } },
      { ...snapshot(), jobs: {} },
      { ...snapshot(), matches: null },
      { ...snapshot(), lastVisit: 'yesterday' },
      { ...snapshot(), lastSyncAt: '5 minutes ago' },
      { ...snapshot(), jobs: [{ ...job, id: 0 }] },
      { ...snapshot(), jobs: [{ ...job, id: '1' }] },
      { ...snapshot(), jobs: [{ ...job, title: 42 }] },
      { ...snapshot(), jobs: [{ ...job, url: { href: 'javascript:alert(1)' } }] },
      { ...snapshot(), jobs: [{ ...job, hoursMinimum: '36' }] },
      { ...snapshot(), jobs: [{ ...job, categoryLabel: { en: 1, nl: null } }] },
      { ...snapshot(), jobs: [{ ...job, firstSeenAt: undefined }] },
      { ...snapshot(), jobs: [null] },
      { ...snapshot(), jobs: Array.from({ length: SNAPSHOT_JOBS + 1 }, () => job) },
    ];
    for (const value of malformed) {
      expect(isPopupSnapshot(value), JSON.stringify(value)?.slice(0, 120)).toBe(false);
      await fakeBrowser.storage.local.set({ popupSnapshot: value });
      expect(await readPopupSnapshot()).toBeNull();
    }
  });
});
