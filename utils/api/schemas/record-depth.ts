/**
 * Records refer to each other in cycles (Client → feeds → sources → client …), so a body is cut at
 * a fixed depth before zod walks it.
 */

/**
 * How many embedded records deep below the job are kept (the job is level 0). Real bodies truncate
 * back-references to `{}`; this bound covers every path the UI reads (the deepest,
 * data.clientDataSource.dataSource.jobCategories, is level 4) and keeps a hostile or cyclic nesting
 * from being walked, kept or overflowing the stack.
 */
export const MAX_RECORD_DEPTH = 6;

/**
 * A copy of a JSON value in which objects nested more than `maxDepth` objects deep, and arrays
 * directly inside arrays (no record has those), are null. Arrays do not count as a level: a list of
 * records is one level below its owner. Iterative, so no nesting depth can overflow the stack.
 */
export function limitDepth(value: unknown, maxDepth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  type Container = Record<string, unknown> | unknown[];
  const copyOf = (source: object): Container => (Array.isArray(source) ? [] : {});
  const root = copyOf(value);
  // The depth of an array is that of its owner: its object elements are one level below.
  const pending: { source: object; target: Container; depth: number }[] = [
    { source: value, target: root, depth: Array.isArray(value) ? -1 : 0 },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { source, target, depth } = item;
    const inArray = Array.isArray(source);
    for (const key of Object.keys(source)) {
      // A `__proto__` key of parsed JSON is an own property; assigning it would set the prototype.
      if (key === '__proto__') continue;
      const child: unknown = (source as Record<string, unknown>)[key];
      let copy: unknown = child;
      if (typeof child === 'object' && child !== null) {
        const childIsArray = Array.isArray(child);
        const childDepth = childIsArray ? depth : depth + 1;
        if ((childIsArray && inArray) || childDepth > maxDepth) {
          copy = null;
        } else {
          copy = copyOf(child);
          pending.push({ source: child, target: copy as Container, depth: childDepth });
        }
      }
      (target as Record<string, unknown>)[key] = copy;
    }
  }
  return root;
}
