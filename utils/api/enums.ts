/**
 * The enumerations of the Job Feed API: the members we know. The spec gives one member per
 * enumeration and says the full sets are "not shown", so a parsed value may be any other member too:
 * an unknown member is normal and is kept, never dropped (their labels: utils/i18n/enum-labels.ts).
 */
export const ENUM_MEMBERS = {
  province: [
    'DRENTHE',
    'FLEVOLAND',
    'FRIESLAND',
    'GELDERLAND',
    'GRONINGEN',
    'LIMBURG',
    'NOORD_BRABANT',
    'NOORD_HOLLAND',
    'OVERIJSSEL',
    'UTRECHT',
    'ZEELAND',
    'ZUID_HOLLAND',
  ],
  category: [
    'ADMINISTRATION',
    'ICT',
    'FINANCE',
    'HEALTHCARE',
    'EDUCATION',
    'ENGINEERING',
    'LEGAL',
    'MARKETING',
    'HUMAN_RESOURCES',
    'CONSTRUCTION',
    'LOGISTICS',
    'POLICY',
  ],
  employmentType: ['INTERIM', 'FREELANCE', 'PERMANENT', 'TEMPORARY', 'SECONDMENT', 'INTERNSHIP'],
  seniorityLevel: ['JUNIOR', 'MEDIOR', 'SENIOR', 'LEAD', 'EXECUTIVE', 'PRINCIPAL'],
  freelancerAllowed: ['YES', 'NO', 'UNKNOWN', 'ON_REQUEST'],
  language: ['DUTCH', 'ENGLISH', 'GERMAN', 'FRENCH'],
  salaryPeriod: ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'],
  /** Dutch education levels. */
  educationLevel: ['MBO', 'HBO', 'WO'],
  /** Job.platform and Job.source share this enumeration. */
  platform: ['MISCELLANEOUS', 'STRIIVE', 'LINKEDIN', 'INDEED', 'FLEXTENDER'],
  clientDataSourceStatus: ['WAITING'],
  schedulingMode: ['SMART'],
  clientDataSourceType: ['REMOTE'],
  platformAccountStatus: ['OK'],
  scrapingStatus: ['SCRAPING'],
  /**
   * Job.status is free text in the spec; these are the codes feeds send (the reference feed's OPEN,
   * CLOSED, ON_HOLD) and the other words utils/feed/job-state.ts reads as closed.
   */
  jobStatus: ['OPEN', 'CLOSED', 'ON_HOLD', 'FILLED', 'CANCELLED', 'CANCELED', 'EXPIRED'],
  /** Client.ats: the spec omits its only known member (a third-party product name). */
  ats: [],
} as const satisfies Record<string, readonly string[]>;

/** Longer than any enumeration member; longer strings are not members but noise. The parser keeps
 * members up to this length (schemas/fields.ts), and a search may filter on any member it kept. */
export const ENUM_MEMBER_MAX_LENGTH = 100;

export type EnumField = keyof typeof ENUM_MEMBERS;

/** The members of `F` we know, as a string literal union (never for `ats`). */
export type KnownMember<F extends EnumField> = (typeof ENUM_MEMBERS)[F][number];

/**
 * A value of enumeration `F` as parsed: a known member, or any other member the server sends
 * (`string & {}` keeps editor completion for the known ones).
 */
export type EnumValue<F extends EnumField> = KnownMember<F> | (string & {});

export function isKnownMember<F extends EnumField>(field: F, value: string): value is KnownMember<F> {
  return (ENUM_MEMBERS[field] as readonly string[]).includes(value);
}
