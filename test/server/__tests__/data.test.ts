/** The seeded data: deterministic, realistic, varied where the client must be tolerant, with canaries. */
import { describe, expect, it } from 'vitest';
import { ENUM_MEMBERS } from '../../../utils/api/enums.ts';
import { ENUM_LABELS } from '../../../utils/i18n/enum-labels.ts';
import { DAY_MS, formatInstant, isoInstant } from '../data.ts';
import { JsonWriter } from '../json.ts';
import { parseQuery } from '../criteria.ts';
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

const known = (field: keyof typeof ENUM_MEMBERS) => new Set<string>(ENUM_MEMBERS[field]);

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
    expect(jobs.filter((j) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(String(j.updatedDate))).length).toBeGreaterThan(
      jobs.length * 0.9,
    );
  });

  it('use the known enumeration members, with a few unknown ones', () => {
    const fields: [keyof JobRecord & string, keyof typeof ENUM_MEMBERS][] = [
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
      const category = (job.data as { clientDataSource: { jobCategory: { name: string; en: string; nl: string } } }).clientDataSource
        .jobCategory;
      expect(category.name).toBe(job.category);
      const labels = (ENUM_LABELS.category as Record<string, { en: string; nl: string }>)[category.name];
      if (labels) expect({ en: category.en, nl: category.nl }).toEqual(labels);
      else expect(category.en).not.toBe('');
    }
  });

  it('point at the demo board, some with tracking parameters, with the posting id as sourceId', () => {
    for (const job of jobs) {
      expect(job.url).toMatch(
        new RegExp(`^${BOARD}/vacatures/${500_000 + job.id}/[a-z0-9-]+(\\?(utm_source=feed&utm_medium=api|gclid=abc))?$`),
      );
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

describe('record bodies', () => {
  it('write dates as Date#toISOString does, in every style', () => {
    const edges = [
      0, -1, 951_782_400_000, 951_868_799_999, 4_107_542_399_999, -30_610_224_000_000, -30_610_224_000_001, 253_402_300_799_999,
      253_402_300_800_000, 1.5,
    ];
    let seed = 7;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const samples = [...edges, ...Array.from({ length: 20_000 }, () => Math.floor((random() * 2 - 0.25) * 4e13))];
    for (const ms of samples) {
      expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
      const local = new Date(ms + 7_200_000);
      const p = (n: number, w = 2) => String(n).padStart(w, '0');
      const style1 = `${local.getUTCFullYear()}-${p(local.getUTCMonth() + 1)}-${p(local.getUTCDate())}T${p(local.getUTCHours())}:${p(local.getUTCMinutes())}:${p(local.getUTCSeconds())}.${p(local.getUTCMilliseconds(), 3)}417+02:00`;
      expect(formatInstant(ms, 1)).toBe(style1);
      expect(formatInstant(ms, 0)).toBe(
        ms % 1000 === 0 ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') : new Date(ms).toISOString(),
      );
    }
  });

  it('are the UTF-8 of JSON.stringify, for seeded, patched and odd records', () => {
    const s = store(42, 3000);
    const ids = s.ids();
    s.update(ids[5]!, {
      title: 'Café ’ \u0000 "quoted"',
      extraField: { list: [1, undefined, null] },
      company: null,
      client: undefined,
      callback: () => 1,
    });
    s.update(ids[6]!, { category: 'NOT_KNOWN', publishDate: '1969-12-31T23:59:59.999Z' });
    s.update(ids[7]!, { data: new Date(0), embedding: undefined, activities: { toJSON: () => undefined } });
    const rows = s.ids().map((id) => s.row(id)!);
    expect(s.listJson(rows).equals(Buffer.from(JSON.stringify(rows.map((row) => s.build(row))), 'utf8'))).toBe(true);
    expect(s.listJson([]).toString()).toBe('[]');
  });

  it('serve every change to a job at once, though records are kept as served', () => {
    const s = store(42, 300);
    const expectServedAsBuilt = () => {
      const rows = s.ids().map((id) => s.row(id)!);
      expect(s.listJson(rows).toString('utf8')).toBe(JSON.stringify(rows.map((row) => s.build(row))));
    };
    const ids = s.ids();
    expectServedAsBuilt();
    s.update(ids[1]!, { title: 'Hernoemd' });
    expectServedAsBuilt();
    // Refused half way: the fields before the bad one are changed all the same.
    expect(() => s.update(ids[2]!, { title: 'Eerst', hoursMinimum: 'veel' })).toThrow();
    expect((s.get(ids[2]!) as { title: string }).title).toBe('Eerst');
    expectServedAsBuilt();
    s.remove(ids[3]!);
    s.add({ id: ids[3]!, title: 'Terug' });
    expectServedAsBuilt();
    s.reset();
    expectServedAsBuilt();
    expect((s.get(ids[1]!) as { title: string }).title).not.toBe('Hernoemd');
  });

  it('write anything as JSON.stringify does, frozen parts included', () => {
    const shared = Object.freeze({ a: 1, b: Object.freeze(['x', 'ÿ']) });
    const values: unknown[] = [
      { shared, own: { shared, n: -0, big: 1e21, nan: NaN, u: undefined, f: () => 1, d: new Date(1), nested: { shared } } },
      [shared, undefined, () => 1, null],
      Object.create(null) as unknown,
      { toJSON: () => 'x' },
      'text',
      undefined,
    ];
    const writer = new JsonWriter();
    expect(JsonWriter.join(values.map((value) => writer.encode(value))).toString('utf8')).toBe(JSON.stringify(values));
    expect(writer.encode(undefined)).toBeNull();
  });
});

describe('listing by id', () => {
  it('finds the jobs above an id as testing every row does, after adds and removals too', () => {
    const s = store(42, 500);
    const ids = s.ids();
    s.remove(ids[10]!);
    // An id in a gap between seeded ones, and one after the last.
    const free = ids.find((id, i) => i > 20 && ids[i + 1]! > id + 1)! + 1;
    s.add({ id: free, title: 'Tussendoor' });
    s.add({ title: 'Achteraan' });
    for (const after of [0, ids[0]! - 1, ids[0]!, ids[10]!, free - 1, free, ids[250]! + 1, ids[499]!, ids[499]! + 100_000, 10 ** 12]) {
      for (const [page, size] of [
        [0, 20],
        [2, 7],
        [0, 1000],
      ] as const) {
        const query = parseQuery(new URLSearchParams(`id.greaterThan=${after}`));
        expect(query.predicates[0]!.idAbove).toBe(after);
        // The same filter, without the mark the store finds its start by.
        const plain = parseQuery(new URLSearchParams(`id.greaterThan=${after}`)).predicates.map(
          (p) => (row: Parameters<typeof p>[0]) => p(row),
        );
        const fast = s.list(query.predicates, [], page * size, size);
        const slow = s.list(plain, [], page * size, size);
        expect(fast.total).toBe(slow.total);
        expect(fast.rows.map((r) => r.id)).toEqual(slow.rows.map((r) => r.id));
      }
    }
  });
});

describe('added jobs', () => {
  it('are new vacancies: published now, open, closing after their publish date; a patch still says otherwise', () => {
    const s = store(42, 50);
    const before = Date.now();
    const added = Array.from({ length: 200 }, (_, n) => s.row(s.add({ title: `Nieuw ${n}` }).id as number)!);
    for (const row of added) {
      expect(row.publishDate).toBeGreaterThanOrEqual(before);
      expect(row.status).toBe('OPEN');
      expect(row.closingDate).toBeGreaterThan(row.publishDate!);
      expect(row.startDate).toBeGreaterThan(row.closingDate!);
    }
    const closed = s.row(s.add({ title: 'Laat gevonden', status: 'CLOSED', closingDate: '2026-01-01T00:00:00.000Z' }).id as number)!;
    expect(closed).toMatchObject({ status: 'CLOSED', closingDate: Date.parse('2026-01-01T00:00:00.000Z') });
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
      const answer = await call<JobRecord[]>(`${server.apiUrl}/api/feed/jobs?page=0&size=2000&sort=id,asc&id.greaterThan=${after}`, {
        token,
      });
      expect(answer.body).toHaveLength(2000);
      expect(answer.body[0]!.id).toBeGreaterThan(after);
      expect(answer.body.every((job, i) => i === 0 || job.id > answer.body[i - 1]!.id)).toBe(true);
    } finally {
      await server.close();
    }
  }, 30_000);
});
