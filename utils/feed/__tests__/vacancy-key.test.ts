/** The grouping keys of a vacancy: each normalization rule with Dutch and English examples. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { employerGroupKey, titleGroupKey, vacancyKeysOf } from '../vacancy-key';

describe('employer group key', () => {
  it('drops legal forms, punctuation, case and accents', () => {
    for (const name of ['Acme B.V.', 'ACME BV', 'Acme b.v', 'acme', 'Acme, B.V.', 'Acmé bv']) expect(employerGroupKey(name)).toBe('acme');
    expect(employerGroupKey('Philips Nederland N.V.')).toBe('philips nederland');
    expect(employerGroupKey('Siemens GmbH')).toBe('siemens');
    expect(employerGroupKey('Foo Ltd.')).toBe('foo');
    expect(employerGroupKey('Bar Inc')).toBe('bar');
    expect(employerGroupKey('Van der Berg & Zonen V.O.F.')).toBe('van der berg zonen');
    expect(employerGroupKey('Gemeente Utrecht')).toBe('gemeente utrecht');
  });

  it('keeps a name made only of a legal-form word, and has none for a blank one', () => {
    expect(employerGroupKey('BV')).toBe('bv');
    expect(employerGroupKey('  ')).toBeNull();
    expect(employerGroupKey(null)).toBeNull();
  });

  it('keeps employers apart that differ in more than form', () => {
    expect(employerGroupKey('Acme Zorg B.V.')).not.toBe(employerGroupKey('Acme B.V.'));
  });
});

describe('title group key', () => {
  it('drops gender tags, bracketed remarks, filler words, the city and punctuation', () => {
    expect(titleGroupKey('Medewerker Klantenservice (m/v) – Utrecht', 'Utrecht')).toBe('medewerker klantenservice');
    expect(titleGroupKey('Vacature: medewerker klantenservice', 'Utrecht')).toBe('medewerker klantenservice');
    expect(titleGroupKey('Software Engineer (f/m/d)', null)).toBe('software engineer');
    expect(titleGroupKey('Java developer m/v/x [32 uur]', 'Den Haag')).toBe('java developer');
    expect(titleGroupKey('Verpleegkundige Den Haag', 'Den Haag')).toBe('verpleegkundige');
    expect(titleGroupKey('Senior Data Analyst - vacancy', 'Amsterdam')).toBe('senior data analyst');
    expect(titleGroupKey('Monteur M|V', null)).toBe('monteur');
    expect(titleGroupKey('Monteur m / v / x', null)).toBe('monteur');
    // Found by the property below: a title's own one-letter word before a bar stays.
    expect(titleGroupKey('Team X | m/v/x', null)).toBe('team x');
    expect(titleGroupKey('H| m/v/x', null)).toBe('h');
  });

  it('keeps titles apart that differ in the work', () => {
    expect(titleGroupKey('Java developer', null)).not.toBe(titleGroupKey('Java tester', null));
    expect(titleGroupKey('Senior Java developer', null)).not.toBe(titleGroupKey('Java developer', null));
  });

  it('never throws, and is the same for a title with its tags added', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom('(m/v)', 'm/v/x', '(f/m/d)', '[tijdelijk]', 'M|V'), (title, tag) => {
        const key = titleGroupKey(title, null);
        if (key === null || /[()[\]/]/.test(title)) return;
        expect(titleGroupKey(`${title} ${tag}`, null)).toBe(key);
      }),
    );
  });
});

describe('vacancy keys', () => {
  const job = (publishDate: string | null, closingDate: string | null = null) =>
    vacancyKeysOf({ id: 1, postingKey: null, employer: 'Acme', title: 'Planner', city: null, publishDate, closingDate });

  it('place a job at whole seconds since 2020, rounded down, whatever fraction its date has', () => {
    expect(job('2026-03-01T09:00:00.999Z').placedSeconds).toBe(job('2026-03-01T09:00:00Z').placedSeconds);
    expect(job('2020-01-01T00:00:01.500+00:00').placedSeconds).toBe(1);
    expect(job('2019-12-31T23:59:59.500Z').placedSeconds).toBe(-1);
    expect(job(null, '2026-03-01T09:00:00.250Z').placedSeconds).toBe(job('2026-03-01T09:00:00Z').placedSeconds);
    expect(job(null).placedSeconds).toBeNull();
  });
});
