/**
 * A vacancy's title in the vacancies dataset (vacancies.ts): a role of data.ts with a seniority and
 * sometimes a specialisation. And how the postings of one vacancy differ from board to board: the
 * employer's name with its legal form kept, dropped or respelled and its case changed; the title
 * with a gender tag, a "Vacature:" prefix, the city after a dash or a bracketed remark; an agency's
 * title changed a little more; and each board's posting URL in the shape its built-in adapter
 * (utils/boards/builtin.ts) recognises, with ids unique across the corpus.
 */
import { ROLES, SENIORITY_PREFIX, chance, pick, slugify, type Random } from './data.ts';
import type { VacancyEmployer } from './vacancy-employers.ts';

// prettier-ignore
const SPECIALISATIONS: Record<string, string[]> = {
  ICT: ['Betalingsverkeer', 'E-commerce', 'Data Platform', 'Klantportalen', 'Zaaksystemen'],
  ENGINEERING: ['Elektrotechniek', 'Werktuigbouw', 'Bruggen en Sluizen', 'Railinfra'],
  CONSTRUCTION: ['Utiliteitsbouw', 'Woningbouw', 'Renovatie', 'Installaties'],
  POLICY: ['Mobiliteit', 'Duurzaamheid', 'Jeugd', 'Economie'],
  LEGAL: ['Arbeidsrecht', 'Aanbestedingen', 'Bestuursrecht'],
  HEALTHCARE: ['Ouderenzorg', 'GGZ', 'Revalidatie', 'Spoedeisende Hulp'],
  FINANCE: ['Projecten', 'Grootboek', 'Treasury', 'Subsidies'],
  HUMAN_RESOURCES: ['Verzuim', 'Arbeidsvoorwaarden', 'Talentontwikkeling'],
  MARKETING: ['Online', 'B2B', 'Arbeidsmarktcommunicatie'],
  EDUCATION: ['Onderbouw', 'Bovenbouw', 'Techniek'],
  LOGISTICS: ['Warehouse', 'Distributie', 'Binnenvaart'],
  ADMINISTRATION: ['Directie', 'Facilitaire Zaken', 'Klantenservice'],
  SECURITY: ['OT', 'Cloud'],
};
/** Categories any employer hires in, beside those of its sector. */
const GENERIC_CATEGORIES = ['ADMINISTRATION', 'FINANCE', 'HUMAN_RESOURCES', 'MARKETING', 'ICT'];
const SENIORITIES = [null, null, null, null, 'JUNIOR', 'MEDIOR', 'SENIOR', 'SENIOR', 'LEAD', 'EXECUTIVE'];
const ROLES_BY_CATEGORY = new Map<string, number[]>();
ROLES.forEach(([, category], index) => ROLES_BY_CATEGORY.set(category, [...(ROLES_BY_CATEGORY.get(category) ?? []), index]));

export interface VacancyTitle {
  /** Index into data.ts's ROLES. */
  role: number;
  seniority: string | null;
  title: string;
}

/** A title the employer hires for: mostly in its sector's categories. */
export function drawTitle(employer: VacancyEmployer, random: Random): VacancyTitle {
  const category = chance(random, 0.8) ? pick(random, employer.sector.categories) : pick(random, GENERIC_CATEGORIES);
  const role = pick(random, ROLES_BY_CATEGORY.get(category) ?? [0]);
  const seniority = pick(random, SENIORITIES);
  const spec = chance(random, 0.3) ? ` ${pick(random, SPECIALISATIONS[category] ?? ['Algemeen'])}` : '';
  return { role, seniority, title: `${seniority ? SENIORITY_PREFIX[seniority] : ''}${ROLES[role]![0]}${spec}` };
}

/** The boards other than the demo board, by the id of their built-in adapter. */
export const OTHER_BOARDS = ['linkedin', 'indeed', 'nationale-vacaturebank', 'werk-nl', 'monsterboard'] as const;
/** Boards of interim and freelance assignments, for those vacancies only. */
export const INTERIM_BOARDS = ['striive', 'freelance-nl', 'flextender'] as const;
export type OtherBoard = (typeof OTHER_BOARDS)[number] | (typeof INTERIM_BOARDS)[number];

/** The `platform` a job from each board carries (utils/api/enums.ts; the rest are MISCELLANEOUS). */
export const BOARD_PLATFORM: Record<string, string> = {
  linkedin: 'LINKEDIN',
  indeed: 'INDEED',
  striive: 'STRIIVE',
  flextender: 'FLEXTENDER',
};

const LEGAL_SPELLINGS: Record<string, string[]> = {
  'B.V.': ['BV', 'bv', 'B.V', 'b.v.', 'B.V.'],
  'N.V.': ['NV', 'nv', 'N.V'],
  Ltd: ['Ltd.', 'Limited', 'LTD'],
  GmbH: ['GMBH', 'Gmbh'],
  'Inc.': ['Inc', 'INC.'],
};

/** The employer as one board writes it; a company written without a legal form may get "B.V." added. */
export function employerVariant(employer: VacancyEmployer, random: Random): string {
  const roll = random();
  let legal = employer.legalForm;
  if (legal !== '' && roll < 0.3) legal = '';
  else if (legal !== '' && roll < 0.5) legal = pick(random, LEGAL_SPELLINGS[legal] ?? [legal]);
  else if (legal === '' && !employer.government && employer.sector.nl !== 'Zorg' && employer.sector.nl !== 'Onderwijs' && roll < 0.15)
    legal = 'B.V.';
  const name = legal === '' ? employer.base : `${employer.base} ${legal}`;
  const casing = random();
  return casing < 0.1 ? name.toUpperCase() : casing < 0.15 ? name.toLowerCase() : name;
}

const GENDER_TAGS = [' (m/v/x)', ' m/v', ' (f/m/d)', ' (m/v)', ' M/V', ' (m/w/d)', ' (v/m)'];

export interface TitleFacts {
  title: string;
  city: string;
  hoursMinimum: number;
  hoursMaximum: number;
  interim: boolean;
}

/** The title as one board writes it: each decoration on its own odds, so some copies carry several. */
export function titleVariant(facts: TitleFacts, random: Random): string {
  let title = facts.title;
  if (chance(random, 0.15))
    title += pick(random, [` (${facts.hoursMinimum}-${facts.hoursMaximum} uur)`, ' (tijdelijk)', ' (parttime)', ' [fulltime]']);
  if (chance(random, 0.3)) title += pick(random, GENDER_TAGS);
  if (chance(random, 0.2)) title += `${pick(random, [' – ', ' - '])}${facts.city}`;
  if (chance(random, 0.1)) title = `${pick(random, ['Vacature: ', 'Vacature '])}${title}`;
  return title;
}

/** An agency's title: the board decorations, and maybe the seniority dropped or reworded, or "ZZP"/"Interim" added. */
export function agencyTitleVariant(facts: TitleFacts, random: Random): string {
  let title = facts.title;
  const roll = random();
  if (roll < 0.25) title = title.replace(/^(Junior|Medior|Senior|Lead|Coördinerend) /, '');
  else if (roll < 0.4) title = title.replace(/^Senior /, 'Ervaren ').replace(/^Junior /, 'Startende ');
  else if (roll < 0.5 && facts.interim) title = `${pick(random, ['ZZP ', 'Interim '])}${title}`;
  return titleVariant({ ...facts, title }, random);
}

/** A bijection of 32-bit numbers: distinct sequence numbers give distinct, random-looking values. */
function scramble(n: number): number {
  return Math.imul(n ^ 0x5bd1e995, 0x9e3779b1) >>> 0;
}

function hex(value: number, digits: number): string {
  return (value >>> 0).toString(16).padStart(8, '0').slice(-digits);
}

/** A version-4 UUID whose last group holds the sequence number: unique in the corpus. */
function uuid(random: Random, sequence: number): string {
  const r = () => Math.floor(random() * 2 ** 32);
  const a = hex(r(), 8);
  const b = hex(r(), 8);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${'89ab'[Math.floor(random() * 4)]}${hex(r(), 3)}-${hex(r(), 4)}${hex(scramble(sequence), 8)}`;
}

/**
 * The URL of posting number `sequence` (unique over the corpus) on `board`, with `title` and the
 * company (employer or agency) in its slug where the board writes them.
 */
export function boardPostingUrl(board: OtherBoard, sequence: number, title: string, company: string, random: Random): string {
  const slug = slugify(title);
  switch (board) {
    case 'linkedin': {
      const id = 4_100_000_000 + sequence * 17 + Math.floor(random() * 17);
      return chance(random, 0.5)
        ? `https://www.linkedin.com/jobs/view/${id}/`
        : `https://nl.linkedin.com/jobs/view/${slug}-at-${slugify(company)}-${id}`;
    }
    case 'indeed':
      return `https://nl.indeed.com/viewjob?jk=${hex(Math.floor(random() * 2 ** 32), 8)}${hex(scramble(sequence), 8)}${chance(random, 0.2) ? '&from=rss' : ''}`;
    case 'nationale-vacaturebank':
      return `https://www.nationalevacaturebank.nl/vacature/${uuid(random, sequence)}/${slug}`;
    case 'werk-nl':
      return `https://www.werk.nl/nl/vacatures/${50_000_000 + sequence * 7 + Math.floor(random() * 7)}`;
    case 'monsterboard':
      return chance(random, 0.6)
        ? `https://www.monster.com/job-openings/${slug}--${uuid(random, sequence)}`
        : `https://www.monsterboard.nl/vacature/${slug}--${uuid(random, sequence)}`;
    case 'striive':
      return `https://striive.com/nl/opdrachten?id=${uuid(random, sequence)}`;
    case 'freelance-nl':
      return `https://www.freelance.nl/opdracht/${1_100_000 + sequence}-${slug}`;
    case 'flextender':
      return `https://www.flextender.nl/opdracht/?aanvraagnr=${30_000 + sequence}`;
  }
}
