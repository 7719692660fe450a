/**
 * What the background has done, waited for through its own answers: a board page's check, a sync.
 * These are the conditions a test waits for instead of a fixed sleep.
 */
import type { SyncStatus } from '../../../utils/messaging/contract.ts';
import { askBackground, askValue, type ExtensionDocument } from './ask.ts';
import { waitFor } from './wait.ts';

/**
 * Until the background has answered the content script's check of `url` at or after `since` (ms since
 * the epoch, this machine's clock): the condition a "nothing happened on this page" check waits for.
 * Resolves with whether the page matched a feed job.
 */
export async function pageChecked(
  from: ExtensionDocument,
  url: string,
  since: number,
  timeoutMs = 15_000,
): Promise<{ checkedAt: number; matched: boolean }> {
  let last: unknown = null;
  return waitFor(
    async () => {
      const answer = await askBackground(from, { type: 'page.status', url });
      last = answer;
      const status = answer.ok ? answer.value : null;
      return status && status.checkedAt !== null && status.checkedAt >= since
        ? { checkedAt: status.checkedAt, matched: status.matched }
        : null;
    },
    `the content script's check of ${url}`,
    timeoutMs,
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message} (since ${since}, last answer ${JSON.stringify(last)})`);
  });
}

/** What a finished sync must show: this many jobs in the index, a success (or a full pass's) at or after this time (ms). */
export interface SyncWanted {
  indexed?: number;
  since?: number;
  fullSince?: number;
}

/** Until no sync runs and the last one left what `wanted` says; the status then. */
export async function waitForSync(from: ExtensionDocument, what: string, wanted: SyncWanted = {}, timeoutMs = 60_000): Promise<SyncStatus> {
  let last: SyncStatus | null = null;
  try {
    return await waitFor(
      async () => {
        last = await askValue(from, { type: 'sync.status' });
        return (
          last.state.status === 'idle' &&
          (wanted.indexed === undefined || last.indexed === wanted.indexed) &&
          (wanted.since === undefined || (last.state.lastSuccessAt ?? 0) >= wanted.since) &&
          (wanted.fullSince === undefined || (last.state.lastFullAt ?? 0) >= wanted.fullSince) &&
          last
        );
      },
      what,
      timeoutMs,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; wanted ${JSON.stringify(wanted)}, last sync status ${JSON.stringify(last)}`, {
      cause: error,
    });
  }
}
