/** A job as Get All Jobs pages are read by the sync: the few fields the feed index keeps. */
import { z } from 'zod/mini';
import { JobCategorySchema } from './embedded-records';
import { tolerant } from './fields';
import { JobRecordSchema } from './job';

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
 * records its label comes from, by the same allowlist rule, and the description, fingerprinted for
 * vacancy grouping and then dropped. A page parsed through it leaves every other field unread
 * (companies, attachments, sources…), which is most of a page's
 * parsing time and memory; the UI's full records come from Get Job. Its nesting is bounded by the
 * schema itself, so no depth limit is needed. A sync reads a hundred thousand of these in the
 * browser, where zod runs without compiled parsers (extension CSP), so it reads them with
 * listing-reader.ts, this schema written out by hand and held to it by tests; a change here fails
 * those tests until the reader follows.
 */
export const JobListingSchema = z.extend(
  z.pick(JobRecordSchema, {
    id: true,
    title: true,
    // Read only to fingerprint it (description-hash.ts) for vacancy grouping; never kept or shown.
    description: true,
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
