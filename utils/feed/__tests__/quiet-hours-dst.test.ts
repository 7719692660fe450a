/**
 * Quiet hours on the night the clocks go back (Europe/Amsterdam, 25 October 2026: 03:00 CEST becomes
 * 02:00 CET, so 02:00–03:00 comes twice). Quiet hours that end at 02:30 end at the 02:30 still to
 * come, not a day later: a closing reminder held by them goes out that night.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planReminders } from '../closing-reminders';
import { isQuiet, quietEnd } from '../quiet-hours';

const night = { from: 22 * 60, to: 2 * 60 + 30 };
let tz: string | undefined;
beforeAll(() => {
  tz = process.env.TZ;
  process.env.TZ = 'Europe/Amsterdam';
});
afterAll(() => {
  if (tz === undefined) delete process.env.TZ;
  else process.env.TZ = tz;
});

describe('quiet hours on the night the clocks go back', () => {
  it('end at the next 02:30, in the hour that comes twice too', () => {
    // 02:10 CEST (00:10 UTC): quiet until 02:30 CEST (00:30 UTC).
    expect(new Date(quietEnd(night, Date.parse('2026-10-25T00:10:00Z'))).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 02:10 CET, the second time (01:10 UTC): quiet until 02:30 CET (01:30 UTC), not 02:30 the next night.
    expect(new Date(quietEnd(night, Date.parse('2026-10-25T01:10:00Z'))).toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });

  it('hold a closing reminder due then until that 02:30, not a day', () => {
    const now = Date.parse('2026-10-25T01:10:00Z');
    const plan = planReminders([{ id: 1, closingDate: '2026-10-26T16:00:00Z', status: null }], 2, now, night);
    expect(plan.due).toEqual([]);
    expect(plan.next).toBe(Date.parse('2026-10-25T01:30:00Z'));
  });
});

/**
 * The night the clocks go forward (29 March 2026: 02:00 CET becomes 03:00 CEST, so 02:00–03:00 never
 * comes). Quiet hours that end at 02:30 are over at 03:00 CEST, as isQuiet has it: a reminder held by
 * them goes out then, not half an hour later.
 */
describe('quiet hours on the night the clocks go forward', () => {
  it('end at the jump when their end falls in the skipped hour', () => {
    // 01:50 CET (00:50 UTC) and 23:00 CET the evening before: quiet until the jump, 03:00 CEST (01:00 UTC).
    for (const now of ['2026-03-29T00:50:00Z', '2026-03-28T22:00:00Z'])
      expect(new Date(quietEnd(night, Date.parse(now))).toISOString(), now).toBe('2026-03-29T01:00:00.000Z');
    expect(isQuiet(night, Date.parse('2026-03-29T01:00:00Z'))).toBe(false);
  });

  it('hold a closing reminder due then until the jump', () => {
    const plan = planReminders(
      [{ id: 1, closingDate: '2026-03-30T16:00:00Z', status: null }],
      2,
      Date.parse('2026-03-29T00:50:00Z'),
      night,
    );
    expect(plan).toEqual({ due: [], next: Date.parse('2026-03-29T01:00:00Z') });
  });
});
