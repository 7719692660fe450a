/**
 * Quiet hours on the night the clocks go back (Europe/Amsterdam, 25 October 2026: 03:00 CEST becomes
 * 02:00 CET, so 02:00–03:00 comes twice). Quiet hours that end at 02:30 end at the 02:30 still to
 * come, not a day later: a closing reminder held by them goes out that night.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planReminders } from '../closing-reminders';
import { quietEnd } from '../quiet-hours';

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
