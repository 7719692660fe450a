import { describe, expect, it } from 'vitest';
import { foldText } from '../fold-text';
import { FREELANCE_WORDS, queryTerms, queryTests, SYNONYM_GROUPS, type SearchableRow } from '../query-terms';
import { searchFieldsOf } from '../search-text';

function row(fields: {
  title: string;
  city?: string;
  employer?: string;
  freelancerAllowed?: string;
  employmentType?: string;
}): SearchableRow {
  return {
    ...searchFieldsOf({
      title: fields.title,
      employer: fields.employer ?? null,
      location: fields.city ?? null,
      city: fields.city ?? null,
      category: null,
      categoryLabel: null,
    }),
    freelancerAllowed: fields.freelancerAllowed ?? null,
    employmentType: fields.employmentType ?? null,
  };
}

const matches = (query: string, r: SearchableRow): boolean => queryTests(query).every((test) => test(r));

describe('search in a recruiter’s words', () => {
  it('reads a known phrase as one term and the other words as terms', () => {
    expect(queryTerms('  Den  Bosch Java ')).toEqual(['den bosch', 'java']);
    expect(queryTerms('java den haag')).toEqual(['den haag', 'java']);
    expect(queryTerms('')).toEqual([]);
    // "bosch" alone is a plain word, not the place.
    expect(queryTerms('bosch')).toEqual(['bosch']);
  });

  it('finds ’s-Hertogenbosch for "den bosch" and Den Haag for "the hague", and back', () => {
    const bosch = row({ title: 'Uitvoerder Bouw', city: "'s-Hertogenbosch" });
    const haag = row({ title: 'Jurist Omgevingsrecht', city: 'Den Haag' });
    expect(matches('den bosch', bosch)).toBe(true);
    expect(matches('Den Bosch uitvoerder', bosch)).toBe(true);
    expect(matches('den bosch', haag)).toBe(false);
    expect(matches('the hague', haag)).toBe(true);
    expect(matches("'s-gravenhage", haag)).toBe(true);
    expect(matches('den haag', row({ title: 'Recruiter', city: "'s-Gravenhage" }))).toBe(true);
  });

  it('finds developer jobs for "ontwikkelaar" and ontwikkelaar jobs for "developer"', () => {
    const developer = row({ title: 'Java Developer' });
    const ontwikkelaar = row({ title: 'Software Ontwikkelaar' });
    const nurse = row({ title: 'Verpleegkundige IC' });
    expect(matches('ontwikkelaar', developer)).toBe(true);
    expect(matches('developer', ontwikkelaar)).toBe(true);
    expect(matches('ontwikkelaar', nurse)).toBe(false);
    expect(matches('nurse', nurse)).toBe(true);
    expect(matches('project manager', row({ title: 'Projectleider Infra' }))).toBe(true);
    expect(matches('advisor', row({ title: 'Communicatieadviseur' }))).toBe(true);
  });

  it('finds the jobs open to freelancers for "zzp", and jobs that say it', () => {
    const open = row({ title: 'Scrum Master', freelancerAllowed: 'YES' });
    const freelance = row({ title: 'Data Engineer', employmentType: 'FREELANCE' });
    const says = row({ title: 'Adviseur (zzp)' });
    const closed = row({ title: 'Scrum Master', freelancerAllowed: 'NO', employmentType: 'PERMANENT' });
    for (const word of ['zzp', "ZZP'er", 'freelancer', 'zelfstandige']) {
      expect(matches(word, open)).toBe(true);
      expect(matches(word, freelance)).toBe(true);
      expect(matches(word, closed)).toBe(false);
    }
    expect(matches('zzp', says)).toBe(true);
    expect(matches('zzp scrum', open)).toBe(true);
    expect(matches('zzp scrum', freelance)).toBe(false);
  });

  it('reads a typed apostrophe as a typeset one, and quotation marks as no part of a word', () => {
    const zzp = row({ title: 'ZZP’er bouwkundig tekenaar', city: '’s-Hertogenbosch' });
    expect(matches("zzp'er", zzp)).toBe(true);
    expect(matches("ZZP'er tekenaar", zzp)).toBe(true);
    expect(matches("'s-hertogenbosch", zzp)).toBe(true);
    expect(matches('zzp’er', row({ title: "ZZP'er bouw" }))).toBe(true);
    expect(matches("'s heeren loo begeleider", row({ title: 'Begeleider', employer: '’s Heeren Loo' }))).toBe(true);
    const manager = row({ title: 'Project manager infra' });
    expect(matches('"project manager"', manager)).toBe(true);
    expect(matches('“project manager”', manager)).toBe(true);
    expect(queryTerms('"project manager"')).toEqual(queryTerms('project manager'));
  });

  it('keeps a plain query as it was: every word in the search text', () => {
    const r = row({ title: 'Front-end Developer', employer: 'Gemeente Utrecht', city: 'Utrecht' });
    expect(matches('front-end utrecht', r)).toBe(true);
    expect(matches('utrecht amsterdam', r)).toBe(false);
    expect(matches('', r)).toBe(true);
  });

  it('finds a term in any one field (title, employer, place, category), a phrase not across two', () => {
    const r = row({ title: 'Medewerker Den', employer: 'Haag Groep', city: 'Zwolle' });
    for (const query of ['medewerker', 'haag groep', 'zwolle', 'den']) expect(matches(query, r)).toBe(true);
    // "den haag" is a known phrase; here its words stand in two fields.
    expect(matches('den haag', r)).toBe(false);
    expect(matches('den haag', row({ title: 'Medewerker', city: 'Den Haag' }))).toBe(true);
    const label = { en: 'IT & digital', nl: 'ICT' };
    const ict = {
      ...r,
      categoryText: searchFieldsOf({ title: null, employer: null, location: null, city: null, category: 'ICT', categoryLabel: label })
        .categoryText,
    };
    expect(matches('digital', ict)).toBe(true);
    expect(matches('digital', r)).toBe(false);
  });

  it('holds only folded, distinct entries, so each one can be typed and found', () => {
    const all = [...SYNONYM_GROUPS.flat(), ...FREELANCE_WORDS];
    for (const entry of all) expect(foldText(entry)).toBe(entry);
    expect(new Set(all).size).toBe(all.length);
    for (const group of SYNONYM_GROUPS) {
      expect(group.length).toBeGreaterThan(1);
      // Every member finds a job whose text is any other member of its group.
      for (const member of group) for (const other of group) expect(matches(member, row({ title: other }))).toBe(true);
    }
  });
});
