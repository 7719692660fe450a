/** The seeded data: deterministic, realistic, varied where the client must be tolerant, with canaries. */
import { describe, expect, it } from 'vitest';
import { ENUM_LABELS } from '../../../utils/api/enums.ts';
import { DAY_MS } from '../data.ts';
import { JobStore } from '../store.ts';
import { call, instantMs, signIn, start, type JobRecord } from './helpers.ts';

const ANCHOR = Date.UTC(2026, 10, 22);
const BOARD = 'http://localhost:8788';

function store(seed: number, jobs = 2000): JobStore {
  return new JobStore({ jobs, seed, anchorMs: ANCHOR, boardUrl: BOARD });
}

function records(s: JobStore): JobRecord[] {
  return s.ids().map((id) => s.get(id) as JobRecord);
}

const known = (field: keyof typeof ENUM_LABELS) => new Set(Object.keys(ENUM_LABELS[field]));

describe('seeded jobs', () => {
  const jobs = records(store(42));

  it('are the same for the same seed and day, and differ for another seed', () => {
    expect(records(store(42))).toEqual(jobs);
    const other = records(store(43));
    expect(other.map((j) => j.title)).not.toEqual(jobs.map((j) => j.title));
  });

  it('have ids from 1001 with gaps of 1 to 3', () => {
    expect(jobs[0]!.id).toBe(1001);
    const gaps = jobs.slice(1).map((j, i) => j.id - jobs[i]!.id);
    expect(new Set(gaps)).toEqual(new Set([1, 2, 3]));
  });

  it('have dates around the reference day, created before updated, updated before the day', () => {
    for (const job of jobs) {
      const created = instantMs(job.createdDate)!;
      const updated = instantMs(job.updatedDate)!;
      const published = instantMs(job.publishDate)!;
      expect(created).toBeLessThanOrEqual(updated);
      expect(updated).toBeLessThan(ANCHOR);
      expect(published).toBeGreaterThanOrEqual(ANCHOR - 61 * DAY_MS);
      expect(instantMs(job.closingDate)!).toBeGreaterThan(published);
    }
    expect(jobs.some((j) => /\.\d{6}\+02:00$/.test(String(j.updatedDate)))).toBe(true);
    expect(jobs.filter((j) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(String(j.updatedDate))).length).toBeGreaterThan(jobs.length * 0.9);
  });

  it('use the known enumeration members, with a few unknown ones', () => {
    const fields: [keyof JobRecord & string, keyof typeof ENUM_LABELS][] = [
      ['province', 'province'],
      ['category', 'category'],
      ['employmentType', 'employmentType'],
      ['seniorityLevel', 'seniorityLevel'],
      ['freelancerAllowed', 'freelancerAllowed'],
      ['language', 'language'],
      ['salaryPeriod', 'salaryPeriod'],
      ['platform', 'platform'],
      ['source', 'platform'],
    ];
    let unknown = 0;
    for (const [field, enumeration] of fields) {
      const members = known(enumeration);
      const values = jobs.map((j) => j[field]).filter((v) => v !== null) as string[];
      const outside = values.filter((v) => !members.has(v));
      expect(outside.length, field).toBeLessThan(values.length * 0.1);
      unknown += outside.length;
      // Most of the known members occur.
      expect(new Set(values.filter((v) => members.has(v))).size, field).toBeGreaterThanOrEqual(Math.min(2, members.size));
    }
    expect(unknown).toBeGreaterThan(0);
    expect(jobs.every((j) => (j.educations as { level: string }[]).every((e) => known('educationLevel').has(e.level)))).toBe(true);
  });

  it('embed the JobCategory of their category, with its labels', () => {
    for (const job of jobs.slice(0, 200)) {
      const category = (job.data as { clientDataSource: { jobCategory: { name: string; en: string; nl: string } } }).clientDataSource.jobCategory;
      expect(category.name).toBe(job.category);
      const labels = (ENUM_LABELS.category as Record<string, { en: string; nl: string }>)[category.name];
      if (labels) expect({ en: category.en, nl: category.nl }).toEqual(labels);
      else expect(category.en).not.toBe('');
    }
  });

  it('point at the demo board, some with tracking parameters, with the posting id as sourceId', () => {
    for (const job of jobs) {
      expect(job.url).toMatch(new RegExp(`^${BOARD}/vacatures/${500_000 + job.id}/[a-z0-9-]+(\\?(utm_source=feed&utm_medium=api|gclid=abc))?$`));
      expect(job.sourceId).toBe(String(500_000 + job.id));
    }
    const tracked = jobs.filter((j) => String(j.url).includes('?')).length;
    expect(tracked).toBeGreaterThan(jobs.length / 16);
    expect(tracked).toBeLessThan(jobs.length / 5);
  });

  it('vary: missing employer or location, hostile markup, attachments with content', () => {
    expect(jobs.filter((j) => j.employer === null).length).toBeGreaterThan(20);
    expect(jobs.filter((j) => j.location === null).length).toBeGreaterThan(20);
    const hostile = jobs.filter((j) => String(j.description).includes('onerror='));
    expect(hostile.length).toBeGreaterThan(2);
    expect(hostile.some((j) => String(j.description).includes('<script>'))).toBe(true);
    expect(hostile.some((j) => String(j.description).includes('javascript:'))).toBe(true);
    const withContent = jobs.flatMap((j) => j.attachments as { mimeType: string; content: string | null }[]).filter((a) => a.content);
    expect(Buffer.from(withContent[0]!.content!, 'base64').toString('utf8')).toMatch(/^Functieprofiel/);
    for (const job of jobs.slice(0, 50)) {
      expect(String(job.description)).toMatch(/<p>.*<strong>/s);
      expect(job).toHaveProperty('candidateDescription');
      expect((job.competences as unknown[]).length).toBeGreaterThan(0);
      expect((job.activities as { job: { id: number } }[])[0]!.job).toEqual({ id: job.id });
    }
  });

  it('fill every credential field with a canary', () => {
    const job = jobs.find((j) => j.employer !== null)!;
    const source = (job.data as Record<string, Record<string, unknown>>).clientDataSource!;
    const paths: unknown[] = [
      source.username,
      source.password,
      source.userToken,
      (source.platformAccount as Record<string, unknown>).password,
      (source.platformAccount as Record<string, unknown>).twoFactorCode,
      (source.remoteHost as Record<string, unknown>).password,
      (source.remoteHost as Record<string, unknown>).sshKey,
      (source.remoteHost as Record<string, unknown>).remoteSupportPassword,
      ((job.client as Record<string, Record<string, unknown>>).customer!.principalContact as Record<string, unknown>).login,
      ((job.client as Record<string, Record<string, unknown>>).customer!.billingDetails as Record<string, unknown>).email,
    ];
    for (const value of paths) expect(String(value)).toMatch(/^CANARY-/);
  });
});

describe('at scale', () => {
  it('serves a 2000-job page from the middle of 100,000 jobs', async () => {
    const server = await start({ jobs: 100_000, seed: 42 });
    try {
      const token = await signIn(server);
      expect(server.store.size).toBe(100_000);
      const after = server.store.ids()[60_000]!;
      // How fast it does so is the benchmark's business (npm run bench), not a test's.
      const answer = await call<JobRecord[]>(`${server.apiUrl}/api/feed/jobs?page=0&size=2000&sort=id,asc&id.greaterThan=${after}`, { token });
      expect(answer.body).toHaveLength(2000);
      expect(answer.body[0]!.id).toBeGreaterThan(after);
      expect(answer.body.every((job, i) => i === 0 || job.id > answer.body[i - 1]!.id)).toBe(true);
    } finally {
      await server.close();
    }
  }, 30_000);
});
