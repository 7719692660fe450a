/**
 * A list worked from the keyboard as one tab stop (the WAI-ARIA "roving tabindex"): Tab enters the
 * list at its current row and leaves it at once; Up/Down, Home/End move between rows; Right reaches
 * the row's second control (the posting link) and Left comes back. The popup's list was about 100
 * tab stops to "Load more".
 */
import { useCallback, useState } from 'preact/hooks';
import type { TargetedFocusEvent, TargetedKeyboardEvent } from 'preact';

export interface RovingList<K> {
  /** The row in the tab order: the given one if it is still listed, else the first. */
  current: K | null;
  /** For the list element: moves focus between rows on arrow keys, and follows focus. */
  listProps: {
    onKeyDown: (event: TargetedKeyboardEvent<HTMLElement>) => void;
    onFocusCapture: (event: TargetedFocusEvent<HTMLElement>) => void;
  };
}

/**
 * `keys` are the rows in order; `rowSelector` finds each row's main control and `secondarySelector`
 * its second one, within the row's `<li>`. A control's row is read from `data-row-key`.
 */
export function useRovingList<K extends string | number>(
  keys: readonly K[],
  rowSelector: string,
  secondarySelector: string,
): RovingList<K> {
  const [chosen, setChosen] = useState<K | null>(null);
  const current = chosen !== null && keys.includes(chosen) ? chosen : (keys[0] ?? null);

  const onFocusCapture = useCallback(
    (event: TargetedFocusEvent<HTMLElement>) => {
      const row = (event.target as HTMLElement).closest('li')?.querySelector<HTMLElement>(rowSelector);
      const key = row?.dataset.rowKey;
      const found = keys.find((k) => String(k) === key);
      if (found !== undefined) setChosen(found);
    },
    [keys, rowSelector],
  );

  const onKeyDown = useCallback(
    (event: TargetedKeyboardEvent<HTMLElement>) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const list = event.currentTarget;
      const rows = Array.from(list.querySelectorAll<HTMLElement>(rowSelector));
      const item = (event.target as HTMLElement).closest('li');
      const at = rows.findIndex((row) => row.closest('li') === item);
      if (at < 0) return;
      let target: HTMLElement | null | undefined;
      switch (event.key) {
        case 'ArrowDown':
          target = rows[Math.min(at + 1, rows.length - 1)];
          break;
        case 'ArrowUp':
          target = rows[Math.max(at - 1, 0)];
          break;
        case 'Home':
          target = rows[0];
          break;
        case 'End':
          target = rows[rows.length - 1];
          break;
        case 'ArrowRight':
          target = item?.querySelector<HTMLElement>(secondarySelector);
          break;
        case 'ArrowLeft':
          target = rows[at];
          break;
        default:
          return;
      }
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    [rowSelector, secondarySelector],
  );

  return { current, listProps: { onKeyDown, onFocusCapture } };
}
