import { describe, expect, it } from 'vitest';
import { fullJob, unknownEnumsJob } from '../../../test/fixtures';
import { ENUM_MEMBERS, type EnumField } from '../../api/enums';
import { parseJob } from '../../api/parse';
import { categoryLabel, ENUM_LABELS, enumLabel, findJobCategory } from '../enum-labels';
import { codeLabel } from '../format-record';
import type { Locale } from '../locale';

const FIELDS = Object.keys(ENUM_LABELS) as EnumField[];

describe('enumLabel', () => {
  it.each<[EnumField, string, string, string]>([
    ['province', 'NOORD_HOLLAND', 'Noord-Holland', 'Noord-Holland'],
    ['province', 'FRIESLAND', 'Friesland', 'Friesland'],
    ['category', 'ADMINISTRATION', 'Administration', 'Administratie'],
    ['category', 'HUMAN_RESOURCES', 'Human resources', 'Personeelszaken'],
    ['category', 'ICT', 'ICT', 'ICT'],
    ['employmentType', 'FREELANCE', 'Freelance', 'Freelance'],
    ['employmentType', 'PERMANENT', 'Permanent', 'Vast'],
    ['employmentType', 'SECONDMENT', 'Secondment', 'Detachering'],
    ['seniorityLevel', 'MEDIOR', 'Mid-level', 'Medior'],
    ['freelancerAllowed', 'YES', 'Yes', 'Ja'],
    ['freelancerAllowed', 'NO', 'No', 'Nee'],
    ['freelancerAllowed', 'UNKNOWN', 'Unknown', 'Onbekend'],
    ['language', 'DUTCH', 'Dutch', 'Nederlands'],
    ['salaryPeriod', 'HOURLY', 'per hour', 'per uur'],
    ['salaryPeriod', 'YEARLY', 'per year', 'per jaar'],
    ['educationLevel', 'HBO', 'HBO', 'HBO'],
    ['platform', 'MISCELLANEOUS', 'Miscellaneous', 'Overig'],
    ['platform', 'LINKEDIN', 'LinkedIn', 'LinkedIn'],
    ['clientDataSourceStatus', 'WAITING', 'Waiting', 'Wachtend'],
    ['schedulingMode', 'SMART', 'Smart', 'Slim'],
    ['clientDataSourceType', 'REMOTE', 'Remote', 'Op afstand'],
    ['platformAccountStatus', 'OK', 'OK', 'OK'],
    ['scrapingStatus', 'SCRAPING', 'Scraping', 'Wordt opgehaald'],
  ])('%s %s is "%s" / "%s"', (field, value, en, nl) => {
    expect(enumLabel(field, value, 'en')).toBe(en);
    expect(enumLabel(field, value, 'nl')).toBe(nl);
  });

  it('has both labels for every known member', () => {
    for (const field of FIELDS) {
      for (const member of ENUM_MEMBERS[field]) {
        for (const locale of ['en', 'nl'] as Locale[]) expect(enumLabel(field, member, locale).trim()).not.toBe('');
      }
    }
  });

  it('says every known member in Dutch: a label shared with English is a name, a code or a word Dutch uses as is', () => {
    // Decided one by one, so that no English label reaches the Dutch UI unnoticed (it did: "Weekly", "Internship").
    const sameInDutch: Partial<Record<EnumField, readonly string[]>> = {
      province: ENUM_MEMBERS.province,
      category: ['ICT', 'MARKETING'],
      employmentType: ['INTERIM', 'FREELANCE'],
      seniorityLevel: ['JUNIOR', 'SENIOR', 'LEAD', 'PRINCIPAL'],
      salaryPeriod: ['WEEKLY'],
      educationLevel: ['MBO', 'HBO', 'WO'],
      platform: ['STRIIVE', 'LINKEDIN', 'INDEED', 'FLEXTENDER'],
      platformAccountStatus: ['OK'],
      jobStatus: ['OPEN'],
    };
    const shared: string[] = [];
    for (const field of FIELDS) {
      for (const member of ENUM_MEMBERS[field]) {
        if (enumLabel(field, member, 'en') === enumLabel(field, member, 'nl')) shared.push(`${field}.${member}`);
      }
    }
    expect(shared.sort()).toEqual(
      Object.entries(sameInDutch)
        .flatMap(([field, members]) => members.map((m) => `${field}.${m}`))
        .sort(),
    );
  });

  it('labels the members the reference feed sends beyond the spec, in both languages', () => {
    expect(enumLabel('employmentType', 'INTERNSHIP', 'nl')).toBe('Stage');
    expect(enumLabel('freelancerAllowed', 'ON_REQUEST', 'nl')).toBe('Op aanvraag');
    expect(enumLabel('freelancerAllowed', 'ON_REQUEST', 'en')).toBe('On request');
    expect(enumLabel('salaryPeriod', 'WEEKLY', 'en')).toBe('per week');
    expect(enumLabel('language', 'GERMAN', 'nl')).toBe('Duits');
    expect(enumLabel('jobStatus', 'CLOSED', 'nl')).toBe('Gesloten');
  });

  it('looks members up whatever their case and separators', () => {
    expect(enumLabel('province', 'Noord-Holland', 'nl')).toBe('Noord-Holland');
    expect(enumLabel('province', ' zuid holland ', 'en')).toBe('Zuid-Holland');
    expect(enumLabel('employmentType', 'permanent', 'nl')).toBe('Vast');
  });

  it('humanizes unknown members', () => {
    expect(enumLabel('platform', 'NEW_PLATFORM_2026', 'en')).toBe('New platform 2026');
    expect(enumLabel('platform', 'NEW_PLATFORM_2026', 'nl')).toBe('New platform 2026');
    expect(enumLabel('ats', 'SOME_ATS', 'en')).toBe('Some ats');
    expect(enumLabel('salaryPeriod', 'DAILY', 'nl')).toBe('per dag');
    // A period follows an amount, so an unknown one is not capitalized: "€800 fortnightly".
    expect(enumLabel('salaryPeriod', 'FORTNIGHTLY', 'en')).toBe('fortnightly');
    expect(enumLabel('salaryPeriod', 'PER_SHIFT', 'nl')).toBe('per shift');
    expect(enumLabel('province', 'NOORD_OOST_POLDER', 'nl')).toBe('Noord-Oost-Polder');
    expect(enumLabel('province', 'ZUID_HOLLAND', 'en')).toBe('Zuid-Holland');
  });

  it('returns other text unchanged (it is rendered as text) and "" for no value', () => {
    expect(enumLabel('province', '<img src=x onerror=alert(1)>', 'en')).toBe('<img src=x onerror=alert(1)>');
    expect(enumLabel('category', '__proto__', 'en')).toBe('__proto__');
    expect(enumLabel('category', 'constructor', 'en')).toBe('Constructor');
    expect(enumLabel('category', null, 'en')).toBe('');
    expect(enumLabel('category', undefined, 'nl')).toBe('');
    expect(enumLabel('category', '  ', 'nl')).toBe('');
  });
});

describe('categoryLabel', () => {
  it('uses the JobCategory record embedded in the job', () => {
    const job = parseJob(fullJob);
    expect(categoryLabel(job, 'en')).toBe('IT & digital');
    expect(categoryLabel(job, 'nl')).toBe('ICT & digitaal');
  });

  it('labels a category we do not know from the embedded record', () => {
    const job = parseJob(unknownEnumsJob);
    expect(categoryLabel(job, 'en')).toBe('Space travel');
    expect(categoryLabel(job, 'nl')).toBe('Ruimtevaart');
  });

  const category = (name: string, en: string | null, nl: string | null) => ({ id: 1, name, en, nl });

  it('looks in the source category, the client categories, then the data source categories', () => {
    const fromSource = parseJob({
      id: 1,
      category: 'FINANCE',
      data: {
        clientDataSource: {
          jobCategory: category('FINANCE', 'Money', 'Geld'),
          dataSource: { jobCategories: [category('FINANCE', 'Other', 'Ander')] },
        },
      },
      client: { jobCategories: [category('ICT', 'x', 'y'), category('FINANCE', 'Funds', 'Fondsen')] },
    });
    expect(categoryLabel(fromSource, 'nl')).toBe('Geld');
    const fromClient = parseJob({ id: 1, category: 'FINANCE', client: { jobCategories: [category('FINANCE', 'Funds', 'Fondsen')] } });
    expect(categoryLabel(fromClient, 'en')).toBe('Funds');
    const fromDataSource = parseJob({
      id: 1,
      category: 'FINANCE',
      data: { clientDataSource: { dataSource: { jobCategories: [{}, category('FINANCE', 'Other', 'Ander')] } } },
    });
    expect(categoryLabel(fromDataSource, 'nl')).toBe('Ander');
    expect(findJobCategory(fromDataSource)?.en).toBe('Other');
  });

  it('falls back to our own label when no record matches or its label is empty', () => {
    expect(categoryLabel(parseJob({ id: 1, category: 'FINANCE' }), 'nl')).toBe('Financiën');
    expect(categoryLabel(parseJob({ id: 1, category: 'LEGAL', client: { jobCategories: [category('LEGAL', 'Law', '')] } }), 'nl')).toBe(
      'Juridisch',
    );
    expect(categoryLabel(parseJob({ id: 1, category: 'LEGAL', client: { jobCategories: [category('LEGAL', 'Law', '')] } }), 'en')).toBe(
      'Law',
    );
    expect(categoryLabel(parseJob({ id: 1, category: 'NEW_FIELD' }), 'en')).toBe('New field');
    expect(categoryLabel(parseJob({ id: 1 }), 'en')).toBe('');
    expect(findJobCategory(parseJob({ id: 1 }))).toBeNull();
  });
});

describe('codeLabel', () => {
  it('reads codes as words and leaves other text as it is', () => {
    expect(codeLabel('OPEN')).toBe('Open');
    expect(codeLabel('ON_HOLD')).toBe('On hold');
    expect(codeLabel(' CLOSED ')).toBe('Closed');
    expect(codeLabel('Open for applications')).toBe('Open for applications');
    expect(codeLabel('open')).toBe('open');
    expect(codeLabel(null)).toBe('');
    expect(codeLabel('')).toBe('');
  });
});
