/**
 * JobSummary: the slim, credential-free record of one feed job that the local index keeps. It holds
 * what the popup's list, search and filters and the page matching need, and nothing nested.
 */
import { z } from 'zod';

const text = z.string().nullable();
const int = z.number().int().nullable();
/** ISO instant in UTC, as the API layer normalizes it. */
const instant = z.string().nullable();

export const JobSummarySchema = z.object({
  id: z.number().int().positive(),
  title: text,
  employer: text,
  location: text,
  city: text,
  province: text,
  category: text,
  /** The category's labels from the job's embedded JobCategory records, when it had them. */
  categoryLabel: z.object({ en: text, nl: text }).nullable(),
  employmentType: text,
  seniorityLevel: text,
  freelancerAllowed: text,
  government: z.boolean().nullable(),
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
  /** Folded title, employer, location, city and category labels: what the search box looks in (search-text.ts). */
  searchText: z.string(),
  /** Newest first by publish date, then created date: `${publishDate}|${createdDate}|${id}` padded. */
  recency: z.string(),
  /** When this index first saw the job (epoch ms): "new since your last visit". */
  firstSeenAt: z.number(),
});

export type JobSummary = z.infer<typeof JobSummarySchema>;
