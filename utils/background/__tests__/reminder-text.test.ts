import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderText } from '../closing-reminders';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Amsterdam';
});
afterAll(() => {
  process.env.TZ = zone;
});

/** A moment on the recruiter's clock (Amsterdam). */
const at = (month: number, day: number, hour: number) => new Date(2026, month - 1, day, hour).getTime();
const title = (closingAt: number, now: number, locale: 'en' | 'nl' = 'en') =>
  reminderText(locale, { title: 'Verpleegkundige', employer: 'Zorggroep Oost' }, closingAt, now).title;

describe("a closing reminder's words", () => {
  it("count calendar days on the recruiter's clock, not spans of 24 hours", () => {
    expect(title(at(11, 16, 13), at(11, 14, 9), 'nl')).toBe('Sluit over 2 dagen: Verpleegkundige');
    expect(title(at(11, 16, 8), at(11, 14, 21))).toBe('Closes in 2 days: Verpleegkundige');
    expect(title(at(11, 16, 17), at(11, 15, 9))).toBe('Closes tomorrow: Verpleegkundige');
    expect(title(at(11, 16, 17), at(11, 16, 10))).toBe('Closes today: Verpleegkundige');
    expect(title(at(11, 16, 17), at(11, 16, 10), 'nl')).toBe('Sluit vandaag: Verpleegkundige');
    // Across the night the clocks go back (25 October): still two days.
    expect(title(at(10, 26, 9), at(10, 24, 10))).toBe('Closes in 2 days: Verpleegkundige');
  });
});
