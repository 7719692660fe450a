/**
 * The labels of the API's enumeration members in the UI languages, and a readable fallback for
 * members we do not know (utils/api/enums.ts says which we know; an unknown one is shown humanized,
 * never dropped).
 */
import type { EnumField, KnownMember } from '../api/enums';
import type { Job, JobCategory } from '../api/schemas';
import { CATEGORY_LABELS } from './category-labels';
import type { Locale } from './locale';

type Label = Record<Locale, string>;

const same = (label: string): Label => ({ en: label, nl: label });

/** Every known member of every enumeration has its label: a member added without one is a type error. */
type EnumLabels = { readonly [F in EnumField]: Readonly<Record<KnownMember<F>, Label>> };

export const ENUM_LABELS = {
  province: {
    DRENTHE: same('Drenthe'),
    FLEVOLAND: same('Flevoland'),
    FRIESLAND: same('Friesland'),
    GELDERLAND: same('Gelderland'),
    GRONINGEN: same('Groningen'),
    LIMBURG: same('Limburg'),
    NOORD_BRABANT: same('Noord-Brabant'),
    NOORD_HOLLAND: same('Noord-Holland'),
    OVERIJSSEL: same('Overijssel'),
    UTRECHT: same('Utrecht'),
    ZEELAND: same('Zeeland'),
    ZUID_HOLLAND: same('Zuid-Holland'),
  },
  category: CATEGORY_LABELS,
  employmentType: {
    INTERIM: same('Interim'),
    FREELANCE: same('Freelance'),
    PERMANENT: { en: 'Permanent', nl: 'Vast' },
    TEMPORARY: { en: 'Temporary', nl: 'Tijdelijk' },
    SECONDMENT: { en: 'Secondment', nl: 'Detachering' },
    INTERNSHIP: { en: 'Internship', nl: 'Stage' },
  },
  seniorityLevel: {
    JUNIOR: same('Junior'),
    MEDIOR: { en: 'Mid-level', nl: 'Medior' },
    SENIOR: same('Senior'),
    LEAD: same('Lead'),
    EXECUTIVE: { en: 'Executive', nl: 'Directie' },
    PRINCIPAL: same('Principal'),
  },
  freelancerAllowed: {
    YES: { en: 'Yes', nl: 'Ja' },
    NO: { en: 'No', nl: 'Nee' },
    UNKNOWN: { en: 'Unknown', nl: 'Onbekend' },
    ON_REQUEST: { en: 'On request', nl: 'Op aanvraag' },
  },
  language: {
    DUTCH: { en: 'Dutch', nl: 'Nederlands' },
    ENGLISH: { en: 'English', nl: 'Engels' },
    GERMAN: { en: 'German', nl: 'Duits' },
    FRENCH: { en: 'French', nl: 'Frans' },
  },
  salaryPeriod: {
    HOURLY: { en: 'per hour', nl: 'per uur' },
    DAILY: { en: 'per day', nl: 'per dag' },
    WEEKLY: { en: 'per week', nl: 'per week' },
    MONTHLY: { en: 'per month', nl: 'per maand' },
    YEARLY: { en: 'per year', nl: 'per jaar' },
  },
  /** Dutch education levels; they have no English names, so both languages use the Dutch ones. */
  educationLevel: {
    MBO: same('MBO'),
    HBO: same('HBO'),
    WO: same('WO'),
  },
  platform: {
    MISCELLANEOUS: { en: 'Miscellaneous', nl: 'Overig' },
    STRIIVE: same('Striive'),
    LINKEDIN: same('LinkedIn'),
    INDEED: same('Indeed'),
    FLEXTENDER: same('Flextender'),
  },
  clientDataSourceStatus: {
    WAITING: { en: 'Waiting', nl: 'Wachtend' },
  },
  schedulingMode: {
    SMART: { en: 'Smart', nl: 'Slim' },
  },
  clientDataSourceType: {
    REMOTE: { en: 'Remote', nl: 'Op afstand' },
  },
  platformAccountStatus: {
    OK: same('OK'),
  },
  scrapingStatus: {
    SCRAPING: { en: 'Scraping', nl: 'Wordt opgehaald' },
  },
  jobStatus: {
    OPEN: same('Open'),
    CLOSED: { en: 'Closed', nl: 'Gesloten' },
    ON_HOLD: { en: 'On hold', nl: 'Gepauzeerd' },
    FILLED: { en: 'Filled', nl: 'Vervuld' },
    CANCELLED: { en: 'Cancelled', nl: 'Geannuleerd' },
    CANCELED: { en: 'Cancelled', nl: 'Geannuleerd' },
    EXPIRED: { en: 'Expired', nl: 'Verlopen' },
  },
  ats: {},
} as const satisfies EnumLabels;

/** `Noord-Holland`, ` noord_holland ` and `NOORD HOLLAND` all look up NOORD_HOLLAND. */
function memberKey(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

const WORDS = /^[A-Za-z0-9]+(?:[_\s-]+[A-Za-z0-9]+)*$/;

/**
 * A readable form of an unknown member: `NEW_PLATFORM_2026` → "New platform 2026"; provinces are
 * proper names joined by hyphens: `NOORD_OOST` → "Noord-Oost". Anything that is not such a word
 * list is returned as sent (it is rendered as text, never as HTML).
 */
function humanize(field: EnumField, value: string): string {
  const trimmed = value.trim();
  if (!WORDS.test(trimmed)) return trimmed;
  const words = trimmed.toLowerCase().split(/[_\s-]+/);
  const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  if (field === 'province') return words.map(capitalize).join('-');
  // A period follows an amount: "€800 fortnightly", as the known ones read "€85 per hour".
  if (field === 'salaryPeriod') return words.join(' ');
  return [capitalize(words[0] ?? ''), ...words.slice(1)].join(' ');
}

/** The label of an enumeration member in `locale`; '' for no value. */
export function enumLabel(field: EnumField, value: string | null | undefined, locale: Locale): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const labels: Partial<Record<string, Label>> = ENUM_LABELS[field];
  const key = memberKey(value);
  const known = Object.hasOwn(labels, key) ? labels[key] : undefined;
  return known ? known[locale] : humanize(field, value);
}

/**
 * The JobCategory record for the job's category, from those embedded in the job: the server's own
 * labels, which also cover categories our list does not know.
 */
export function findJobCategory(job: Job): JobCategory | null {
  if (job.category === null) return null;
  const wanted = memberKey(job.category);
  const source = job.data?.clientDataSource ?? null;
  const candidates = [source?.jobCategory ?? null, ...(job.client?.jobCategories ?? []), ...(source?.dataSource?.jobCategories ?? [])];
  return candidates.find((category) => category?.name != null && memberKey(category.name) === wanted) ?? null;
}

/** The job's category in the UI language: the embedded JobCategory's label, else our own. */
export function categoryLabel(job: Job, locale: Locale): string {
  const label = findJobCategory(job)?.[locale];
  return label && label.trim() !== '' ? label.trim() : enumLabel('category', job.category, locale);
}
