/**
 * The vacancies dataset's shared part (vacancies.ts): its vacancies, employers and agencies, which
 * write each posting's description when its record is built, and a posting's row.
 */
import { DAY_MS, mixSeed, mulberry32, postingIdOf, type JobRow, type VacancyPosting } from './data.ts';
import type { Agency, Place, VacancyEmployer } from './vacancy-employers.ts';
import { agencyCopy, blocksHtml, vacancyBlocks, type VacancyBrief } from './vacancy-text.ts';
import { BOARD_PLATFORM, type OtherBoard } from './vacancy-variants.ts';

export interface Vacancy extends VacancyBrief {
  id: number;
  /** Index into the corpus's employers. */
  employer: number;
  /** Index into data.ts's ROLES. */
  role: number;
  seniority: string | null;
  place: Place;
  /** The base publish date: the first posting's. */
  publishDate: number;
  seed: number;
}

/** What a vacancy's postings share, and writes their descriptions. */
export class Corpus {
  readonly vacancies: Vacancy[] = [];
  readonly employers: VacancyEmployer[];
  readonly agencies: Agency[];
  readonly seed: number;
  /** Per vacancy id, the posting object of the employer's own postings: one for all of them. */
  private readonly own: Posting[] = [];

  constructor(employers: VacancyEmployer[], agencies: Agency[], seed: number) {
    this.employers = employers;
    this.agencies = agencies;
    this.seed = seed;
  }

  posting(vacancyId: number, agency: number): Posting {
    if (agency >= 0) return new Posting(vacancyId, agency, this);
    return (this.own[vacancyId] ??= new Posting(vacancyId, agency, this));
  }

  describe(vacancy: Vacancy, agency: number): string {
    const employer = this.employers[vacancy.employer]!;
    const blocks = vacancyBlocks(vacancy, employer, mixSeed(this.seed, vacancy.employer, 0xe1), vacancy.seed);
    if (agency < 0) return blocksHtml(blocks, employer.base);
    // One agency writes one text for a vacancy, on every board it posts it on.
    return blocksHtml(agencyCopy(blocks, this.agencies[agency]!, mulberry32(mixSeed(this.seed, vacancy.id, agency, 0xa9))), null);
  }
}

/** A row's vacancy: its description is written from the corpus when the record is built. */
export class Posting implements VacancyPosting {
  readonly vacancyId: number;
  /** The agency whose copy this is, -1: the employer's own. */
  readonly agency: number;
  /** Private: rows are compared and serialized in tests, the corpus is not part of them. */
  readonly #corpus: Corpus;

  constructor(vacancyId: number, agency: number, corpus: Corpus) {
    this.vacancyId = vacancyId;
    this.agency = agency;
    this.#corpus = corpus;
  }

  describe(): string {
    return this.#corpus.describe(this.#corpus.vacancies[this.vacancyId - 1]!, this.agency);
  }
}

/** A posting before the feed's ids are given. */
export interface Draft {
  vacancy: Vacancy;
  /** The agency whose copy this is, -1: the employer's own. */
  agency: number;
  employer: string | null;
  title: string;
  /** null: the demo board, whose URL holds the job id. */
  board: OtherBoard | null;
  url: string;
  /** The posting listed again under the same URL. */
  sameAs: Draft | null;
  publishDate: number;
  createdDate: number;
}

/**
 * The text as one flat string: a string built piece by piece is a tree of its pieces in V8, which
 * took a third more memory than the text at 100,000 rows.
 */
export function flat(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

export function rowOf(draft: Draft, id: number, anchorMs: number, corpus: Corpus): JobRow {
  const { vacancy } = draft;
  const interim = vacancy.salaryPeriod === 'HOURLY';
  const platform = draft.board ? (BOARD_PLATFORM[draft.board] ?? 'MISCELLANEOUS') : 'MISCELLANEOUS';
  const created = Math.min(draft.createdDate, anchorMs - 3_600_000);
  return {
    id,
    title: flat(draft.title),
    url: flat(draft.url),
    sourceId: draft.board ? `${draft.board}-${id}` : String(postingIdOf(id)),
    platform,
    source: platform,
    employer: draft.employer === null ? null : flat(draft.employer),
    location: vacancy.place.name,
    city: vacancy.place.name,
    province: vacancy.place.province,
    category: vacancy.category,
    employmentType: vacancy.employmentType,
    seniorityLevel: vacancy.seniority,
    freelancerAllowed: interim ? 'YES' : 'NO',
    language: 'DUTCH',
    salaryPeriod: vacancy.salaryPeriod,
    status: vacancy.closingDate < anchorMs ? 'CLOSED' : 'OPEN',
    government: draft.employer === null ? null : corpus.employers[vacancy.employer]!.government,
    hoursMinimum: vacancy.hoursMinimum,
    hoursMaximum: vacancy.hoursMaximum,
    salaryMinimum: vacancy.salaryMinimum,
    salaryMaximum: vacancy.salaryMaximum,
    publishDate: Math.min(draft.publishDate, anchorMs - 3_600_000),
    createdDate: created,
    updatedDate: created + Math.floor((anchorMs - 1000 - created) / 2000) * 1000,
    closingDate: vacancy.closingDate,
    startDate: vacancy.closingDate + 14 * DAY_MS,
    endDate: interim ? vacancy.closingDate + 200 * DAY_MS : null,
    companyId: null,
    role: vacancy.role,
    dateStyle: 0,
    hostile: false,
    extra: null,
    vacancy: corpus.posting(vacancy.id, draft.agency),
  };
}
