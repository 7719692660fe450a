/**
 * The records a job embeds (its data, client, company, sources, …), as allowlists (index.ts): where
 * the spec gives a record credential or personal fields, a comment says which are left unlisted.
 */
import { z } from 'zod/mini';
import { bool, calendarDate, enumeration, instant, integer, list, text, tolerant, type ListOf, type Tolerant } from './fields';

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
