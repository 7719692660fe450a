/**
 * The side panel's work queue worked from the keyboard: j/k (and the arrow keys) move through the
 * list, s/h/n mark the selected job, / goes to the search box. A key typed into a field, or pressed
 * with Ctrl, Alt or Meta, is the field's or the browser's, never the queue's.
 */
import type { JobStatus } from '@/utils/feed/job-status';
import { typesText } from '../types-text';

export type QueueAction = { kind: 'move'; by: 1 | -1 } | { kind: 'mark'; status: JobStatus } | { kind: 'search' };

export interface QueueKey {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  /** The element the key was pressed in. */
  target: EventTarget | null;
  /** The key is held down and the browser repeats it. */
  repeat?: boolean;
}

const MARKS: Readonly<Record<string, JobStatus>> = { s: 'shortlisted', h: 'handled', n: 'notRelevant' };

/** What a key press does to the queue; null: nothing (it is left to the page and the browser). */
export function queueAction(event: QueueKey): QueueAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey || typesText(event.target)) return null;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return { kind: 'move', by: 1 };
    case 'k':
    case 'ArrowUp':
      return { kind: 'move', by: -1 };
    case '/':
      return { kind: 'search' };
    default: {
      const status = MARKS[event.key];
      // A mark key held down sets the mark once: its repeats would take it off and set it again, in turn.
      return status && !event.repeat ? { kind: 'mark', status } : null;
    }
  }
}

/**
 * The job `by` rows from `selected` in `ids` (the first when none is selected), kept within the list;
 * null for an empty list. `left`: the row a selected job no longer listed had (marked done with done
 * jobs hidden): the queue goes on from its place, to the job that took it, not back to the top.
 */
export function movedTo(ids: readonly number[], selected: number | null, by: 1 | -1, left?: number): number | null {
  if (ids.length === 0) return null;
  const at = selected === null ? -1 : ids.indexOf(selected);
  if (at < 0) return ids[left === undefined ? 0 : Math.min(ids.length - 1, Math.max(0, by === 1 ? left : left - 1))] ?? null;
  return ids[Math.min(ids.length - 1, Math.max(0, at + by))] ?? null;
}
