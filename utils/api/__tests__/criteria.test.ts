import { describe, expect, it } from 'vitest';
import { CriteriaError, criteriaToParams, formatInstant, type JobCriteria } from '../criteria';

describe('criteriaToParams', () => {
  it('writes JHipster filter parameters in a stable order', () => {
    const params = criteriaToParams({
      title: { contains: 'developer' },
      province: { in: ['DRENTHE', 'UTRECHT'] },
      updatedDate: { greaterThan: new Date('2026-11-01T00:00:00.000Z') },
      hoursMinimum: { greaterThanOrEqual: 16 },
      government: { equals: true },
      closingDate: { specified: true, lessThan: '2026-12-31' },
    });
    expect(params).toEqual([
      ['closingDate.lessThan', '2026-12-31'],
      ['closingDate.specified', 'true'],
      ['government.equals', 'true'],
      ['hoursMinimum.greaterThanOrEqual', '16'],
      ['province.in', 'DRENTHE,UTRECHT'],
      ['title.contains', 'developer'],
      ['updatedDate.greaterThan', '2026-11-01T00:00:00Z'],
    ]);
  });

  it('normalizes ISO instants with offsets and fractions to whole UTC seconds', () => {
    expect(criteriaToParams({ createdDate: { lessThan: '2026-03-01T12:00:00.123+02:00' } })).toEqual([
      ['createdDate.lessThan', '2026-03-01T10:00:00Z'],
    ]);
    expect(formatInstant(new Date(Date.UTC(2026, 0, 1)))).toBe('2026-01-01T00:00:00Z');
  });

  it('returns nothing for no criteria and skips undefined operators', () => {
    expect(criteriaToParams(undefined)).toEqual([]);
    expect(criteriaToParams({ title: { contains: undefined } })).toEqual([]);
  });

  const refused: [string, unknown][] = [
    ['an unknown field', { password: { equals: 'x' } }],
    ['an unknown operator', { title: { startsWith: 'x' } }],
    ['contains on a number', { id: { contains: '1' } }],
    ['a range on text', { title: { greaterThan: 'a' } }],
    ['a non-integer number', { id: { equals: 1.5 } }],
    ['a huge number', { id: { equals: 2 ** 60 } }],
    ['a string for a number', { id: { equals: '1&x=y' } }],
    ['an invalid date', { updatedDate: { greaterThan: 'yesterday' } }],
    ['an empty in-list', { province: { in: [] } }],
    ['specified as text', { city: { specified: 'yes' } }],
    ['operators as a string', { title: 'developer' }],
    ['an overlong text', { title: { contains: 'x'.repeat(501) } }],
  ];
  it.each(refused)('refuses %s', (_name, criteria) => {
    expect(() => criteriaToParams(criteria as JobCriteria)).toThrow(CriteriaError);
  });
});
