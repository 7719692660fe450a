import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JobFilters } from '@/utils/messaging/contract';
import { sameFilters } from '../saved-search';

const values = fc.uniqueArray(fc.constantFrom('Utrecht', 'Gelderland', 'Zeeland', 'Limburg'), { minLength: 1 });
const filters: fc.Arbitrary<JobFilters> = fc.record(
  {
    provinces: values,
    categories: values,
    hoursMin: fc.integer({ min: 0, max: 40 }),
    hideClosed: fc.constant(true),
    hideDone: fc.constant(true),
    ids: fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

/** The same filters spelled otherwise: keys and list values shuffled, and filters that filter nothing added. */
const respelled = (base: JobFilters, seed: number): JobFilters => {
  const shuffle = <T>(items: T[]) =>
    items
      .map((item, i) => [(i * 7919 + seed) % 101, item] as const)
      .sort(([a], [b]) => a - b)
      .map(([, item]) => item);
  const none = Object.entries({ seniorityLevels: [], hoursMax: null, showMuted: false }).filter(([key]) => !(key in base));
  const entries = Object.entries(base).map(([key, value]) => [key, Array.isArray(value) ? shuffle([...value]) : value] as const);
  return Object.fromEntries(shuffle([...entries, ...none])) as JobFilters;
};

describe('sameFilters', () => {
  it('takes the same filters spelled otherwise as the same: key and value order, and filters that filter nothing', () => {
    fc.assert(
      fc.property(filters, fc.nat(), (base, seed) => sameFilters(base, respelled(base, seed)) && sameFilters(respelled(base, seed), base)),
    );
  });

  it('tells a real change: a value, a bound, a filter on or off, and an empty list of ids (which leaves every job out)', () => {
    const base: JobFilters = { provinces: ['Utrecht'], hoursMin: 24, hideClosed: true };
    expect(sameFilters(base, { ...base, provinces: ['Utrecht', 'Zeeland'] })).toBe(false);
    expect(sameFilters(base, { ...base, hoursMin: 32 })).toBe(false);
    expect(sameFilters(base, { provinces: ['Utrecht'], hoursMin: 24 })).toBe(false);
    expect(sameFilters(base, { ...base, hideDone: true })).toBe(false);
    expect(sameFilters(base, { ...base, ids: [] })).toBe(false);
    expect(sameFilters({ hoursMin: 0 }, {})).toBe(false);
  });
});
