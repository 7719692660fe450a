/** Quiet hours: a stretch of local time, across midnight or not, and when it ends. */
import { describe, expect, it } from 'vitest';
import { planReminders, REMINDER_HOUR } from '../closing-reminders';
import { formatTimeOfDay, isQuiet, parseTimeOfDay, quietEnd } from '../quiet-hours';

const local = (d: number, h: number, m = 0) => new Date(2026, 11, d, h, m).getTime();
const night = { from: 22 * 60, to: 7 * 60 };
const lunch = { from: 12 * 60, to: 13 * 60 + 30 };

describe('quiet hours', () => {
  it('cover their stretch, across midnight or within a day, and never when empty or unset', () => {
    expect([21, 22, 23, 0, 6, 7, 12].map((h) => isQuiet(night, local(5, h)))).toEqual([false, true, true, true, true, false, false]);
    expect([
      isQuiet(lunch, local(5, 11, 59)),
      isQuiet(lunch, local(5, 12)),
      isQuiet(lunch, local(5, 13, 29)),
      isQuiet(lunch, local(5, 13, 30)),
    ]).toEqual([false, true, true, false]);
    expect(isQuiet({ from: 600, to: 600 }, local(5, 10))).toBe(false);
    expect(isQuiet(null, local(5, 23))).toBe(false);
  });

  it('end at their end, the next morning for a night', () => {
    expect(quietEnd(night, local(5, 23))).toBe(local(6, 7));
    expect(quietEnd(night, local(6, 3))).toBe(local(6, 7));
    expect(quietEnd(lunch, local(5, 12, 15))).toBe(local(5, 13, 30));
    expect(quietEnd(night, local(5, 12))).toBe(local(5, 12));
  });

  it('read times of day as typed, on the 24-hour clock or with am and pm, and write them on the 24-hour clock', () => {
    const read = {
      '07:30': 450,
      ' 7:30 ': 450,
      '7.30': 450,
      '0730': 450,
      '730': 450,
      '7': 420,
      '22u': 1320,
      '22.00 uur': 1320,
      '0:00': 0,
      '23:59': 1439,
      '10 pm': 1320,
      '10:30PM': 1350,
      '7 a.m.': 420,
      '12 am': 0,
      '12:15 pm': 735,
      // The Flemish way, as "22u" is read: hours, u, minutes.
      '22u30': 1350,
      '7u05': 425,
    };
    for (const [text, minutes] of Object.entries(read)) expect(parseTimeOfDay(text), text).toBe(minutes);
    for (const bad of ['', '24:00', '7:60', '13 pm', '0 am', '7:3', '123456', 'noon', '22:00:00', '-1', '7 30', '22u3', 'u30'])
      expect(parseTimeOfDay(bad), bad).toBeNull();
    expect(formatTimeOfDay(450)).toBe('07:30');
    expect(formatTimeOfDay(1320)).toBe('22:00');
  });

  it('hold a closing reminder due in them until they end', () => {
    const closing = new Date(local(7, 17)).toISOString();
    // Due at 09:00 on the 5th; at 23:00 that day it is quiet: it waits until 07:00.
    const plan = planReminders([{ id: 1, closingDate: closing, status: null }], 2, local(5, 23), night);
    expect(plan).toEqual({ due: [], next: local(6, 7) });
    expect(planReminders([{ id: 1, closingDate: closing, status: null }], 2, local(6, 7), night).due).toHaveLength(1);
    expect(new Date(local(5, REMINDER_HOUR)).getHours()).toBe(9);
  });
});
