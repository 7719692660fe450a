/**
 * One change at a time: `inTurn(change)` starts `change` once every change asked for before it has
 * settled, whether that one succeeded or failed, and answers with its own result. Used where a change
 * reads a stored value and writes it back (overlay tickets, saved searches): two such changes at once
 * would each write back the copy they read, and the later would undo the earlier.
 */
export function turns(): <T>(change: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (change) => {
    const done = last.then(change, change);
    last = done.catch(() => undefined);
    return done;
  };
}
