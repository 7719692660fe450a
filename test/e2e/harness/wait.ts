/** Waiting for a condition instead of sleeping: every "nothing happened" check waits for what proves it. */

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Until every image and frame of a document has finished loading, so any load or error handler has run. */
export function documentSettled(): boolean {
  return document.readyState === 'complete' && Array.from(document.images).every((image) => image.complete);
}
