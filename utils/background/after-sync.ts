/**
 * What follows a sync that ended well, in this order: the copies that joined a marked vacancy take its
 * mark; then the saved searches' alerts look at what is new (so a copy's mark is already on it); then
 * the board pages open in tabs check themselves again, so a posting the run brought shows its card
 * without a reload.
 *
 * Each step stands alone: one that fails is reported (`onUnexpected`) and the next still runs. An
 * alert that could not be evaluated (a notification refused, a read that failed) once kept every
 * board page from hearing of the jobs the run had just brought.
 */
import type { SyncRun } from './notifier';

export interface AfterSyncParts {
  /** The popup's view (popup-view.ts): a copy that joined a marked vacancy takes the mark. */
  popup: { spreadMarks(): Promise<unknown> };
  /** The saved searches' alerts (search-alerts.ts). */
  alerts: { afterSync(): Promise<unknown> };
  /** The badge and events (notifier.ts). */
  notifier: { recheckBoardPages(run: SyncRun): Promise<void> };
}

export async function afterSync(
  { popup, alerts, notifier }: AfterSyncParts,
  run: SyncRun,
  onUnexpected?: (error: unknown) => void,
): Promise<void> {
  const step = (part: () => Promise<unknown>) => part().catch((error: unknown) => onUnexpected?.(error));
  await step(() => popup.spreadMarks());
  await step(() => alerts.afterSync());
  await step(() => notifier.recheckBoardPages(run));
}
