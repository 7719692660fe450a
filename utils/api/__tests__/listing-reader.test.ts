/**
 * readListing (listing-reader.ts) is JobListingSchema written out by hand for speed; the schema is
 * the definition. Every job here, generated or seeded, must give what the schema gives: the same
 * refusal, or the same listing, key for key and in the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobFixtures } from '@/test/fixtures';
import { startReferenceServer, type ReferenceServer } from '@/test/server/app';
import { JobListingSchema, readListing } from '../schemas';

/** The schema's answer and the reader's, alike: both refuse, or both give the same value and key order. */
function expectAlike(job: Record<string, unknown>): void {
  const parsed = JobListingSchema.safeParse(job);
  const read = readListing(job);
  expect(read === null, JSON.stringify(job)).toBe(!parsed.success);
  if (!parsed.success) return;
  expect(read).toStrictEqual(parsed.data);
  expect(JSON.stringify(read)).toBe(JSON.stringify(parsed.data));
}

/** Strings as the API's fields come, and as they should not: padded, empty, long, dates in every shape. */
const textValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', ' ICT ', '\t\n', 'x'.repeat(100), ` ${'x'.repeat(100)} `, 'x'.repeat(101), 'Noord-Holland', 'FULL_TIME'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.constantFrom(
    '2025-02-29T10:00:00Z',
    '2024-02-29T10:00:00.000Z',
    '2024-01-01',
    ' 2024-01-01T10:00+02:00 ',
    '2024-13-01T00:00:00Z',
    '2024-06-01T24:00:00Z',
    '2024-06-01T10:00:00.123456789-05:30',
    'not a date',
  ),
);

/** Any JSON scalar, numbers at the edges a whole-number field checks. */
const scalar = fc.oneof(
  textValue,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, -1, 1.5, 2 ** 53, 2 ** 53 - 1, -(2 ** 53), 1e21),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);

const anyValue = fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) });

/** A category record, or something in its place; credentials beside it must not survive. */
const categoryValue = fc.oneof(
  anyValue,
  fc.record({ name: scalar, en: scalar, nl: scalar, color: scalar, password: scalar }, { requiredKeys: [] }),
);
const categoryList = fc.oneof(anyValue, fc.array(categoryValue, { maxLength: 4 }));

const dataValue = fc.oneof(
  anyValue,
  fc.record(
    {
      clientDataSource: fc.oneof(
        anyValue,
        fc.record(
          {
            jobCategory: categoryValue,
            dataSource: fc.oneof(anyValue, fc.record({ jobCategories: categoryList, name: scalar }, { requiredKeys: [] })),
            login: scalar,
            password: scalar,
          },
          { requiredKeys: [] },
        ),
      ),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
);

const FIELDS = [
  'title',
  'description',
  'url',
  'employer',
  'location',
  'city',
  'province',
  'category',
  'employmentType',
  'seniorityLevel',
  'freelancerAllowed',
  'government',
  'hoursMinimum',
  'hoursMaximum',
  'salaryMinimum',
  'salaryMaximum',
  'salaryPeriod',
  'status',
  'publishDate',
  'createdDate',
  'updatedDate',
  'closingDate',
  'startDate',
] as const;

/** A job: each listed field present or not and of any type, with fields no listing keeps beside them. */
const jobValue = fc.record(
  {
    id: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1 }) }, { weight: 1, arbitrary: scalar }),
    ...Object.fromEntries(FIELDS.map((field) => [field, scalar])),
    data: dataValue,
    client: fc.oneof(anyValue, fc.record({ jobCategories: categoryList, password: scalar }, { requiredKeys: [] })),
    password: scalar,
    company: anyValue,
    candidateDescription: scalar,
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Record<string, unknown>>;

describe('readListing', () => {
  it('gives what JobListingSchema gives, for any job', () => {
    fc.assert(fc.property(jobValue, expectAlike), { numRuns: 3000 });
  });

  it('gives what JobListingSchema gives, for every seeded job and every fixture', async () => {
    let server: ReferenceServer | undefined;
    try {
      server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 600, seed: 11 });
      const jobs = [...server.store.ids().map((id) => server!.store.get(id)), ...Object.values(jobFixtures)];
      for (const job of jobs) expectAlike(JSON.parse(JSON.stringify(job)) as Record<string, unknown>);
      expect(jobs.length).toBeGreaterThan(600);
    } finally {
      await server?.close();
    }
  });
});
