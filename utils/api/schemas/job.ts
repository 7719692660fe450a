/**
 * The Job record, as Get Job answers it. Only Job.id is required: without it a body is not a job at
 * all (see parse.ts). The parent `job` of a child record is only a reference (embedded-records.ts).
 */
import { z } from 'zod/mini';
import {
  ActivitySchema,
  AttachmentSchema,
  ClientSchema,
  CompanySchema,
  CompetenceSchema,
  EducationSchema,
  JobDataSchema,
} from './embedded-records';
import { bool, enumeration, instant, integer, latitude, list, longitude, text, tolerant } from './fields';
import { limitDepth, MAX_RECORD_DEPTH } from './record-depth';

/** JHipster ids are Java longs; beyond 2^53 a JSON number is no longer the id it was. */
export const JobIdSchema = z.int().check(z.positive());

/** The Job record's fields; JobListingSchema picks the few a listing keeps. */
export const JobRecordSchema = z.object({
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

/** A Job body: cut at MAX_RECORD_DEPTH, then parsed. Fails only when it has no valid id. */
export const JobSchema = z.pipe(
  z.transform((body: unknown) => limitDepth(body, MAX_RECORD_DEPTH)),
  JobRecordSchema,
);

export type Job = z.infer<typeof JobSchema>;
