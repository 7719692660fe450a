/**
 * Work that runs one at a time, where a request made while it runs makes it run once more
 * afterwards (never twice at once, never a request lost): the popup's snapshot, the closing
 * reminders. Every caller gets the promise of the run that will include its request.
 */
export function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    again = true;
    running ??= (async () => {
      try {
        while (again) {
          again = false;
          await work();
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };
}
