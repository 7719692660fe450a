/**
 * A search query in a recruiter's words: each term of the folded query becomes a test on a row,
 * where a word from the table below stands for every word of its group ("den bosch" finds
 * 's-Hertogenbosch, "ontwikkelaar" the developer jobs and "developer" the ontwikkelaar jobs), and
 * the freelance words also find the jobs the feed marks as open to freelancers. Local and small:
 * the table is the whole knowledge, and every entry has a test.
 */
import { foldText, searchFold } from './fold-text';
import { fieldsTest, type SearchFields } from './search-text';

/** The fields of an index row a query term looks at: a term is found within one of its search fields. */
export interface SearchableRow extends SearchFields {
  freelancerAllowed: string | null;
  employmentType: string | null;
}

/**
 * Groups of words meaning one thing, folded (lower case, no diacritics). A query word or phrase
 * that is in a group matches a job whose search text holds any member of that group.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Places with a formal and an everyday name.
  ['den bosch', "'s-hertogenbosch", 's-hertogenbosch', 'hertogenbosch'],
  ['den haag', "'s-gravenhage", 's-gravenhage', 'the hague'],
  // Job titles, Dutch and English.
  ['ontwikkelaar', 'developer', 'programmeur', 'programmer'],
  ['verpleegkundige', 'nurse'],
  ['projectleider', 'projectmanager', 'project manager', 'project lead'],
  ['beleidsmedewerker', 'beleidsadviseur', 'policy officer', 'policy advisor', 'policy adviser'],
  ['adviseur', 'advisor', 'adviser', 'consultant'],
  ['boekhouder', 'bookkeeper'],
  ['jurist', 'lawyer', 'legal counsel'],
  ['toezichthouder', 'inspector'],
  ['uitvoerder', 'site manager'],
  ['werkvoorbereider', 'work planner'],
  ['fysiotherapeut', 'physiotherapist'],
  ['doktersassistent', 'medical assistant'],
  ['psycholoog', 'psychologist'],
  ['beheerder', 'administrator'],
  ['servicedesk', 'service desk', 'helpdesk'],
  ['ingenieur', 'engineer'],
  ['docent', 'leraar', 'teacher'],
  ['monteur', 'mechanic', 'technician'],
  ['analist', 'analyst'],
  ['werver', 'recruiter'],
];

/** Words for "open to freelancers": they find jobs marked so, as well as jobs that say the word. */
export const FREELANCE_WORDS: readonly string[] = ['zzp', "zzp'er", 'zzper', 'freelance', 'freelancer', 'zelfstandige', 'zelfstandig'];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const member of group) GROUP_OF.set(member, group);
/** Members of more than one word, longest first: a query phrase is read before its words. */
const PHRASES = [...GROUP_OF.keys()].filter((m) => m.includes(' ')).sort((a, b) => b.length - a.length);
const FREELANCE = new Set(FREELANCE_WORDS);

const openToFreelancers = (row: SearchableRow): boolean => row.freelancerAllowed === 'YES' || row.employmentType === 'FREELANCE';

function termTest(term: string): (row: SearchableRow) => boolean {
  const group = GROUP_OF.get(term);
  if (group) return fieldsTest((text) => group.some((member) => text.includes(member)));
  const said = fieldsTest((text) => text.includes(term), false);
  if (FREELANCE.has(term)) return (row) => openToFreelancers(row) || said(row);
  return said;
}

/** Quotation marks around a query's words: they are no part of any word the rows hold. */
const QUOTES = /["\u201c\u201d\u201e]/g;

/** The terms of a query: its known phrases first, then its words; empty for a blank query. */
export function queryTerms(query: string): string[] {
  let rest = ` ${searchFold(foldText(query)).replace(QUOTES, ' ')} `.replace(/ {2,}/g, ' ');
  const terms: string[] = [];
  for (const phrase of PHRASES) {
    const padded = ` ${phrase} `;
    while (rest.includes(padded)) {
      terms.push(phrase);
      rest = rest.replace(padded, ' ');
    }
  }
  for (const word of rest.split(' ')) if (word !== '') terms.push(word);
  return terms;
}

/** One test per term of the query; a row matches the query when it passes every one. */
export function queryTests(query: string): ((row: SearchableRow) => boolean)[] {
  return queryTerms(query).map(termTest);
}
