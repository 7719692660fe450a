/**
 * Closing reminders: at 09:00 local time N days before the closing day, once per closing date, never
 * for a job closed (by date or status) or without a date, and none at all when switched off.
 */
import { describe, expect, it } from 'vitest';
import { planReminders, reminderAt, REMINDER_HOUR } from '../closing-reminders';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).getTime();

describe('closing reminders', () => {
  it('fall at 09:00 local time, N days before the local closing day', () => {
    const closing = local(2026, 12, 10, 17);
    expect(reminderAt(closing, 2)).toBe(local(2026, 12, 8, REMINDER_HOUR));
    expect(reminderAt(closing, 0)).toBe(local(2026, 12, 10, REMINDER_HOUR));
    // Across a month's end.
    expect(reminderAt(local(2027, 3, 1, 12), 2)).toBe(local(2027, 2, 27, REMINDER_HOUR));
  });

  it('are due once the moment has passed, scheduled for the next otherwise, and sent once per closing date', () => {
    const now = local(2026, 12, 8, 10);
    const soon = new Date(local(2026, 12, 10, 17)).toISOString();
    const later = new Date(local(2026, 12, 20, 17)).toISOString();
    const plan = planReminders(
      [
        { id: 1, closingDate: soon, status: 'OPEN' },
        { id: 2, closingDate: later, status: null },
        { id: 3, closingDate: soon, status: 'CLOSED' },
        { id: 4, closingDate: null, status: null },
        { id: 5, closingDate: new Date(local(2026, 12, 8, 9)).toISOString(), status: null },
        { id: 6, closingDate: soon, status: null, remindedFor: Date.parse(soon) },
        { id: 7, closingDate: soon, status: null, remindedFor: Date.parse(later) },
      ],
      2,
      now,
    );
    expect(plan.due.map((due) => due.id)).toEqual([1, 7]);
    expect(plan.due[0]!.closingAt).toBe(Date.parse(soon));
    expect(plan.next).toBe(local(2026, 12, 18, REMINDER_HOUR));
  });

  it('are none when switched off', () => {
    expect(
      planReminders([{ id: 1, closingDate: new Date(local(2026, 12, 9)).toISOString(), status: null }], 0, local(2026, 12, 8)),
    ).toEqual({
      due: [],
      next: null,
    });
  });
});
