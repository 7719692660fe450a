/**
 * The vacancies dataset (ReferenceServerOptions.dataset 'vacancies'): a feed in which one vacancy is
 * posted 1 to 5 times (2.65 on average; Textkernel's Jobfeed measures 2 to 5 postings per Dutch
 * vacancy) on different boards, with a ground truth of which job is a posting of which vacancy, to
 * measure the grouping of utils/feed/vacancy-groups.ts (test/bench/vacancy-quality.ts).
 *
 * - Thousands of employers (vacancy-employers.ts), so vacancies share an employer as rarely as in a
 *   real feed; titles are roles of data.ts with a seniority and sometimes a specialisation.
 * - Each vacancy has one posting on the demo board and the others on LinkedIn, Indeed, Nationale
 *   Vacaturebank, Werk.nl, Monster (and Striive, Freelance.nl, Flextender for assignments), whose
 *   employer, title and publish date (0 to 30 days apart) vary (vacancy-variants.ts); some postings
 *   are listed twice under the same URL; agencies' copies name no employer and carry a slightly
 *   changed text (vacancy-text.ts).
 * - Near-misses that are other vacancies: the same title at another employer, the same employer with
 *   another title, the same employer and title published again 96 to 150 days later, and an agency's
 *   copies of different vacancies with the same title, sharing its boilerplate.
 *
 * Rows are compact; a description is written when its record is built (VacancyPosting).
 */
import { DAY_MS, ROLES, between, chance, mixSeed, mulberry32, pick, postingUrl, type GenerateOptions, type JobRow } from './data.ts';
import { Corpus, flat, rowOf, type Draft, type Vacancy } from './vacancy-corpus.ts';
import { PLACES, drawAgencies, drawEmployers } from './vacancy-employers.ts';
import { shuffled } from './vacancy-text.ts';
import {
  INTERIM_BOARDS,
  OTHER_BOARDS,
  agencyTitleVariant,
  boardPostingUrl,
  drawTitle,
  employerVariant,
  titleVariant,
  type VacancyTitle,
} from './vacancy-variants.ts';

/** How many postings a vacancy has: 1 to 5, 2.65 on average. */
const COPIES_WEIGHTS = [0.2, 0.3, 0.25, 0.15, 0.1];
const MEAN_COPIES = 2.65;
// prettier-ignore
const EMPLOYMENT = ['PERMANENT', 'PERMANENT', 'PERMANENT', 'PERMANENT', 'TEMPORARY', 'TEMPORARY', 'INTERIM', 'INTERIM', 'FREELANCE', 'SECONDMENT'];
/**
 * Two vacancies of one employer with one title start further apart than this: their postings (up to
 * 33 days after the first) then lie more than 60 days apart, so they are not one vacancy by rule (2).
 */
const DISTINCT_DAYS = 95;

export function generateVacancyRows(options: GenerateOptions): { rows: JobRow[]; truth: Map<number, number> } {
  const { anchorMs, seed } = options;
  const random = mulberry32(mixSeed(seed, 0x7ac));
  const expected = Math.ceil(options.jobs / MEAN_COPIES) + 1;
  const corpus = new Corpus(
    drawEmployers(random, Math.max(20, Math.round(expected / 3))),
    drawAgencies(random, Math.max(4, Math.round(expected / 250))),
    seed,
  );
  const { employers, agencies, vacancies } = corpus;
  /** Per employer and title, the base dates of its vacancies. */
  const taken = new Map<string, number[]>();
  const keyOf = (employer: number, title: string) => `${employer}|${title.toLowerCase()}`;
  const free = (employer: number, title: string, at: number) =>
    (taken.get(keyOf(employer, title)) ?? []).every((d) => Math.abs(d - at) > DISTINCT_DAYS * DAY_MS);
  const drafts: Draft[] = [];
  let sequence = 0;

  /** A new vacancy, or null when the employer already has this title near that date. */
  const addVacancy = (employer: number, picked: VacancyTitle, publishDate: number): Vacancy | null => {
    if (!free(employer, picked.title, publishDate)) return null;
    taken.set(keyOf(employer, picked.title), [...(taken.get(keyOf(employer, picked.title)) ?? []), publishDate]);
    const home = employers[employer]!.place;
    const employmentType = pick(random, EMPLOYMENT);
    const hourly = employmentType === 'INTERIM' || employmentType === 'FREELANCE' || employmentType === 'SECONDMENT';
    const salaryPeriod = hourly ? 'HOURLY' : picked.seniority === 'EXECUTIVE' ? 'YEARLY' : 'MONTHLY';
    const salaryMinimum = hourly
      ? between(random, 55, 110)
      : salaryPeriod === 'YEARLY'
        ? between(random, 80, 120) * 1000
        : between(random, 28, 60) * 100;
    const salaryMaximum =
      salaryMinimum +
      (hourly ? between(random, 5, 30) : salaryPeriod === 'YEARLY' ? between(random, 10, 30) * 1000 : between(random, 5, 20) * 100);
    const hoursMinimum = pick(random, [16, 24, 28, 32, 32, 36, 36]);
    const vacancy: Vacancy = {
      id: vacancies.length + 1,
      employer,
      role: picked.role,
      seniority: picked.seniority,
      title: flat(picked.title),
      roleTitle: ROLES[picked.role]![0],
      category: ROLES[picked.role]![1],
      place: chance(random, 0.85) ? home : pick(random, PLACES),
      employmentType,
      hoursMinimum,
      hoursMaximum: Math.max(hoursMinimum, pick(random, [32, 36, 36, 40, 40])),
      salaryMinimum,
      salaryMaximum,
      salaryPeriod,
      publishDate,
      closingDate: publishDate + between(random, 21, 60) * DAY_MS,
      seed: mixSeed(seed, vacancies.length + 1, 0x7e47),
    };
    vacancies.push(vacancy);
    return vacancy;
  };

  /** The vacancy's postings: the first on the demo board, the others on other boards; `agencyOnly`: all by agencies. */
  const post = (vacancy: Vacancy, agencyOnly: boolean, agency = Math.floor(random() * agencies.length)) => {
    const roll = random();
    let copies = 1;
    for (let acc = COPIES_WEIGHTS[0]!; roll > acc && copies < COPIES_WEIGHTS.length; acc += COPIES_WEIGHTS[copies++]!);
    const byAgency = agencyOnly ? copies : copies >= 2 && chance(random, 0.2) ? (copies >= 3 && chance(random, 0.3) ? 2 : 1) : 0;
    const secondAgency = chance(random, 0.6) ? random() * agencies.length : agency;
    const interim = vacancy.salaryPeriod === 'HOURLY';
    const boards = shuffled(random, interim ? [...OTHER_BOARDS, ...INTERIM_BOARDS] : OTHER_BOARDS);
    const facts = {
      title: vacancy.title,
      city: vacancy.place.name,
      hoursMinimum: vacancy.hoursMinimum,
      hoursMaximum: vacancy.hoursMaximum,
      interim,
    };
    const own: Draft[] = [];
    for (let copy = 0; copy < copies; copy++) {
      const agencyCopy = copy >= copies - byAgency ? (copy === copies - 1 && byAgency === 2 ? Math.floor(secondAgency) : agency) : -1;
      const publishDate = vacancy.publishDate + (copy === 0 ? 0 : between(random, 0, 30 * 24) * 3_600_000);
      const draft: Draft = {
        vacancy,
        agency: agencyCopy,
        employer: agencyCopy >= 0 ? null : employerVariant(employers[vacancy.employer]!, random),
        title: agencyCopy >= 0 ? agencyTitleVariant(facts, random) : titleVariant(facts, random),
        board: copy === 0 ? null : boards[copy - 1]!,
        url: '',
        sameAs: null,
        publishDate,
        createdDate: publishDate - between(random, 0, 2 * 86_400) * 1000,
      };
      if (copy > 0 && copy === copies - 1 && byAgency === 0 && chance(random, 0.06)) {
        // Listed twice: the same posting found again, its title or employer maybe edited since.
        const first = pick(random, own);
        Object.assign(draft, { board: first.board, sameAs: first, publishDate: first.publishDate + between(random, 0, 3) * DAY_MS });
        draft.createdDate = draft.publishDate;
      } else if (draft.board) {
        const company = agencyCopy >= 0 ? agencies[agencyCopy]!.name : employers[vacancy.employer]!.base;
        draft.url = boardPostingUrl(draft.board, sequence++, draft.title, company, random);
      }
      own.push(draft);
    }
    drafts.push(...own);
  };

  const latest = anchorMs - 31 * DAY_MS;
  const dateIn = (from: number, to: number) => from + Math.floor((random() * Math.max(0, to - from)) / 1000) * 1000;
  while (drafts.length < options.jobs) {
    const employer = Math.floor(employers.length * random() ** 1.6);
    const picked = drawTitle(employers[employer]!, random);
    const vacancy = addVacancy(employer, picked, dateIn(anchorMs - 240 * DAY_MS, latest));
    if (!vacancy) continue;
    const agencyOnly = chance(random, 0.04);
    const agency = Math.floor(random() * agencies.length);
    post(vacancy, agencyOnly, agency);
    const near = random();
    const nearDate = () => Math.min(latest, vacancy.publishDate + between(random, -10, 10) * DAY_MS);
    if (near < 0.04) {
      // The same employer and title again, more than 60 days after the last posting of the first.
      const again = vacancy.publishDate + between(random, 96, 150) * DAY_MS;
      const reopened = again <= latest ? addVacancy(employer, picked, again) : null;
      if (reopened) post(reopened, false);
    } else if (near < 0.09) {
      const other = (employer + 1 + Math.floor(random() * (employers.length - 1))) % employers.length;
      const twin = addVacancy(other, picked, nearDate());
      if (twin) post(twin, agencyOnly, agency);
    } else if (near < 0.14) {
      const twin = addVacancy(employer, drawTitle(employers[employer]!, random), nearDate());
      if (twin) post(twin, false);
    }
  }
  drafts.length = options.jobs;

  // Ids in the order the feed saw the postings, gaps of 1 to 3 as in the default data.
  drafts.sort((a, b) => a.createdDate - b.createdDate || a.vacancy.id - b.vacancy.id);
  const gaps = mulberry32(mixSeed(seed, 0x1d5));
  const rows: JobRow[] = new Array(drafts.length);
  const truth = new Map<number, number>();
  let id = 1001;
  drafts.forEach((draft, i) => {
    if (draft.sameAs) draft.url = draft.sameAs.url;
    else if (!draft.board) draft.url = postingUrl(options.boardUrl, id, draft.title);
    rows[i] = rowOf(draft, id, anchorMs, corpus);
    truth.set(id, draft.vacancy.id);
    id += 1 + Math.floor(gaps() * 3);
  });
  return { rows, truth };
}
