// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { movedTo, queueAction, type QueueKey } from '../queue-keys';

function press(key: string, extra: Partial<QueueKey> = {}): QueueKey {
  return { key, ctrlKey: false, altKey: false, metaKey: false, target: document.body, ...extra };
}

describe('the work queue keys', () => {
  it('moves with j/k and the arrows, marks with s/h/n, searches with /', () => {
    expect(queueAction(press('j'))).toEqual({ kind: 'move', by: 1 });
    expect(queueAction(press('ArrowDown'))).toEqual({ kind: 'move', by: 1 });
    expect(queueAction(press('k'))).toEqual({ kind: 'move', by: -1 });
    expect(queueAction(press('ArrowUp'))).toEqual({ kind: 'move', by: -1 });
    expect(queueAction(press('s'))).toEqual({ kind: 'mark', status: 'shortlisted' });
    expect(queueAction(press('h'))).toEqual({ kind: 'mark', status: 'handled' });
    expect(queueAction(press('n'))).toEqual({ kind: 'mark', status: 'notRelevant' });
    expect(queueAction(press('/'))).toEqual({ kind: 'search' });
    for (const other of ['J', 'x', 'Enter', ' ', 'Tab', 'Escape']) expect(queueAction(press(other))).toBeNull();
    // Held down: the moves repeat, a mark is set once.
    expect(queueAction(press('j', { repeat: true }))).toEqual({ kind: 'move', by: 1 });
    expect(queueAction(press('h', { repeat: true }))).toBeNull();
  });

  it("leaves keys typed into a field, and the browser's shortcuts, alone", () => {
    const search = document.createElement('input');
    search.type = 'search';
    const note = document.createElement('textarea');
    const select = document.createElement('select');
    for (const target of [search, note, select]) expect(queueAction(press('j', { target }))).toBeNull();
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(queueAction(press('j', { target: box }))).toEqual({ kind: 'move', by: 1 });
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const) expect(queueAction(press('h', { [modifier]: true }))).toBeNull();
  });

  it('moves within the list: the first job when none is selected, never past either end', () => {
    expect(movedTo([], null, 1)).toBeNull();
    expect(movedTo([7, 8, 9], null, 1)).toBe(7);
    expect(movedTo([7, 8, 9], null, -1)).toBe(7);
    expect(movedTo([7, 8, 9], 7, 1)).toBe(8);
    expect(movedTo([7, 8, 9], 9, 1)).toBe(9);
    expect(movedTo([7, 8, 9], 7, -1)).toBe(7);
    // A selected job no longer listed, whose place is not known (the last session's): the top.
    expect(movedTo([7, 8, 9], 42, 1)).toBe(7);
    // One that left the list from row 1 (marked done with done jobs hidden): on from its place, not back to the top.
    expect(movedTo([7, 8, 9], 42, 1, 1)).toBe(8);
    expect(movedTo([7, 8, 9], 42, -1, 1)).toBe(7);
    expect(movedTo([7, 8, 9], 42, 1, 3)).toBe(9);
  });
});
