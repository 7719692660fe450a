/**
 * The records of the Job Feed API as zod schemas, and our types for them (`z.infer` outputs).
 *
 * Parsing is where the API's data becomes ours (style: parse once at the edge), so it is:
 * - an allowlist: only the fields below survive; credential and personal fields are simply not
 *   listed, so zod strips them before anything is cached, logged, messaged or shown (security rule 6);
 * - tolerant: the spec does not say which fields are required or nullable, nor the full enumerations,
 *   so every field is `T | null` (missing, null and wrong-typed values all become null), unknown
 *   enumeration members are kept as strings, and a bad list element drops only itself;
 * - bounded: records refer to each other in cycles (Client → feeds → sources → client …), so a body is
 *   cut at MAX_RECORD_DEPTH before zod walks it, and the parent `job` of a child record is only a
 *   reference.
 * Only Job.id is required: without it a body is not a job at all (see parse.ts).
 */
import { z } from 'zod/mini';
import type { EnumField, EnumValue } from './enums';

/** A field that never fails its record: missing, null or of the wrong type, it parses as null. */
type Tolerant<T extends z.ZodMiniType> = z.ZodMiniCatch<z.ZodMiniNullable<T>>;

function tolerant<T extends z.ZodMiniType>(schema: T): Tolerant<T> {
  return z.catch(z.nullable(schema), null);
}

type ListOf<T extends z.ZodMiniType> = Tolerant<
  z.ZodMiniPipe<z.ZodMiniArray<z.ZodMiniUnknown>, z.ZodMiniTransform<z.output<T>[], unknown[]>>
>;

/** An array whose elements that do not parse are left out, instead of failing the whole list. */
function list<T extends z.ZodMiniType>(element: T): ListOf<T> {
  return tolerant(
    z.pipe(
      z.array(z.unknown()),
      z.transform((items: unknown[]) =>
        items.flatMap((item) => {
          const result = element.safeParse(item);
          return result.success ? [result.data as z.output<T>] : [];
        }),
      ),
    ),
  );
}

/** Longer than any enumeration member; longer strings are not members but noise. */
const ENUM_MEMBER_MAX_LENGTH = 100;

function enumeration<F extends EnumField>() {
  return tolerant(
    z.pipe(
      z.string().check(z.trim(), z.minLength(1), z.maxLength(ENUM_MEMBER_MAX_LENGTH)),
      z.transform((member: string) => member as EnumValue<F>),
    ),
  );
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?)?$/;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function validCalendarDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * An ISO 8601 date-time as a UTC ISO string (`Date#toISOString()`), or null when it is not one.
 * Parsed by hand rather than with `Date.parse`, whose leniency differs between engines (day 31 of
 * February, more than three fraction digits). A value without offset is UTC, as the spec says all
 * timestamps are; a date alone is its midnight UTC.
 */
export function normalizeInstant(value: string): string | null {
  const match = DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', , sign, offsetHours = '0', offsetMinutes = '0'] = match;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number];
  const [offH, offM] = [Number(offsetHours), Number(offsetMinutes)];
  if (!validCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59 || offH > 23 || offM > 59) return null;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const offsetMs = (sign === '-' ? -1 : 1) * (offH * 60 + offM) * 60_000;
  return new Date(date.getTime() - offsetMs).toISOString();
}

/** A calendar date as `YYYY-MM-DD`; of a date-time, the date as written (a date has no time zone). */
export function normalizeCalendarDate(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ].*)?$/.exec(value.trim());
  if (!match) return null;
  const [, y = '', mo = '', d = ''] = match;
  return validCalendarDate(Number(y), Number(mo), Number(d)) ? `${y}-${mo}-${d}` : null;
}

const text = tolerant(z.string());
const integer = tolerant(z.int());
const bool = tolerant(z.boolean());
const instant = tolerant(z.pipe(z.string(), z.transform(normalizeInstant)));
const calendarDate = tolerant(z.pipe(z.string(), z.transform(normalizeCalendarDate)));
const latitude = tolerant(z.number().check(z.minimum(-90), z.maximum(90)));
const longitude = tolerant(z.number().check(z.minimum(-180), z.maximum(180)));

/** The API's reference shape, `{id, name}`. */
export const RefSchema = z.object({ id: integer, name: text });

/** A child record's parent job: only its id, so a job never embeds a whole job again. */
export const JobRefSchema = z.object({ id: integer });

export const JobCategorySchema = z.object({
  id: integer,
  name: text,
  iconName: text,
  color: text,
  en: text,
  nl: text,
});

export const DataSourceSchema = z.object({
  id: integer,
  name: text,
  platform: tolerant(RefSchema),
  jobCategories: list(JobCategorySchema),
});

export const RemoteHostSchema = z.object({
  id: integer,
  port: text,
  name: text,
  // login, password, remoteSupportId, remoteSupportPassword and sshKey are credentials: not listed.
  directoryPrefix: text,
  remoteVersion: text,
});

/** Only what says who is billed; the rest of the billing record is personal data we have no use for. */
export const BillingDetailsSchema = z.object({
  id: integer,
  companyName: text,
  city: text,
  country: text,
});

/**
 * From here on, records refer to each other in cycles; zod 4 getters defer each reference, and the
 * annotations are what TypeScript needs to infer the cyclic types.
 */
export const DataEntitySchema = z.object({
  id: integer,
  uniqueId: text,
  createdBy: text,
  createdDate: instant,
  entityName: text,
  lastFetchedDate: instant,
  lastModifiedBy: text,
  lastModifiedDate: instant,
  get clientDataSource(): Tolerant<typeof ClientDataSourceSchema> {
    return tolerant(ClientDataSourceSchema);
  },
});

export const CompanySchema = z.object({
  id: integer,
  name: text,
  location: text,
  city: text,
  countryCode: text,
  employeeCount: integer,
  revenue: integer,
  summary: text,
  description: text,
  industry: text,
  logoUrl: text,
  logoData: text,
  scrapingStatus: enumeration<'scrapingStatus'>(),
  get dataEntity(): Tolerant<typeof DataEntitySchema> {
    return tolerant(DataEntitySchema);
  },
});

export const CustomerSchema = z.object({
  id: integer,
  name: text,
  logo: text,
  domain: text,
  billingDetails: tolerant(BillingDetailsSchema),
  // principalContact ({id, login}) is a user account: not listed.
  get dataEntity(): Tolerant<typeof DataEntitySchema> {
    return tolerant(DataEntitySchema);
  },
});

export const FeedSchema = z.object({
  id: integer,
  name: text,
  /** The spec shows it only as `{}`; with no field listed, none is kept. */
  dashboard: tolerant(z.object({})),
  get sources(): ListOf<typeof ClientDataSourceSchema> {
    return list(ClientDataSourceSchema);
  },
});

export const ClientSchema = z.object({
  id: integer,
  name: text,
  uuid: text,
  reseller: bool,
  maxJobSlots: integer,
  credits: integer,
  creditsUsed: integer,
  creditsFree: integer,
  ats: enumeration<'ats'>(),
  jobCategories: list(JobCategorySchema),
  get feeds(): ListOf<typeof FeedSchema> {
    return list(FeedSchema);
  },
  customer: tolerant(CustomerSchema),
});

export const SubscriptionSchema = z.object({
  id: integer,
  platform: tolerant(RefSchema),
  get client(): Tolerant<typeof ClientSchema> {
    return tolerant(ClientSchema);
  },
});

export const PlatformAccountSchema = z.object({
  id: integer,
  // username, password and twoFactorCode are credentials; metaData is opaque scraper state that may
  // hold secrets and is never displayed: none of them is listed.
  status: enumeration<'platformAccountStatus'>(),
  subscription: tolerant(SubscriptionSchema),
});

export const ClientDataSourceSchema = z.object({
  id: integer,
  name: text,
  // username, password and userToken are credentials: not listed.
  lastRun: instant,
  lastSuccessfulRun: instant,
  nextRun: instant,
  newEntities: integer,
  active: bool,
  url: text,
  // additionalData (opaque scraper settings, may hold secrets, never displayed) is not listed either.
  status: enumeration<'clientDataSourceStatus'>(),
  schedulingMode: enumeration<'schedulingMode'>(),
  type: enumeration<'clientDataSourceType'>(),
  repeatDelay: integer,
  forceRepeatDelay: bool,
  remotePortNumber: text,
  remoteVersion: text,
  triggerNextBots: bool,
  randomStartTime: instant,
  randomEndTime: instant,
  randomNumberOfTimes: integer,
  randomDays: text,
  deleted: bool,
  subscriptionName: text,
  lockedManually: bool,
  disabledComment: text,
  disabledBy: text,
  hidden: bool,
  remoteDataDirectory: text,
  tokenExpirationDate: instant,
  randomDuration: integer,
  restartInterval: integer,
  days: text,
  startTime: instant,
  durationInMinutes: integer,
  dataSource: tolerant(DataSourceSchema),
  get client(): Tolerant<typeof ClientSchema> {
    return tolerant(ClientSchema);
  },
  jobCategory: tolerant(JobCategorySchema),
  get platformAccount(): Tolerant<typeof PlatformAccountSchema> {
    return tolerant(PlatformAccountSchema);
  },
  remoteHost: tolerant(RemoteHostSchema),
  get company(): Tolerant<typeof CompanySchema> {
    return tolerant(CompanySchema);
  },
  clientDataSources: list(RefSchema),
  clientTargetSystems: list(RefSchema),
});

export const JobDataSchema = z.object({
  id: integer,
  creationDate: calendarDate,
  crawledInfo: text,
  postedInfo: text,
  uniqueId: text,
  dataEntity: tolerant(DataEntitySchema),
  clientDataSource: tolerant(ClientDataSourceSchema),
});

export const ActivitySchema = z.object({ id: integer, text, job: tolerant(JobRefSchema) });
export const AttachmentSchema = z.object({ id: integer, name: text, mimeType: text, content: text, job: tolerant(JobRefSchema) });
export const CompetenceSchema = z.object({ id: integer, text, job: tolerant(JobRefSchema) });
export const EducationSchema = z.object({ id: integer, level: enumeration<'educationLevel'>(), job: tolerant(JobRefSchema) });

/** JHipster ids are Java longs; beyond 2^53 a JSON number is no longer the id it was. */
export const JobIdSchema = z.int().check(z.positive());

const JobRecordSchema = z.object({
  id: JobIdSchema,
  title: text,
  url: text,
  platform: enumeration<'platform'>(),
  source: enumeration<'platform'>(),
  employer: text,
  location: text,
  createdDate: instant,
  description: text,
  candidateDescription: text,
  startDate: instant,
  endDate: instant,
  publishDate: instant,
  closingDate: instant,
  expectedAwardDate: instant,
  hoursMinimum: integer,
  hoursMaximum: integer,
  salaryMinimum: integer,
  salaryMaximum: integer,
  status: text,
  address: text,
  postalCode: text,
  city: text,
  province: enumeration<'province'>(),
  duration: text,
  extensionOption: text,
  category: enumeration<'category'>(),
  sourceId: text,
  freelancerAllowed: enumeration<'freelancerAllowed'>(),
  startDateText: text,
  maximumCandidates: integer,
  maximumSubmissions: integer,
  updatedDate: instant,
  askQuestionsDueDate: instant,
  salaryScale: text,
  government: bool,
  seniorityLevel: enumeration<'seniorityLevel'>(),
  countryCode: text,
  iscoCode: text,
  latitude,
  longitude,
  employmentType: enumeration<'employmentType'>(),
  normalizedTitle: text,
  language: enumeration<'language'>(),
  salaryPeriod: enumeration<'salaryPeriod'>(),
  data: tolerant(JobDataSchema),
  client: tolerant(ClientSchema),
  // `embedding` (a vector of hundreds of numbers for the server's similarity search) is not listed:
  // nothing here displays it, and it would multiply the size of every cached job.
  company: tolerant(CompanySchema),
  activities: list(ActivitySchema),
  attachments: list(AttachmentSchema),
  competences: list(CompetenceSchema),
  educations: list(EducationSchema),
});

/**
 * How many embedded records deep below the job are kept (the job is level 0). Real bodies truncate
 * back-references to `{}`; this bound covers every path the UI reads (the deepest,
 * data.clientDataSource.dataSource.jobCategories, is level 4) and keeps a hostile or cyclic nesting
 * from being walked, kept or overflowing the stack.
 */
export const MAX_RECORD_DEPTH = 6;

/**
 * A copy of a JSON value in which objects nested more than `maxDepth` objects deep, and arrays
 * directly inside arrays (no record has those), are null. Arrays do not count as a level: a list of
 * records is one level below its owner. Iterative, so no nesting depth can overflow the stack.
 */
export function limitDepth(value: unknown, maxDepth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  type Container = Record<string, unknown> | unknown[];
  const copyOf = (source: object): Container => (Array.isArray(source) ? [] : {});
  const root = copyOf(value);
  // The depth of an array is that of its owner: its object elements are one level below.
  const pending: { source: object; target: Container; depth: number }[] = [
    { source: value, target: root, depth: Array.isArray(value) ? -1 : 0 },
  ];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { source, target, depth } = item;
    const inArray = Array.isArray(source);
    for (const key of Object.keys(source)) {
      // A `__proto__` key of parsed JSON is an own property; assigning it would set the prototype.
      if (key === '__proto__') continue;
      const child: unknown = (source as Record<string, unknown>)[key];
      let copy: unknown = child;
      if (typeof child === 'object' && child !== null) {
        const childIsArray = Array.isArray(child);
        const childDepth = childIsArray ? depth : depth + 1;
        if ((childIsArray && inArray) || childDepth > maxDepth) {
          copy = null;
        } else {
          copy = copyOf(child);
          pending.push({ source: child, target: copy as Container, depth: childDepth });
        }
      }
      (target as Record<string, unknown>)[key] = copy;
    }
  }
  return root;
}

/** A Job body: cut at MAX_RECORD_DEPTH, then parsed. Fails only when it has no valid id. */
export const JobSchema = z.pipe(
  z.transform((body: unknown) => limitDepth(body, MAX_RECORD_DEPTH)),
  JobRecordSchema,
);

/**
 * A category record as a listing keeps it: only what the summary's label is taken from (its name
 * and labels). Validated like JobCategorySchema's fields, a third of them.
 */
const ListingCategorySchema = z.pick(JobCategorySchema, { name: true, en: true, nl: true });

/**
 * A listing's category list: as `list()`, an element that is not a category record drops only itself,
 * but checked in one array parse rather than a parse of its own per element (records of every job).
 */
const listingCategories = tolerant(
  z.pipe(
    z.array(tolerant(ListingCategorySchema)),
    z.transform((items: (ListingCategory | null)[]) => items.filter((item) => item !== null)),
  ),
);

/**
 * What the feed index needs of a job in a Get All Jobs page: the summary's fields and the category
 * records its label comes from, by the same allowlist rule. A page parsed through it leaves every
 * other field unread (descriptions, companies, attachments, sources…), which is most of a page's
 * parsing time and memory; the UI's full records come from Get Job. Its nesting is bounded by the
 * schema itself, so no depth limit is needed. A sync parses a hundred thousand of these in the
 * browser, where zod runs without compiled parsers (extension CSP): the category lists, three to a
 * dozen records per job, were half of that time, hence their slimmer schema.
 */
export const JobListingSchema = z.extend(
  z.pick(JobRecordSchema, {
    id: true,
    title: true,
    url: true,
    employer: true,
    location: true,
    city: true,
    province: true,
    category: true,
    employmentType: true,
    seniorityLevel: true,
    freelancerAllowed: true,
    government: true,
    hoursMinimum: true,
    hoursMaximum: true,
    salaryMinimum: true,
    salaryMaximum: true,
    salaryPeriod: true,
    status: true,
    publishDate: true,
    createdDate: true,
    updatedDate: true,
    closingDate: true,
    startDate: true,
  }),
  {
    data: tolerant(
      z.object({
        clientDataSource: tolerant(
          z.object({
            jobCategory: tolerant(ListingCategorySchema),
            dataSource: tolerant(z.object({ jobCategories: listingCategories })),
          }),
        ),
      }),
    ),
    client: tolerant(z.object({ jobCategories: listingCategories })),
  },
);

export type JobListing = z.infer<typeof JobListingSchema>;
export type ListingCategory = z.infer<typeof ListingCategorySchema>;
export type Ref = z.infer<typeof RefSchema>;
export type JobRef = z.infer<typeof JobRefSchema>;
export type JobCategory = z.infer<typeof JobCategorySchema>;
export type DataSource = z.infer<typeof DataSourceSchema>;
export type RemoteHost = z.infer<typeof RemoteHostSchema>;
export type BillingDetails = z.infer<typeof BillingDetailsSchema>;
export type DataEntity = z.infer<typeof DataEntitySchema>;
export type Company = z.infer<typeof CompanySchema>;
export type Customer = z.infer<typeof CustomerSchema>;
export type Feed = z.infer<typeof FeedSchema>;
export type Client = z.infer<typeof ClientSchema>;
export type Subscription = z.infer<typeof SubscriptionSchema>;
export type PlatformAccount = z.infer<typeof PlatformAccountSchema>;
export type ClientDataSource = z.infer<typeof ClientDataSourceSchema>;
export type JobData = z.infer<typeof JobDataSchema>;
export type Activity = z.infer<typeof ActivitySchema>;
export type Attachment = z.infer<typeof AttachmentSchema>;
export type Competence = z.infer<typeof CompetenceSchema>;
export type Education = z.infer<typeof EducationSchema>;
export type Job = z.infer<typeof JobSchema>;
