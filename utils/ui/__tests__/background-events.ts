/** The background's events as open pages hear them, in component tests (fake browser). */
import { fakeBrowser } from 'wxt/testing/fake-browser';

/** A sync run's progress, told from our own background; `ended`: the run's last word. */
export async function syncProgress(ended: boolean): Promise<void> {
  await fakeBrowser.runtime.onMessage.trigger(
    { event: 'sync.progress', ...(ended && { ended }) },
    { id: fakeBrowser.runtime.id },
    () => undefined,
  );
}
