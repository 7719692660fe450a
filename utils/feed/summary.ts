/**
 * JobSummary: the slim, credential-free record of one feed job that the local index keeps. It holds
 * what the popup's list, search and filters and the page matching need, and nothing nested.
 */
import { z } from 'zod/mini';

const text = z.nullable(z.string());
const int = z.nullable(z.int());
/** ISO instant in UTC, as the API layer normalizes it. */
const instant = z.nullable(z.string());

export const JobSummarySchema = z.object({
  id: z.int().check(z.positive()),
  title: text,
  employer: text,
  location: text,
  city: text,
  province: text,
  category: text,
  /** The category's labels from the job's embedded JobCategory records, when it had them. */
  categoryLabel: z.nullable(z.object({ en: text, nl: text })),
  employmentType: text,
  seniorityLevel: text,
  freelancerAllowed: text,
  government: z.nullable(z.boolean()),
  hoursMinimum: int,
  hoursMaximum: int,
  salaryMinimum: int,
  salaryMaximum: int,
  salaryPeriod: text,
  status: text,
  publishDate: instant,
  createdDate: instant,
  updatedDate: instant,
  closingDate: instant,
  startDate: instant,
  url: text,
  /** normalizePostingUrl(url): the secondary key pages are matched on. */
  normalizedUrl: text,
  /** `<boardId>:<postingId>` where a board adapter recognises the url; the other matching key. */
  postingKey: text,
  /** Newest first by publish date, then created date: `${publishDate}|${createdDate}|${id}` padded. */
  recency: z.string(),
  /** The employer and the title as vacancy grouping compares them (vacancy-key.ts); null: none. */
  vacancyEmployer: text,
  vacancyTitle: text,
  /** The description's SimHash (description-hash.ts), never the description; null: none or too short. */
  descriptionHash: text,
  /** When this index first saw the job (epoch ms): "new since your last visit". */
  firstSeenAt: z.number(),
});

export type JobSummary = z.infer<typeof JobSummarySchema>;
