/**
 * The sync reads Get All Jobs pages as listings (JobListingSchema), not full Jobs. A listing must
 * give the index exactly the summary a full Job gives, keep the credential allowlist, and leave the
 * rest of a record unread (the description is read for its fingerprint only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobFixtures } from '@/test/fixtures';
import { startReferenceServer, type ReferenceServer } from '@/test/server/app';
import { KEY_ADAPTERS } from '../../boards/enabled';
import { descriptionHash } from '../../feed/description-hash';
import { toJobSummary } from '../../feed/summarize';
import { parseJob, parseJobList } from '../parse';
import { JobListingSchema, readListing } from '../schemas';

let server: ReferenceServer;

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 600, seed: 7 });
});

afterAll(async () => {
  await server?.close();
});

describe('job listings', () => {
  it('summarize exactly as the full job does, for every seeded job and every fixture', () => {
    const bodies: [string, unknown][] = [
      ...server.store.ids().map((id) => [`seeded ${id}`, server.store.get(id)] as [string, unknown]),
      ...Object.entries(jobFixtures),
    ];
    let compared = 0;
    for (const [name, body] of bodies) {
      const full = (() => {
        try {
          return parseJob(body);
        } catch {
          return null;
        }
      })();
      const listing = JobListingSchema.safeParse(body);
      expect(listing.success, name).toBe(full !== null);
      if (!full || !listing.success) continue;
      expect(toJobSummary(listing.data, KEY_ADAPTERS, 1), name).toEqual(toJobSummary(full, KEY_ADAPTERS, 1));
      compared++;
    }
    expect(compared).toBeGreaterThan(600);
  });

  it('keep nothing beyond the summary fields, category records and description: no credential; the summary no description', () => {
    const { jobs } = parseJobList([jobFixtures.full, jobFixtures.hostile], readListing);
    expect(jobs).toHaveLength(2);
    expect(Object.keys(jobs[0]!.data!.clientDataSource!).sort()).toEqual(['dataSource', 'jobCategory']);
    const text = JSON.stringify(jobs);
    expect(text).not.toMatch(/CANARY/);
    for (const job of jobs) {
      // The description is read to fingerprint it, and the summary keeps only the fingerprint.
      const summary = toJobSummary(job, KEY_ADAPTERS, 1);
      expect(summary.descriptionHash).toBe(descriptionHash(job.description));
      expect(Object.keys(summary)).not.toContain('description');
      if (job.description) expect(JSON.stringify(summary)).not.toContain(job.description.slice(0, 20));
      expect(Object.keys(job)).not.toContain('company');
      expect(Object.keys(job)).not.toContain('attachments');
      for (const key of Object.keys(job.data?.clientDataSource ?? {})) expect(['dataSource', 'jobCategory']).toContain(key);
    }
  });

  it('drop only the category records that are not records, and label as the full job does', () => {
    const odd = [null, 'ICT', ['ICT'], 7, { name: 'ICT', en: 5, nl: 'ICT & digitaal', color: {} }, { name: 'ICT', en: 'IT', nl: null }];
    const bodies = [
      { id: 1, category: 'ICT', client: { jobCategories: odd } },
      { id: 2, category: ' ICT ', data: { clientDataSource: { jobCategory: 'ICT', dataSource: { jobCategories: odd } } } },
      {
        id: 3,
        category: 'ICT',
        client: { jobCategories: 'ICT' },
        data: { clientDataSource: { dataSource: { jobCategories: [{}, { name: 'ICT', en: null, nl: 'Nl' }] } } },
      },
    ];
    for (const body of bodies) {
      const listing = JobListingSchema.parse(body);
      expect(toJobSummary(listing, KEY_ADAPTERS, 1)).toEqual(toJobSummary(parseJob(body), KEY_ADAPTERS, 1));
    }
    expect(JobListingSchema.parse(bodies[0]).client?.jobCategories).toEqual([
      { name: 'ICT', en: null, nl: 'ICT & digitaal' },
      { name: 'ICT', en: 'IT', nl: null },
    ]);
  });

  it('skip elements that are not jobs and count them, as full parsing does', () => {
    const body = [jobFixtures.full, 'text', null, { id: 'x' }, { id: 4 }];
    const listed = parseJobList(body, readListing);
    const full = parseJobList(body);
    expect(listed.skipped).toBe(full.skipped);
    expect(listed.jobs.map((j) => j.id)).toEqual(full.jobs.map((j) => j.id));
  });
});
