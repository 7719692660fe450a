/**
 * The same vacancy on several boards, rules (1) and (2) of its grouping, as values: what an employer
 * and a title are once the differences between boards are taken out. A group is a view over the
 * index's records: nothing here changes a record.
 *
 * - Employer: legal forms (B.V., N.V., V.O.F., GmbH, Ltd, Inc, LLC, …) and punctuation removed,
 *   diacritics and case folded, spacing collapsed. "Acme B.V." and "ACME bv" are one employer.
 * - Title: gender tags ("(m/v/x)", "m/v", "(f/m/d)"), the word "vacature"/"vacancy", bracketed
 *   remarks, the job's own city and punctuation removed; folded. "Medewerker Klantenservice (m/v) –
 *   Utrecht" and "medewerker klantenservice" are one title.
 *
 * - City: one employer's same title in two cities is two vacancies (a chain's store in each), so the
 *   city, folded, to its first comma ("Utrecht, Nederland"), is part of the vacancy key.
 *
 * A record without an employer is left to the description rule (vacancy-groups.ts). What grouping
 * reads of a job, computed once (`vacancyKeysOf`), is here too.
 */
import { hashHalves, hashParts, type HashParts } from './description-hash';
import { foldText } from './fold-text';
import { instantMs, wholeEpochSecondsOf } from './instants';
import { boardOf } from './vacancy-view';

/** Legal forms, folded and without dots, as words at the end or start of a name. */
const LEGAL_FORMS = [
  'bv',
  'nv',
  'vof',
  'cv',
  'bvba',
  'gmbh',
  'ag',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'plc',
  'sa',
  'sarl',
  'co',
  'corp',
  'corporation',
  'holding',
  'i o',
  'io',
];
const LEGAL = new Set(LEGAL_FORMS);

/** The employer as groups compare it; null when nothing is left (no employer). */
export function employerGroupKey(employer: string | null | undefined): string | null {
  const words = foldText(employer ?? '')
    // Dots inside legal forms go first (B.V. → bv), then every other mark becomes a space.
    .replace(/\b([a-z])\.(?=[a-z]\.?)/g, '$1')
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL.has(words[words.length - 1]!)) words.pop();
  while (words.length > 1 && LEGAL.has(words[0]!)) words.shift();
  const key = words.join(' ');
  return key === '' ? null : key;
}

/**
 * Gender tags as boards write them: (m/v), m/v/x, m / v, M|V, (f/m/d), (h/f), m/w/d… A letter
 * standing alone before a spaced bar ("Team X | m/v") is the title's, not part of the tag.
 */
const GENDER_TAG = /\(?(?<![\p{L}\p{N}])[mvwfhdx](?:\s*\/\s*[mvwfhdx]|\|[mvwfhdx]){1,3}(?![\p{L}\p{N}])\)?/giu;
const FILLER = /\b(?:vacature|vacancy|gezocht|wanted)\b/giu;

/** The title as groups compare it, without the job's own `city`; null when nothing is left. */
export function titleGroupKey(title: string | null | undefined, city?: string | null): string | null {
  const text = foldText((title ?? '').replace(GENDER_TAG, ' ').replace(/\([^)]*\)|\[[^\]]*\]/g, ' '))
    .replace(FILLER, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');
  const place = foldText(city ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  // The city as whole words, wherever it stands ("… – Utrecht", "Utrecht: …"); whole, then as the city
  // key reads it ("Utrecht, Nederland": Utrecht), so the title is the same as on a board that writes "Utrecht".
  let spaced = ` ${text} `;
  for (const name of new Set([place, cityGroupKey(city)])) if (name !== '') spaced = spaced.split(` ${name} `).join(' ');
  const key = spaced.replace(/\s+/g, ' ').trim();
  return key === '' ? null : key;
}

/** The city as groups compare it; '' for none. */
export function cityGroupKey(city: string | null | undefined): string {
  return foldText((city ?? '').split(',')[0]!)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface GroupableJob {
  id: number;
  postingKey: string | null;
  /** The posting's address: its board, where no adapter named one (vacancy-view.ts). */
  url?: string | null;
  employer: string | null;
  title: string | null;
  city: string | null;
  publishDate: string | null;
  closingDate: string | null;
  /** The description's SimHash (description-hash.ts); absent or null: rule (3) does not apply. */
  descriptionHash?: string | null;
  /** The employer and title keys where the summary has them already (summarize.ts); absent: computed here. */
  vacancyEmployer?: string | null;
  vacancyTitle?: string | null;
}

/**
 * What grouping reads of a job, computed once (vacancyKeysOf); with the description's SimHash
 * (description-hash.ts) in parts, none (-1): rule (3) does not apply.
 */
export interface VacancyKeys extends HashParts {
  id: number;
  postingKey: string | null;
  /** Employer, title and city keys together; null when the employer or title is missing or no date places the job. */
  vacancyKey: string | null;
  titleKey: string | null;
  /** When the job was published, else when it closes, in whole seconds since 2020 (instants.ts). */
  placedSeconds: number | null;
  employerless: boolean;
  /** The board the posting is on (vacancy-view.ts): what "N boards" counts. */
  board: string | null;
  /** The city (`cityGroupKey`; '' or absent: none): a copy joins no posting of another city by rule (3). */
  cityKey?: string;
}

export function vacancyKeysOf(job: GroupableJob): VacancyKeys {
  return vacancyKeysPublished(job, instantMs(job.publishDate));
}

/**
 * vacancyKeysOf, with the job's publish instant (`instantMs`) read by the caller, which keeps it too
 * (a search row: search-rows.ts). A job is placed at when it was published, else when it closes.
 */
export function vacancyKeysPublished(job: GroupableJob, published: number | null): VacancyKeys {
  const employer = job.vacancyEmployer !== undefined ? job.vacancyEmployer : employerGroupKey(job.employer);
  const title = job.vacancyTitle !== undefined ? job.vacancyTitle : titleGroupKey(job.title, job.city);
  const at = published ?? instantMs(job.closingDate);
  const city = cityGroupKey(job.city);
  return {
    id: job.id,
    postingKey: job.postingKey,
    vacancyKey: employer === null || title === null || at === null ? null : `${employer}\u0000${title}\u0000${city}`,
    titleKey: title,
    placedSeconds: wholeEpochSecondsOf(at),
    ...hashParts(hashHalves(job.descriptionHash)),
    employerless: employer === null,
    board: boardOf({ postingKey: job.postingKey, url: job.url ?? null }),
    cityKey: city,
  };
}

/** Whether two jobs' keys group alike: a changed job whose keys did not change keeps its group. */
export function sameVacancyKeys(a: VacancyKeys, b: VacancyKeys): boolean {
  return (
    a.postingKey === b.postingKey &&
    a.vacancyKey === b.vacancyKey &&
    a.titleKey === b.titleKey &&
    a.placedSeconds === b.placedSeconds &&
    a.employerless === b.employerless &&
    a.hashHigh === b.hashHigh &&
    a.hashMiddle === b.hashMiddle &&
    a.hashLow === b.hashLow &&
    a.board === b.board &&
    (a.cityKey ?? '') === (b.cityKey ?? '')
  );
}
