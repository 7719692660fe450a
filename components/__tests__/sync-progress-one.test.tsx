// @vitest-environment happy-dom
/**
 * A sync whose total the API does not give counts the jobs fetched so far. One job is "1 job", not
 * "1 jobs", in English and in Dutch ("1 vacature", not "1 vacatures"), as the feed's count says it.
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { SyncStatus } from '@/utils/messaging/contract';
import { INITIAL_SYNC_STATE } from '@/utils/storage';
import { SyncStatusBar } from '../popup/SyncStatusBar';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

function line(locale: 'en' | 'nl', fetched: number): string {
  const sync: SyncStatus = {
    state: { ...INITIAL_SYNC_STATE, status: 'running', fetched, expected: null },
    indexed: 0,
    count: null,
    apiReachable: true,
    apiError: null,
  };
  render(inLocale(locale, <SyncStatusBar now={0} sync={sync} savedLastSyncAt={null} requesting={false} onSyncNow={() => undefined} />));
  const text = document.querySelector('.sync-text')?.textContent ?? '';
  cleanup();
  return text;
}

it.each([
  ['en', 'Syncing… 1 job so far', 'Syncing… 2 jobs so far'],
  ['nl', 'Synchroniseren… 1 vacature tot nu toe', 'Synchroniseren… 2 vacatures tot nu toe'],
] as const)('in %s, counts one job in the singular and more in the plural', (locale, one, two) => {
  expect(line(locale, 1)).toBe(one);
  expect(line(locale, 2)).toBe(two);
});
