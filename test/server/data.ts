/**
 * The reference server's seeded job data. A job is a compact row of the fields filters and sorting
 * read, drawn from one PRNG stream through all rows (generateRows; seeded-rows.ts draws any one of
 * them again from where the stream was, so the store need not keep them); its full record
 * (description, embedded company, client, data source, ...) is built on demand from the row and a
 * per-job PRNG (plus the JSON of the records served, which store.ts keeps up to a bound).
 * Same seed and same reference day give the same data.
 *
 * Enumeration members are those of utils/api/enums.ts, plus a few unknown ones on purpose. Credential
 * fields of embedded records carry `CANARY-` values, so tests can prove the client drops them.
 */
import { deepFreeze } from './json.ts';

export const DAY_MS = 86_400_000;

/** The board's posting id of a feed job; postings from 900000 on are on the board but not in the feed. */
export const POSTING_OFFSET = 500_000;
export const OFF_FEED_OFFSET = 900_000;

/** mulberry32: a small, fast, seedable PRNG. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A well-mixed 32-bit seed from several integers. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export type Random = () => number;

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return slug === '' ? 'vacature' : slug;
}

// ---- vocabularies --------------------------------------------------------------------------------

export const CATEGORY_LABELS: Record<string, { en: string; nl: string }> = {
  ADMINISTRATION: { en: 'Administration', nl: 'Administratie' },
  ICT: { en: 'ICT', nl: 'ICT' },
  FINANCE: { en: 'Finance', nl: 'Financiën' },
  HEALTHCARE: { en: 'Healthcare', nl: 'Zorg' },
  EDUCATION: { en: 'Education', nl: 'Onderwijs' },
  ENGINEERING: { en: 'Engineering', nl: 'Techniek' },
  LEGAL: { en: 'Legal', nl: 'Juridisch' },
  MARKETING: { en: 'Marketing', nl: 'Marketing' },
  HUMAN_RESOURCES: { en: 'Human resources', nl: 'Personeelszaken' },
  CONSTRUCTION: { en: 'Construction', nl: 'Bouw' },
  LOGISTICS: { en: 'Logistics', nl: 'Logistiek' },
  POLICY: { en: 'Policy', nl: 'Beleid' },
  // Not in the client's list: its labels come only from the embedded JobCategory records.
  SECURITY: { en: 'Security', nl: 'Beveiliging' },
};

const CATEGORY_STYLE: Record<string, { iconName: string; color: string }> = {
  ADMINISTRATION: { iconName: 'folder', color: '#6b7280' },
  ICT: { iconName: 'laptop', color: '#2563eb' },
  FINANCE: { iconName: 'euro', color: '#059669' },
  HEALTHCARE: { iconName: 'heart', color: '#dc2626' },
  EDUCATION: { iconName: 'school', color: '#d97706' },
  ENGINEERING: { iconName: 'gear', color: '#4b5563' },
  LEGAL: { iconName: 'scale', color: '#7c3aed' },
  MARKETING: { iconName: 'megaphone', color: '#db2777' },
  HUMAN_RESOURCES: { iconName: 'people', color: '#0891b2' },
  CONSTRUCTION: { iconName: 'crane', color: '#ca8a04' },
  LOGISTICS: { iconName: 'truck', color: '#65a30d' },
  POLICY: { iconName: 'document', color: '#0f766e' },
  SECURITY: { iconName: 'shield', color: '#1f2937' },
};

const CATEGORY_IDS = Object.keys(CATEGORY_LABELS);

export interface JobCategoryRecord {
  id: number;
  name: string;
  iconName: string;
  color: string;
  en: string;
  nl: string;
}

export function jobCategoryRecord(name: string): JobCategoryRecord {
  const index = CATEGORY_IDS.indexOf(name);
  const labels = CATEGORY_LABELS[name] ?? { en: name, nl: name };
  const style = CATEGORY_STYLE[name] ?? { iconName: 'tag', color: '#000000' };
  return { id: index >= 0 ? index + 1 : 99, name, ...style, ...labels };
}

/** Role titles with their category and ISCO code. */
export const ROLES: readonly [title: string, category: string, isco: string][] = [
  ['Java Developer', 'ICT', '2512'],
  ['Front-end Developer', 'ICT', '2513'],
  ['.NET Developer', 'ICT', '2512'],
  ['Python Developer', 'ICT', '2512'],
  ['Data Engineer', 'ICT', '2521'],
  ['Data Scientist', 'ICT', '2120'],
  ['DevOps Engineer', 'ICT', '2523'],
  ['Cloud Architect', 'ICT', '2511'],
  ['Scrum Master', 'ICT', '2421'],
  ['Product Owner', 'ICT', '2421'],
  ['Informatieanalist', 'ICT', '2511'],
  ['Functioneel Beheerder', 'ICT', '2511'],
  ['Applicatiebeheerder', 'ICT', '3513'],
  ['Test Engineer', 'ICT', '2519'],
  ['Servicedesk Medewerker', 'ICT', '3512'],
  ['Security Officer', 'SECURITY', '2529'],
  ['Privacy Officer', 'LEGAL', '2619'],
  ['Beleidsmedewerker Wonen', 'POLICY', '2422'],
  ['Beleidsadviseur Klimaat', 'POLICY', '2422'],
  ['Beleidsmedewerker Sociaal Domein', 'POLICY', '2422'],
  ['Adviseur Ruimtelijke Ordening', 'POLICY', '2164'],
  ['Kwartiermaker Digitalisering', 'POLICY', '1213'],
  ['Programmamanager Energietransitie', 'POLICY', '1213'],
  ['Projectleider Infra', 'ENGINEERING', '2142'],
  ['Constructeur', 'ENGINEERING', '2142'],
  ['Elektrotechnisch Engineer', 'ENGINEERING', '2151'],
  ['BIM Modelleur', 'ENGINEERING', '3118'],
  ['Werkvoorbereider', 'CONSTRUCTION', '3123'],
  ['Uitvoerder Bouw', 'CONSTRUCTION', '3123'],
  ['Toezichthouder Bouw', 'CONSTRUCTION', '3112'],
  ['Vergunningverlener Omgevingswet', 'LEGAL', '3359'],
  ['Jurist Omgevingsrecht', 'LEGAL', '2611'],
  ['Juridisch Adviseur', 'LEGAL', '2619'],
  ['Verpleegkundige IC', 'HEALTHCARE', '2221'],
  ['Wijkverpleegkundige', 'HEALTHCARE', '2221'],
  ['Doktersassistent', 'HEALTHCARE', '3256'],
  ['GZ-psycholoog', 'HEALTHCARE', '2634'],
  ['Fysiotherapeut', 'HEALTHCARE', '2264'],
  ['Financieel Controller', 'FINANCE', '2411'],
  ['Business Controller', 'FINANCE', '2411'],
  ['Boekhouder', 'FINANCE', '3313'],
  ['Financieel Adviseur', 'FINANCE', '2412'],
  ['HR Adviseur', 'HUMAN_RESOURCES', '2423'],
  ['Recruiter', 'HUMAN_RESOURCES', '2423'],
  ['Communicatieadviseur', 'MARKETING', '2432'],
  ['Marketing Manager', 'MARKETING', '1221'],
  ['Content Marketeer', 'MARKETING', '2431'],
  ['Docent Wiskunde', 'EDUCATION', '2330'],
  ['Leraar Basisonderwijs', 'EDUCATION', '2341'],
  ['Onderwijskundige', 'EDUCATION', '2351'],
  ['Logistiek Medewerker', 'LOGISTICS', '4321'],
  ['Planner Transport', 'LOGISTICS', '4323'],
  ['Inkoper', 'LOGISTICS', '3323'],
  ['Contractmanager', 'ADMINISTRATION', '3339'],
  ['Managementassistent', 'ADMINISTRATION', '3343'],
  ['Secretaresse', 'ADMINISTRATION', '4120'],
  ['Teamleider Klantcontact', 'ADMINISTRATION', '1439'],
];

export const SENIORITY_PREFIX: Record<string, string> = {
  JUNIOR: 'Junior ',
  MEDIOR: 'Medior ',
  SENIOR: 'Senior ',
  LEAD: 'Lead ',
  EXECUTIVE: 'Coördinerend ',
};

export interface City {
  name: string;
  province: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

const CITIES: readonly City[] = [
  { name: 'Amsterdam', province: 'NOORD_HOLLAND', postalCode: '1012', latitude: 52.3728, longitude: 4.8936 },
  { name: 'Haarlem', province: 'NOORD_HOLLAND', postalCode: '2011', latitude: 52.3874, longitude: 4.6462 },
  { name: 'Zaandam', province: 'NOORD_HOLLAND', postalCode: '1506', latitude: 52.4389, longitude: 4.8261 },
  { name: 'Rotterdam', province: 'ZUID_HOLLAND', postalCode: '3011', latitude: 51.9225, longitude: 4.4792 },
  { name: 'Den Haag', province: 'ZUID_HOLLAND', postalCode: '2511', latitude: 52.0705, longitude: 4.3007 },
  { name: 'Leiden', province: 'ZUID_HOLLAND', postalCode: '2311', latitude: 52.1601, longitude: 4.497 },
  { name: 'Utrecht', province: 'UTRECHT', postalCode: '3511', latitude: 52.0907, longitude: 5.1214 },
  { name: 'Amersfoort', province: 'UTRECHT', postalCode: '3811', latitude: 52.1561, longitude: 5.3878 },
  { name: 'Eindhoven', province: 'NOORD_BRABANT', postalCode: '5611', latitude: 51.4416, longitude: 5.4697 },
  { name: "'s-Hertogenbosch", province: 'NOORD_BRABANT', postalCode: '5211', latitude: 51.6978, longitude: 5.3037 },
  { name: 'Veldhoven', province: 'NOORD_BRABANT', postalCode: '5504', latitude: 51.4184, longitude: 5.4026 },
  { name: 'Groningen', province: 'GRONINGEN', postalCode: '9711', latitude: 53.2194, longitude: 6.5665 },
  { name: 'Assen', province: 'DRENTHE', postalCode: '9401', latitude: 52.9925, longitude: 6.5649 },
  { name: 'Emmen', province: 'DRENTHE', postalCode: '7811', latitude: 52.7792, longitude: 6.9069 },
  { name: 'Leeuwarden', province: 'FRIESLAND', postalCode: '8911', latitude: 53.2012, longitude: 5.7999 },
  { name: 'Zwolle', province: 'OVERIJSSEL', postalCode: '8011', latitude: 52.5168, longitude: 6.083 },
  { name: 'Enschede', province: 'OVERIJSSEL', postalCode: '7511', latitude: 52.2215, longitude: 6.8937 },
  { name: 'Arnhem', province: 'GELDERLAND', postalCode: '6811', latitude: 51.9851, longitude: 5.8987 },
  { name: 'Apeldoorn', province: 'GELDERLAND', postalCode: '7311', latitude: 52.2112, longitude: 5.9699 },
  { name: 'Nijmegen', province: 'GELDERLAND', postalCode: '6511', latitude: 51.8126, longitude: 5.8372 },
  { name: 'Maastricht', province: 'LIMBURG', postalCode: '6211', latitude: 50.8514, longitude: 5.691 },
  { name: 'Venlo', province: 'LIMBURG', postalCode: '5911', latitude: 51.3704, longitude: 6.1724 },
  { name: 'Middelburg', province: 'ZEELAND', postalCode: '4331', latitude: 51.4988, longitude: 3.611 },
  { name: 'Lelystad', province: 'FLEVOLAND', postalCode: '8232', latitude: 52.5185, longitude: 5.4714 },
  { name: 'Almere', province: 'FLEVOLAND', postalCode: '1315', latitude: 52.3508, longitude: 5.2647 },
];

interface Employer {
  name: string;
  city: string;
  government: boolean;
  industry: string;
  employees: number;
}

const EMPLOYERS: readonly Employer[] = [
  { name: 'Gemeente Amsterdam', city: 'Amsterdam', government: true, industry: 'Overheid', employees: 16000 },
  { name: 'Gemeente Rotterdam', city: 'Rotterdam', government: true, industry: 'Overheid', employees: 13000 },
  { name: 'Gemeente Utrecht', city: 'Utrecht', government: true, industry: 'Overheid', employees: 4500 },
  { name: 'Gemeente Den Haag', city: 'Den Haag', government: true, industry: 'Overheid', employees: 8000 },
  { name: 'Gemeente Groningen', city: 'Groningen', government: true, industry: 'Overheid', employees: 3200 },
  { name: 'Gemeente Eindhoven', city: 'Eindhoven', government: true, industry: 'Overheid', employees: 2600 },
  { name: 'Gemeente Zwolle', city: 'Zwolle', government: true, industry: 'Overheid', employees: 1400 },
  { name: 'Gemeente Assen', city: 'Assen', government: true, industry: 'Overheid', employees: 600 },
  { name: 'Gemeente Leeuwarden', city: 'Leeuwarden', government: true, industry: 'Overheid', employees: 1100 },
  { name: 'Gemeente Maastricht', city: 'Maastricht', government: true, industry: 'Overheid', employees: 1300 },
  { name: 'Gemeente Lelystad', city: 'Lelystad', government: true, industry: 'Overheid', employees: 700 },
  { name: 'Ministerie van Financiën', city: 'Den Haag', government: true, industry: 'Rijksoverheid', employees: 30000 },
  { name: 'Ministerie van Justitie en Veiligheid', city: 'Den Haag', government: true, industry: 'Rijksoverheid', employees: 32000 },
  { name: 'Ministerie van Infrastructuur en Waterstaat', city: 'Den Haag', government: true, industry: 'Rijksoverheid', employees: 14000 },
  { name: 'Rijkswaterstaat', city: 'Utrecht', government: true, industry: 'Rijksoverheid', employees: 9000 },
  { name: 'Belastingdienst', city: 'Apeldoorn', government: true, industry: 'Rijksoverheid', employees: 27000 },
  { name: 'UWV', city: 'Amsterdam', government: true, industry: 'Sociale zekerheid', employees: 20000 },
  { name: 'DUO', city: 'Groningen', government: true, industry: 'Onderwijs', employees: 2500 },
  { name: 'Provincie Drenthe', city: 'Assen', government: true, industry: 'Overheid', employees: 750 },
  { name: 'Provincie Zeeland', city: 'Middelburg', government: true, industry: 'Overheid', employees: 650 },
  { name: 'Waterschap Vechtstromen', city: 'Enschede', government: true, industry: 'Waterbeheer', employees: 600 },
  { name: 'Amsterdam UMC', city: 'Amsterdam', government: false, industry: 'Zorg', employees: 19000 },
  { name: 'UMC Utrecht', city: 'Utrecht', government: false, industry: 'Zorg', employees: 12000 },
  { name: 'Erasmus MC', city: 'Rotterdam', government: false, industry: 'Zorg', employees: 16000 },
  { name: 'Isala', city: 'Zwolle', government: false, industry: 'Zorg', employees: 7000 },
  { name: 'Maastricht UMC+', city: 'Maastricht', government: false, industry: 'Zorg', employees: 7500 },
  { name: 'Zorggroep Drenthe', city: 'Emmen', government: false, industry: 'Zorg', employees: 1800 },
  { name: 'ING', city: 'Amsterdam', government: false, industry: 'Financiële dienstverlening', employees: 15000 },
  { name: 'Rabobank', city: 'Utrecht', government: false, industry: 'Financiële dienstverlening', employees: 25000 },
  { name: 'ASML', city: 'Veldhoven', government: false, industry: 'Halfgeleiders', employees: 23000 },
  { name: 'Philips', city: 'Eindhoven', government: false, industry: 'Gezondheidstechnologie', employees: 10000 },
  { name: 'KPN', city: 'Den Haag', government: false, industry: 'Telecom', employees: 9500 },
  { name: 'bol.com', city: 'Utrecht', government: false, industry: 'E-commerce', employees: 2800 },
  { name: 'PostNL', city: 'Den Haag', government: false, industry: 'Logistiek', employees: 35000 },
  { name: 'NS', city: 'Utrecht', government: false, industry: 'Vervoer', employees: 21000 },
  { name: 'Heijmans', city: "'s-Hertogenbosch", government: false, industry: 'Bouw en infra', employees: 4800 },
  { name: 'Coolblue', city: 'Rotterdam', government: false, industry: 'E-commerce', employees: 6000 },
  { name: 'Albert Heijn', city: 'Zaandam', government: false, industry: 'Retail', employees: 100000 },
  { name: 'Hogeschool Utrecht', city: 'Utrecht', government: false, industry: 'Onderwijs', employees: 4000 },
  { name: 'Stichting Openbaar Onderwijs Groningen', city: 'Groningen', government: false, industry: 'Onderwijs', employees: 1200 },
];

const STREETS = ['Stationsplein', 'Markt', 'Kerkstraat', 'Hoofdstraat', 'Stadhuisplein', 'Dorpsstraat', 'Parallelweg', 'Beursplein'];

const EMPLOYMENT_TYPES = ['INTERIM', 'FREELANCE', 'PERMANENT', 'TEMPORARY', 'SECONDMENT'] as const;
const SENIORITY = ['JUNIOR', 'MEDIOR', 'SENIOR', 'LEAD', 'EXECUTIVE'] as const;
const PLATFORMS = ['MISCELLANEOUS', 'STRIIVE', 'LINKEDIN', 'INDEED', 'FLEXTENDER'] as const;

const COMPETENCES = [
  'Analytisch vermogen',
  'Samenwerken',
  'Klantgerichtheid',
  'Resultaatgerichtheid',
  'Communicatieve vaardigheden',
  'Omgevingssensitiviteit',
  'Plannen en organiseren',
  'Overtuigingskracht',
  'Kennis van Scrum',
  'Ervaring met Azure',
  'Kennis van de Omgevingswet',
  'BIG-registratie',
];

const ACTIVITIES = [
  'Je stelt beleidsnotities en adviezen op voor het bestuur.',
  'Je ontwikkelt en onderhoudt applicaties in een multidisciplinair team.',
  'Je bewaakt planning, budget en kwaliteit van het project.',
  'Je onderhoudt contacten met interne en externe stakeholders.',
  'Je analyseert gegevens en vertaalt ze naar inzichten.',
  'Je begeleidt collega’s en deelt je kennis.',
  'Je zorgt voor goede overdracht en documentatie.',
];

/** Markup that must never run in the extension: each sets `window.__xss` if it does. */
const HOSTILE = [
  '<img src=x onerror="window.__xss=true">',
  '<script>window.__xss=true</script>',
  '<a href="javascript:window.__xss=true">Klik hier</a>',
  '<svg onload="window.__xss=true"><circle r="1"></circle></svg>',
  '<iframe src="javascript:window.__xss=true"></iframe>',
  '<p style="background:url(javascript:window.__xss=true)" onclick="window.__xss=true">Stijl</p>',
];

/** Enumeration members the client does not know, to exercise its tolerance. */
const UNKNOWN_MEMBERS = {
  province: 'NOORD_HOLLAND_WEST',
  category: 'SECURITY',
  employmentType: 'INTERNSHIP',
  seniorityLevel: 'PRINCIPAL',
  freelancerAllowed: 'ON_REQUEST',
  platform: 'NEW_PLATFORM_2026',
  language: 'GERMAN',
  salaryPeriod: 'WEEKLY',
} as const;

// ---- rows ----------------------------------------------------------------------------------------

/** The filterable, sortable fields of a job: one compact object per job. Dates are epoch ms. */
export interface JobRow {
  id: number;
  title: string;
  url: string;
  sourceId: string;
  platform: string | null;
  source: string | null;
  employer: string | null;
  location: string | null;
  city: string | null;
  province: string | null;
  category: string | null;
  employmentType: string | null;
  seniorityLevel: string | null;
  freelancerAllowed: string | null;
  language: string | null;
  salaryPeriod: string | null;
  status: string | null;
  government: boolean | null;
  hoursMinimum: number | null;
  hoursMaximum: number | null;
  salaryMinimum: number | null;
  salaryMaximum: number | null;
  publishDate: number | null;
  createdDate: number | null;
  updatedDate: number | null;
  closingDate: number | null;
  startDate: number | null;
  endDate: number | null;
  companyId: number | null;
  /** Index into the role list; the detail generator reads it. */
  role: number;
  /** 0: whole seconds in UTC; 1: fractional seconds with a +02:00 offset; 2: milliseconds in UTC. */
  dateStyle: number;
  /** Hostile markup in this job's free-text fields. */
  hostile: boolean;
  /** Fields set by tests (`PATCH /__test/jobs/{id}`) that are not row fields, merged onto the record. */
  extra: Record<string, unknown> | null;
  /** Only in the vacancies dataset (vacancies.ts): the vacancy this job is a posting of. */
  vacancy?: VacancyPosting;
}

/**
 * A posting of one vacancy of the vacancies dataset. Its description is made when the record is built,
 * by the dataset's own code: 100,000 descriptions kept as text would take about 100 MB.
 */
export interface VacancyPosting {
  /** The vacancy: the ground truth of the grouping of the same vacancy on several boards. */
  vacancyId: number;
  describe(row: JobRow): string;
}

export interface GenerateOptions {
  jobs: number;
  seed: number;
  /** UTC midnight the dates are spread around (the past 60 days, the next 60 days). */
  anchorMs: number;
  boardUrl: string;
}

export function postingIdOf(id: number): number {
  return POSTING_OFFSET + id;
}

export function postingUrl(boardUrl: string, id: number, title: string): string {
  return `${boardUrl}/vacatures/${postingIdOf(id)}/${slugify(title)}`;
}

function withUnknown(random: Random, known: string, unknown: string): string {
  return chance(random, 0.004) ? unknown : known;
}

/** One job row from `random`, for id `id`. */
export function generateRow(random: Random, id: number, options: GenerateOptions): JobRow {
  const roleIndex = Math.floor(random() * ROLES.length);
  const [roleTitle, roleCategory] = ROLES[roleIndex]!;
  const employmentType = pick(random, EMPLOYMENT_TYPES);
  const seniority = pick(random, SENIORITY);
  const employerIndex = Math.floor(random() * EMPLOYERS.length);
  const employer = EMPLOYERS[employerIndex]!;
  const homeCity = CITIES.find((c) => c.name === employer.city) ?? CITIES[0]!;
  const city = chance(random, 0.8) ? homeCity : pick(random, CITIES);
  const hostile = chance(random, 0.01);
  let title = `${SENIORITY_PREFIX[seniority] ?? ''}${roleTitle}`;
  if (chance(random, 0.05)) title += ` (${pick(random, ['32-36 uur', '24 uur', 'interim', 'tijdelijk'])})`;
  if (hostile && chance(random, 0.3)) title += ' <img src=x onerror="window.__xss=true">';

  const interim = employmentType === 'INTERIM' || employmentType === 'FREELANCE' || employmentType === 'SECONDMENT';
  let salaryPeriod: string = interim ? 'HOURLY' : seniority === 'EXECUTIVE' ? 'YEARLY' : 'MONTHLY';
  let salaryMinimum: number;
  let salaryMaximum: number;
  if (salaryPeriod === 'HOURLY') {
    salaryMinimum = between(random, 55, 110);
    salaryMaximum = salaryMinimum + between(random, 5, 30);
  } else if (salaryPeriod === 'YEARLY') {
    salaryMinimum = between(random, 80, 120) * 1000;
    salaryMaximum = salaryMinimum + between(random, 10, 30) * 1000;
  } else {
    salaryMinimum = between(random, 28, 60) * 100;
    salaryMaximum = salaryMinimum + between(random, 5, 20) * 100;
  }
  salaryPeriod = withUnknown(random, salaryPeriod, UNKNOWN_MEMBERS.salaryPeriod);
  const hoursMinimum = pick(random, [16, 24, 28, 32, 32, 36, 36]);
  const hoursMaximum = Math.max(hoursMinimum, pick(random, [32, 36, 36, 40, 40]));

  const { anchorMs } = options;
  const publishDate = anchorMs - between(random, 60, (60 * DAY_MS) / 1000) * 1000;
  const createdDate = publishDate - between(random, 0, 3 * 86_400) * 1000;
  // Updated at or after creation, and strictly before the anchor, so any later update is newer.
  const updatedDate = createdDate + Math.floor((random() * (anchorMs - 1000 - createdDate)) / 1000) * 1000;
  const closingDate = publishDate + between(random, 14, 60) * DAY_MS;
  const startDate = closingDate + between(random, 7, 30) * DAY_MS;
  const endDate = startDate + between(random, 3, 12) * 30 * DAY_MS;

  const missingEmployer = chance(random, 0.05);
  const missingLocation = chance(random, 0.05);
  const platform = withUnknown(random, pick(random, PLATFORMS), UNKNOWN_MEMBERS.platform);
  const dateRoll = random();
  const statusRoll = random();
  return {
    id,
    title,
    url:
      postingUrl(options.boardUrl, id, title) +
      (chance(random, 0.125) ? pick(random, ['?utm_source=feed&utm_medium=api', '?gclid=abc']) : ''),
    sourceId: String(postingIdOf(id)),
    platform,
    source: chance(random, 0.7) ? platform : pick(random, PLATFORMS),
    employer: missingEmployer ? null : employer.name,
    location: missingLocation ? null : city.name,
    city: missingLocation ? null : city.name,
    province: missingLocation ? null : withUnknown(random, city.province, UNKNOWN_MEMBERS.province),
    category: roleCategory,
    employmentType: withUnknown(random, employmentType, UNKNOWN_MEMBERS.employmentType),
    seniorityLevel: withUnknown(random, seniority, UNKNOWN_MEMBERS.seniorityLevel),
    freelancerAllowed: withUnknown(
      random,
      interim ? pick(random, ['YES', 'YES', 'UNKNOWN']) : pick(random, ['NO', 'NO', 'UNKNOWN']),
      UNKNOWN_MEMBERS.freelancerAllowed,
    ),
    language: withUnknown(random, chance(random, 0.85) ? 'DUTCH' : 'ENGLISH', UNKNOWN_MEMBERS.language),
    salaryPeriod,
    status: statusRoll < 0.9 ? 'OPEN' : statusRoll < 0.97 ? 'CLOSED' : 'ON_HOLD',
    government: employer.government,
    hoursMinimum,
    hoursMaximum,
    salaryMinimum,
    salaryMaximum,
    publishDate,
    createdDate,
    updatedDate,
    closingDate,
    startDate,
    endDate: interim ? endDate : null,
    companyId: missingEmployer ? null : employerIndex + 1,
    role: roleIndex,
    dateStyle: dateRoll < 0.03 ? 1 : dateRoll < 0.05 ? 2 : 0,
    hostile,
    extra: null,
  };
}

/** The seeded rows, ids ascending from 1001 with gaps of 1 to 3. */
export function generateRows(options: GenerateOptions): JobRow[] {
  const random = mulberry32(mixSeed(options.seed, 0x5eed));
  const rows: JobRow[] = new Array(options.jobs);
  let id = 1001;
  for (let i = 0; i < options.jobs; i++) {
    rows[i] = generateRow(random, id, options);
    id += 1 + Math.floor(random() * 3);
  }
  return rows;
}

// ---- dates ---------------------------------------------------------------------------------------

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** '00'…'99' and '000'…'999': the fields of a date, padded without a call per field. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => pad(n));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => pad(n, 3));

/**
 * The UTC fields of an instant by arithmetic (days to civil date as in H. Hinnant's
 * `civil_from_days`), for years 1000..9999 only, else null. Building a Date and calling
 * toISOString for each of a job's eleven dates was most of the time it took to build the job.
 */
function utcFields(
  ms: number,
): [year: number, month: number, day: number, hour: number, minute: number, second: number, milli: number] | null {
  if (!Number.isSafeInteger(ms)) return null;
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  rest -= minute * 60_000;
  const second = Math.floor(rest / 1000);
  const milli = rest - second * 1000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return null;
  return [year, month, day, hour, minute, second, milli];
}

/** `new Date(ms).toISOString()`. */
export function isoInstant(ms: number): string {
  const f = utcFields(ms);
  if (!f) return new Date(ms).toISOString();
  return `${f[0]}-${TWO_DIGITS[f[1]]}-${TWO_DIGITS[f[2]]}T${TWO_DIGITS[f[3]]}:${TWO_DIGITS[f[4]]}:${TWO_DIGITS[f[5]]}.${THREE_DIGITS[f[6]]}Z`;
}

/** An instant in the job's date style; patched dates with milliseconds keep them. */
export function formatInstant(ms: number | null, style: number): string | null {
  if (ms === null) return null;
  if (style === 1) {
    // The same instant written in +02:00 with fractional seconds.
    const f = utcFields(ms + 2 * 3_600_000);
    if (f)
      return `${f[0]}-${TWO_DIGITS[f[1]]}-${TWO_DIGITS[f[2]]}T${TWO_DIGITS[f[3]]}:${TWO_DIGITS[f[4]]}:${TWO_DIGITS[f[5]]}.${THREE_DIGITS[f[6]]}417+02:00`;
    const local = new Date(ms + 2 * 3_600_000);
    const fraction = pad(local.getUTCMilliseconds(), 3) + '417';
    return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${fraction}+02:00`;
  }
  const iso = isoInstant(ms);
  if (style === 2 || ms % 1000 !== 0) return iso;
  // Whole seconds: without the fraction (`.000Z` is always the last five characters).
  return `${iso.slice(0, -5)}Z`;
}

export function formatDate(ms: number | null): string | null {
  return ms === null ? null : isoInstant(ms).slice(0, 10);
}

// ---- full records --------------------------------------------------------------------------------

/**
 * Records shared by many jobs (clients, data sources, companies), built once per seed. Jobs embed
 * these very objects, frozen, so that json.ts writes each one once for all.
 */
export interface SharedRecords {
  clients: Record<string, unknown>[];
  dataSources: Record<string, unknown>[];
  companies: Record<string, unknown>[];
  /** A data source with a job's category, per data source index and category: built on first use. */
  sourcesWithCategory: Map<number, Map<string | null, Record<string, unknown>>>;
}

/** The data source a job embeds: the platform's source with the job's category record. */
function sourceWithCategory(shared: SharedRecords, sourceIndex: number, category: string | null): Record<string, unknown> {
  let byCategory = shared.sourcesWithCategory.get(sourceIndex);
  if (!byCategory) {
    byCategory = new Map();
    shared.sourcesWithCategory.set(sourceIndex, byCategory);
  }
  let source = byCategory.get(category);
  if (!source) {
    source = deepFreeze({ ...shared.dataSources[sourceIndex]!, jobCategory: category === null ? null : jobCategoryRecord(category) });
    byCategory.set(category, source);
  }
  return source;
}

function canary(kind: string, n: number): string {
  return `CANARY-${kind}-${n}`;
}

function ref(id: number, name: string): { id: number; name: string } {
  return { id, name };
}

export function buildSharedRecords(seed: number, anchorMs: number): SharedRecords {
  const random = mulberry32(mixSeed(seed, 0xc0ffee));
  const iso = (ms: number) => formatInstant(ms, 0);
  const platformRefs = PLATFORMS.map((name, i) => ref(i + 1, name));

  const companies = EMPLOYERS.map((employer, i) => {
    const city = CITIES.find((c) => c.name === employer.city) ?? CITIES[0]!;
    return {
      id: i + 1,
      name: employer.name,
      location: `${pick(random, STREETS)} ${between(random, 1, 120)}, ${city.name}`,
      city: city.name,
      countryCode: 'NL',
      employeeCount: employer.employees,
      revenue: employer.government ? null : employer.employees * between(random, 90, 400) * 1000,
      summary: `${employer.name} is een ${employer.government ? 'overheidsorganisatie' : 'organisatie'} in ${city.name} (${employer.industry.toLowerCase()}).`,
      description: `<p><strong>${employer.name}</strong> werkt met ongeveer ${employer.employees.toLocaleString('nl-NL')} collega’s aan de publieke zaak en de regio.</p>`,
      industry: employer.industry,
      logoUrl: chance(random, 0.5) ? `https://logos.example/${slugify(employer.name)}.svg` : null,
      logoData: null,
      scrapingStatus: 'SCRAPING',
      dataEntity: {
        id: 5000 + i,
        uniqueId: `company-${i + 1}`,
        createdBy: 'crawler',
        createdDate: iso(anchorMs - 400 * DAY_MS),
        entityName: 'Company',
        lastFetchedDate: iso(anchorMs - between(random, 1, 30) * DAY_MS),
        lastModifiedBy: 'crawler',
        lastModifiedDate: iso(anchorMs - between(random, 1, 30) * DAY_MS),
        clientDataSource: {},
      },
    };
  });

  const clientNames = ['Inhuurdesk Noord', 'Talentbureau Randstad-Oost', 'Overheidsinhuur BV'];
  const clients = clientNames.map((name, i) => {
    const n = i + 1;
    return {
      id: n,
      name,
      uuid: `0f8e${pad(n, 4)}-7c1a-4b2e-9d3f-${pad(between(random, 0, 999999), 6)}a1b2c3`,
      reseller: i === 2,
      maxJobSlots: 50 * n,
      credits: 1000 * n,
      creditsUsed: 310 * n,
      creditsFree: 690 * n,
      ats: 'OTHER',
      jobCategories: CATEGORY_IDS.slice(i * 4, i * 4 + 5).map(jobCategoryRecord),
      feeds: [
        {
          id: 100 + n,
          name: `${name} feed`,
          dashboard: {},
          sources: [
            {
              id: 900 + n,
              name: `${name} bron`,
              username: canary('feed-source-username', n),
              password: canary('feed-source-password', n),
              userToken: canary('feed-source-userToken', n),
              client: {},
            },
          ],
        },
      ],
      customer: {
        id: 300 + n,
        name: `${name} Klant`,
        logo: null,
        domain: `${slugify(name)}.example`,
        billingDetails: {
          id: 400 + n,
          companyName: `${name} BV`,
          chamberNumber: canary('chamberNumber', n),
          taxId: canary('taxId', n),
          phone: canary('phone', n),
          postalCode: canary('billing-postalCode', n),
          city: 'Utrecht',
          country: 'NL',
          address: canary('billing-address', n),
          secondAddress: canary('billing-secondAddress', n),
          email: canary('billing-email', n),
          accountingContactId: canary('accountingContactId', n),
          dayOfMonth: 1,
          firstName: canary('billing-firstName', n),
          lastName: canary('billing-lastName', n),
          splitByCustomer: false,
          paymentCustomerId: canary('paymentCustomerId', n),
        },
        principalContact: { id: 3, login: canary('principalContact-login', n) },
        dataEntity: {},
      },
    };
  });

  const dataSources = PLATFORMS.map((platform, i) => {
    const n = i + 1;
    return {
      id: 700 + n,
      name: `${platform.charAt(0)}${platform.slice(1).toLowerCase()} crawler`,
      username: canary('cds-username', n),
      password: canary('cds-password', n),
      lastRun: iso(anchorMs - between(random, 1, 24) * 3_600_000),
      lastSuccessfulRun: iso(anchorMs - between(random, 24, 48) * 3_600_000),
      nextRun: iso(anchorMs + between(random, 1, 24) * 3_600_000),
      newEntities: between(random, 0, 400),
      active: true,
      url: `https://${platform.toLowerCase()}.example/feed`,
      additionalData: canary('cds-additionalData', n),
      status: 'WAITING',
      schedulingMode: 'SMART',
      type: 'REMOTE',
      repeatDelay: 3600,
      forceRepeatDelay: false,
      remotePortNumber: '8443',
      remoteVersion: '2.4.1',
      triggerNextBots: true,
      randomStartTime: iso(anchorMs + 7 * 3_600_000),
      randomEndTime: iso(anchorMs + 19 * 3_600_000),
      randomNumberOfTimes: 3,
      randomDays: 'MON,TUE,WED,THU,FRI',
      deleted: false,
      subscriptionName: `${platform} basis`,
      lockedManually: false,
      disabledComment: null,
      disabledBy: null,
      userToken: canary('cds-userToken', n),
      hidden: false,
      remoteDataDirectory: `/data/${platform.toLowerCase()}`,
      tokenExpirationDate: iso(anchorMs + 30 * DAY_MS),
      randomDuration: 45,
      restartInterval: 6,
      days: 'MON,TUE,WED,THU,FRI',
      startTime: iso(anchorMs + 6 * 3_600_000),
      durationInMinutes: 90,
      dataSource: {
        id: 800 + n,
        name: `${platform} vacatures`,
        platform: platformRefs[i],
        jobCategories: CATEGORY_IDS.slice(i * 2, i * 2 + 3).map(jobCategoryRecord),
      },
      client: {},
      platformAccount: {
        id: 600 + n,
        username: canary('platformAccount-username', n),
        password: canary('platformAccount-password', n),
        twoFactorCode: canary('platformAccount-twoFactorCode', n),
        status: 'OK',
        metaData: canary('platformAccount-metaData', n),
        subscription: { id: 650 + n, platform: platformRefs[i], client: {} },
      },
      remoteHost: {
        id: 200 + n,
        port: '22',
        name: `crawler-${n}.intern`,
        login: canary('remoteHost-login', n),
        password: canary('remoteHost-password', n),
        remoteSupportId: canary('remoteHost-remoteSupportId', n),
        remoteSupportPassword: canary('remoteHost-remoteSupportPassword', n),
        sshKey: `CANARY-ssh-ed25519-AAAAC3NzaC1lZDI1NTE5-${n}`,
        directoryPrefix: '/srv/crawl',
        remoteVersion: '2.4.1',
      },
      company: {},
      clientDataSources: [ref(700 + ((n % PLATFORMS.length) + 1), 'verwante bron')],
      clientTargetSystems: [ref(50 + n, 'Doelsysteem')],
    };
  });

  return {
    clients: deepFreeze(clients),
    dataSources: deepFreeze(dataSources),
    companies: deepFreeze(companies),
    sourcesWithCategory: new Map(),
  };
}

function descriptionHtml(random: Random, row: JobRow, employerName: string): string {
  if (row.vacancy) return row.vacancy.describe(row);
  const [role] = ROLES[row.role] ?? ['Medewerker'];
  const parts = [
    `<p>Als <strong>${role}</strong> bij ${employerName} werk je aan opgaven die ertoe doen.</p>`,
    '<p>Wat ga je doen?</p>',
    `<ul>${[0, 1, 2].map(() => `<li>${pick(random, ACTIVITIES)}</li>`).join('')}</ul>`,
    `<p>Wij bieden een ${row.employmentType === 'PERMANENT' ? 'vaste aanstelling' : 'opdracht'} van ${row.hoursMinimum ?? 32} tot ${row.hoursMaximum ?? 36} uur per week.</p>`,
  ];
  if (row.hostile) parts.splice(1, 0, ...HOSTILE);
  return parts.join('\n');
}

/** The full Job record of a row, built deterministically from the seed and the row. */
export function buildJob(row: JobRow, shared: SharedRecords, seed: number): Record<string, unknown> {
  const random = mulberry32(mixSeed(seed, row.id, 0xd00d));
  const id = row.id;
  const style = row.dateStyle;
  const at = (ms: number | null) => formatInstant(ms, style);
  const [roleTitle, , isco] = ROLES[row.role] ?? ['Medewerker', 'ADMINISTRATION', '0000'];
  const company = row.companyId === null ? null : (shared.companies[row.companyId - 1] ?? null);
  const employerName = row.employer ?? 'de opdrachtgever';
  const city = CITIES.find((c) => c.name === row.city) ?? null;
  const client = shared.clients[id % shared.clients.length]!;
  const platformIndex = Math.max(0, PLATFORMS.indexOf((row.platform ?? '') as (typeof PLATFORMS)[number]));
  const dataSource = shared.dataSources[platformIndex]!;
  const jobRef = { id };
  const hostileText = row.hostile ? ` ${HOSTILE[id % HOSTILE.length]}` : '';

  const attachments: Record<string, unknown>[] = [];
  if (chance(random, 0.3)) {
    const text = `Functieprofiel ${row.title}\nSchaal ${between(random, 8, 13)}\n`;
    attachments.push({
      id: id * 10 + 1,
      name: 'functieprofiel.txt',
      mimeType: 'text/plain',
      content: Buffer.from(text, 'utf8').toString('base64'),
      job: jobRef,
    });
  }
  if (chance(random, 0.2))
    attachments.push({ id: id * 10 + 2, name: 'opdrachtomschrijving.pdf', mimeType: 'application/pdf', content: null, job: jobRef });

  const job: Record<string, unknown> = {
    id,
    title: row.title,
    url: row.url,
    platform: row.platform,
    source: row.source,
    employer: row.employer,
    location: row.location,
    createdDate: at(row.createdDate),
    description: descriptionHtml(random, row, employerName),
    candidateDescription: `Je hebt minimaal ${between(random, 2, 8)} jaar ervaring als ${roleTitle.toLowerCase()} en een afgeronde ${pick(random, ['hbo', 'wo', 'mbo'])}-opleiding.${hostileText}`,
    startDate: at(row.startDate),
    endDate: at(row.endDate),
    publishDate: at(row.publishDate),
    closingDate: at(row.closingDate),
    expectedAwardDate: row.closingDate === null ? null : at(row.closingDate + 5 * DAY_MS),
    hoursMinimum: row.hoursMinimum,
    hoursMaximum: row.hoursMaximum,
    salaryMinimum: row.salaryMinimum,
    salaryMaximum: row.salaryMaximum,
    status: row.status,
    address: city ? `${pick(random, STREETS)} ${between(random, 1, 200)}` : null,
    postalCode: city ? `${city.postalCode} ${String.fromCharCode(65 + between(random, 0, 25), 65 + between(random, 0, 25))}` : null,
    city: row.city,
    province: row.province,
    duration: row.endDate === null ? null : `${pick(random, [3, 6, 6, 9, 12])} maanden`,
    extensionOption: row.endDate === null ? null : pick(random, ['2 x 6 maanden', '1 x 12 maanden', 'Geen']),
    category: row.category,
    sourceId: row.sourceId,
    freelancerAllowed: row.freelancerAllowed,
    startDateText: pick(random, ['Z.s.m.', 'In overleg', '1 van de maand']),
    maximumCandidates: pick(random, [1, 1, 2, 3]),
    maximumSubmissions: pick(random, [1, 2, 3, 5]),
    updatedDate: at(row.updatedDate),
    askQuestionsDueDate: row.closingDate === null ? null : at(row.closingDate - 7 * DAY_MS),
    salaryScale: row.salaryPeriod === 'MONTHLY' ? `Schaal ${between(random, 8, 13)}` : null,
    government: row.government,
    seniorityLevel: row.seniorityLevel,
    countryCode: 'NL',
    iscoCode: isco,
    latitude: city ? Math.round((city.latitude + (random() - 0.5) * 0.02) * 1e6) / 1e6 : null,
    longitude: city ? Math.round((city.longitude + (random() - 0.5) * 0.02) * 1e6) / 1e6 : null,
    employmentType: row.employmentType,
    normalizedTitle: roleTitle.toLowerCase(),
    language: row.language,
    salaryPeriod: row.salaryPeriod,
    data: {
      id: 2_000_000 + id,
      creationDate: formatDate(row.createdDate),
      crawledInfo: `Opgehaald door ${String(dataSource.name)}`,
      postedInfo: `Geplaatst op ${formatDate(row.publishDate) ?? 'onbekend'}`,
      uniqueId: `job-${id}`,
      dataEntity: {
        id: 3_000_000 + id,
        uniqueId: `job-${id}`,
        createdBy: 'crawler',
        createdDate: at(row.createdDate),
        entityName: 'Job',
        lastFetchedDate: at(row.updatedDate),
        lastModifiedBy: 'crawler',
        lastModifiedDate: at(row.updatedDate),
        clientDataSource: {},
      },
      clientDataSource: sourceWithCategory(shared, platformIndex, row.category),
    },
    client,
    embedding: Array.from({ length: 8 }, () => Math.round((random() * 2 - 1) * 1e4) / 1e4),
    company: company ? (row.hostile ? { ...company, summary: `${String(company.summary)}${hostileText}` } : company) : null,
    activities: [0, 1].map((n) => ({ id: id * 10 + n, text: pick(random, ACTIVITIES), job: jobRef })),
    attachments,
    competences: [0, 1, 2].map((n) => ({ id: id * 10 + n, text: pick(random, COMPETENCES), job: jobRef })),
    educations: [{ id: id * 10, level: pick(random, ['MBO', 'HBO', 'HBO', 'WO']), job: jobRef }],
  };
  return row.extra ? { ...job, ...row.extra } : job;
}

// ---- postings on the board that are not in the feed ----------------------------------------------

export interface OffFeedPosting {
  postingId: number;
  title: string;
  employer: string;
  location: string;
  description: string;
}

export function offFeedPosting(n: number): OffFeedPosting {
  const random = mulberry32(mixSeed(n, 0xbeef));
  const [role] = pick(random, ROLES);
  const employer = pick(random, EMPLOYERS);
  return {
    postingId: OFF_FEED_OFFSET + n,
    title: `${pick(random, ['Junior ', 'Senior ', '', 'Ervaren '])}${role}`,
    employer: employer.name,
    location: employer.city,
    description: `${employer.name} zoekt een ${role.toLowerCase()}. Deze vacature staat niet in de feed.`,
  };
}
