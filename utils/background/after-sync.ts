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
export interface AfterSyncParts {
  /** The popup's view (popup-view.ts): a copy that joined a marked vacancy takes the mark. */
  popup: { spreadMarks(): Promise<unknown> };
  /** The saved searches' alerts (search-alerts.ts). */
  alerts: { afterSync(): Promise<unknown> };
  /** The badge and events (notifier.ts). */
  notifier: { recheckBoardPages(startedAt: number | null): Promise<void> };
}

/** `startedAt`: when the run began (SyncState.startedAt); the pages hear only of a run that brought jobs. */
export async function afterSync(
  { popup, alerts, notifier }: AfterSyncParts,
  startedAt: number | null,
  onUnexpected?: (error: unknown) => void,
): Promise<void> {
  const run = (step: () => Promise<unknown>) => step().catch((error: unknown) => onUnexpected?.(error));
  await run(() => popup.spreadMarks());
  await run(() => alerts.afterSync());
  await run(() => notifier.recheckBoardPages(startedAt));
}
