import { describe, expect, it } from 'vitest';
import { formatHours, formatSalary } from '../format';
import { createTranslator } from '../translate';

describe('a range whose ends the feed sends the wrong way round', () => {
  it('reads from low to high, salary and hours, in both languages', () => {
    expect(formatSalary('en', 110, 85, 'HOURLY')).toBe('€85–€110 per hour');
    expect(formatSalary('nl', 5000, 4000, 'MONTHLY')).toBe(formatSalary('nl', 4000, 5000, 'MONTHLY'));
    expect(formatHours(createTranslator('nl'), 'nl', 40, 32)).toBe('32–40 uur per week');
  });
});
