/** Get All Jobs, Count Jobs and Get Job over HTTP: paging, Link, sort, criteria filters, errors, CORS. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../app.ts';
import { allJobs, call, instantMs, signIn, start, type JobRecord } from './helpers.ts';

let server: ReferenceServer;
let token: string;
let jobs: JobRecord[];

const MAX_PAGE = 100;

beforeAll(async () => {
  server = await start({ jobs: 500, maxPageSize: MAX_PAGE });
  token = await signIn(server);
  jobs = allJobs(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

function list(query: string) {
  return call<JobRecord[]>(`${server.apiUrl}/api/feed/jobs${query ? `?${query}` : ''}`, { token });
}

function count(query: string) {
  return call<number>(`${server.apiUrl}/api/feed/jobs/count${query ? `?${query}` : ''}`, { token });
}

/** Every matching job, fetched page by page with the largest page the server gives. */
async function listAll(query: string): Promise<JobRecord[]> {
  const found: JobRecord[] = [];
  for (let page = 0; ; page++) {
    const answer = await list(`${query}${query ? '&' : ''}page=${page}&size=${MAX_PAGE}`);
    expect(answer.status, `${query}: ${answer.text.slice(0, 200)}`).toBe(200);
    found.push(...answer.body);
    if (answer.body.length < MAX_PAGE) return found;
  }
}

function links(header: string | null): { rel: string; url: URL }[] {
  return (header ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const match = /^\s*<([^>]+)>;\s*rel="([a-z]+)"\s*$/.exec(part);
      if (!match) throw new Error(`bad Link entry: ${part}`);
      return { rel: match[2]!, url: new URL(match[1]!) };
    });
}

describe('GET /api/feed/jobs', () => {
  it('answers page 0 of 20 by id ascending, with X-Total-Count and Link next, last, first', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.body.map((j) => j.id)).toEqual(jobs.slice(0, 20).map((j) => j.id));
    expect(answer.headers.get('X-Total-Count')).toBe('500');
    const entries = links(answer.headers.get('Link'));
    expect(entries.map((e) => e.rel)).toEqual(['next', 'last', 'first']);
    expect(entries.map((e) => [e.url.searchParams.get('page'), e.url.searchParams.get('size')])).toEqual([
      ['1', '20'],
      ['24', '20'],
      ['0', '20'],
    ]);
    expect(entries[0]!.url.origin).toBe(server.apiUrl);
    expect(entries[0]!.url.pathname).toBe('/api/feed/jobs');
  });

  it('orders Link next, prev, last, first in the middle, drops next on the last page, and keeps the filters', async () => {
    const middle = await list('page=2&size=10&sort=id,asc&province.in=UTRECHT,DRENTHE');
    const entries = links(middle.headers.get('Link'));
    expect(entries.map((e) => e.rel)).toEqual(['next', 'prev', 'last', 'first']);
    for (const entry of entries) {
      expect(entry.url.searchParams.get('province.in')).toBe('UTRECHT,DRENTHE');
      expect(entry.url.searchParams.get('sort')).toBe('id,asc');
      expect(entry.url.searchParams.get('size')).toBe('10');
    }
    const total = Number(middle.headers.get('X-Total-Count'));
    const lastPage = Math.ceil(total / 10) - 1;
    expect(entries[2]!.url.searchParams.get('page')).toBe(String(lastPage));
    const last = await list(`page=${lastPage}&size=10&province.in=UTRECHT,DRENTHE`);
    expect(links(last.headers.get('Link')).map((e) => e.rel)).toEqual(['prev', 'last', 'first']);
    expect(last.body.length).toBe(total - lastPage * 10);
  });

  it('answers [] beyond the end, caps the size, and refuses sizes below 1 and bad pages', async () => {
    const beyond = await list('page=99&size=50');
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('X-Total-Count')).toBe('500');
    const capped = await list('size=5000');
    expect(capped.body).toHaveLength(MAX_PAGE);
    expect(links(capped.headers.get('Link'))[0]!.url.searchParams.get('size')).toBe(String(MAX_PAGE));
    for (const query of ['size=0', 'size=-3', 'page=-1', 'page=abc', 'size=1.5']) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({
        type: 'https://www.jhipster.tech/problem/problem-with-message',
        status: 400,
        message: 'error.http.400',
        path: '/api/feed/jobs',
      });
    }
  });

  it('pages through everything without gaps or repeats', async () => {
    const ids = (await listAll('')).map((j) => j.id);
    expect(ids).toEqual(server.store.ids());
  });

  it('sorts by one or more fields, nulls last ascending', async () => {
    const byTitle = await listAll('sort=title,asc&sort=id,desc');
    const expected = [...jobs].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : b.id - a.id));
    expect(byTitle.map((j) => j.id)).toEqual(expected.map((j) => j.id));

    const bySalary = await listAll('sort=salaryMaximum,desc');
    const salaries = bySalary.map((j) => j.salaryMaximum as number);
    expect(salaries).toEqual([...salaries].sort((a, b) => b - a));

    const byUpdated = (await list('sort=updatedDate,desc&size=50')).body;
    const times = byUpdated.map((j) => instantMs(j.updatedDate)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const byEmployer = await listAll('sort=employer,asc');
    const firstNull = byEmployer.findIndex((j) => j.employer === null);
    expect(firstNull).toBeGreaterThan(0);
    expect(byEmployer.slice(firstNull).every((j) => j.employer === null)).toBe(true);

    expect((await list('sort=password,asc')).status).toBe(400);
  });

  it('exposes its headers to extension origins and answers preflights', async () => {
    const origin = 'chrome-extension://abcdefghijklmnop';
    const answer = await call(`${server.apiUrl}/api/feed/jobs?size=1`, { token, headers: { Origin: origin } });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(answer.headers.get('Access-Control-Expose-Headers')).toMatch(/X-Total-Count.*Link.*Authorization/);
    server.clearRequests();
    const preflight = await fetch(`${server.apiUrl}/api/feed/jobs`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    expect(server.requests).toEqual([]);
  });
});

describe('criteria filters', () => {
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);
  const sample = () => jobs[17]!;

  /** Each filter with the jobs it must select, computed from the records themselves. */
  function cases(): [query: string, expected: (job: JobRecord) => boolean][] {
    const cutoff = instantMs(jobs[250]!.updatedDate)!;
    const cutoffText = new Date(cutoff).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const day = String(jobs[100]!.publishDate).slice(0, 10);
    const dayMs = Date.parse(`${day}T00:00:00Z`);
    const target = sample();
    return [
      ['title.contains=DEVELOPER', (j) => lower(j.title)!.includes('developer')],
      ['title.doesNotContain=senior', (j) => !lower(j.title)!.includes('senior')],
      [`title.equals=${encodeURIComponent(target.title)}`, (j) => j.title === target.title],
      ['employer.contains=gemeente', (j) => lower(j.employer)?.includes('gemeente') === true],
      ['employer.specified=false', (j) => j.employer === null],
      ['employer.specified=true', (j) => j.employer !== null],
      ['location.equals=Utrecht', (j) => j.location === 'Utrecht'],
      ['city.in=Utrecht,Assen', (j) => j.city === 'Utrecht' || j.city === 'Assen'],
      ['province.equals=UTRECHT', (j) => j.province === 'UTRECHT'],
      ['province.notEquals=UTRECHT', (j) => j.province !== null && j.province !== 'UTRECHT'],
      ['province.in=UTRECHT,DRENTHE', (j) => j.province === 'UTRECHT' || j.province === 'DRENTHE'],
      ['province.notIn=UTRECHT,DRENTHE', (j) => j.province !== null && j.province !== 'UTRECHT' && j.province !== 'DRENTHE'],
      ['category.equals=ICT', (j) => j.category === 'ICT'],
      ['employmentType.in=INTERIM,FREELANCE', (j) => j.employmentType === 'INTERIM' || j.employmentType === 'FREELANCE'],
      ['seniorityLevel.equals=SENIOR', (j) => j.seniorityLevel === 'SENIOR'],
      ['freelancerAllowed.equals=YES', (j) => j.freelancerAllowed === 'YES'],
      ['status.equals=OPEN', (j) => j.status === 'OPEN'],
      [`url.equals=${encodeURIComponent(String(target.url))}`, (j) => j.url === target.url],
      [`sourceId.equals=${String(target.sourceId)}`, (j) => j.sourceId === target.sourceId],
      ['government.equals=true', (j) => j.government === true],
      [`id.greaterThan=${target.id}&id.lessThanOrEqual=${jobs[40]!.id}`, (j) => j.id > target.id && j.id <= jobs[40]!.id],
      [`id.in=${jobs[3]!.id},${jobs[9]!.id},7`, (j) => j.id === jobs[3]!.id || j.id === jobs[9]!.id],
      ['hoursMinimum.greaterThanOrEqual=32', (j) => (j.hoursMinimum as number) >= 32],
      ['hoursMaximum.lessThan=40', (j) => (j.hoursMaximum as number) < 40],
      ['salaryMinimum.greaterThan=5000', (j) => (j.salaryMinimum as number) > 5000],
      ['salaryMaximum.lessThanOrEqual=100', (j) => (j.salaryMaximum as number) <= 100],
      [`updatedDate.greaterThan=${cutoffText}`, (j) => instantMs(j.updatedDate)! > Math.floor(cutoff / 1000) * 1000],
      [`createdDate.lessThan=${cutoffText}`, (j) => instantMs(j.createdDate)! < Math.floor(cutoff / 1000) * 1000],
      [`publishDate.greaterThanOrEqual=${day}`, (j) => instantMs(j.publishDate)! >= dayMs],
      [`closingDate.lessThanOrEqual=${day}`, (j) => instantMs(j.closingDate)! <= dayMs],
      ['endDate.specified=false', (j) => j.endDate === null],
      ['startDate.greaterThan=2000-01-01T00:00:00.000%2B02:00', () => true],
      ['startDate.greaterThan=2000-01-01T00:00:00+02:00', () => true],
      [
        'province.equals=UTRECHT&title.contains=a&hoursMaximum.greaterThan=30',
        (j) => j.province === 'UTRECHT' && lower(j.title)!.includes('a') && (j.hoursMaximum as number) > 30,
      ],
    ];
  }

  it('select exactly the matching jobs, in list and count alike', async () => {
    for (const [query, expected] of cases()) {
      const want = jobs.filter(expected).map((j) => j.id);
      const got = (await listAll(query)).map((j) => j.id);
      expect(got, query).toEqual(want);
      const counted = await count(query);
      expect(counted.body, query).toBe(want.length);
      const first = await list(`${query}&size=1`);
      expect(first.headers.get('X-Total-Count'), query).toBe(String(want.length));
    }
  });

  it('cover a good part of the data (the cases are not vacuous)', () => {
    for (const [query, expected] of cases()) {
      const n = jobs.filter(expected).length;
      if (!query.startsWith('url.') && !query.startsWith('sourceId.') && !query.startsWith('id.in')) expect(n, query).toBeGreaterThan(0);
      if (!query.startsWith('startDate')) expect(n, query).toBeLessThan(jobs.length);
    }
  });

  it('refuse unknown fields, operators and values with a 400 problem, in list and count', async () => {
    for (const query of [
      'password.equals=x',
      'title.greaterThan=a',
      'province.contains=UT',
      'hoursMinimum.contains=3',
      'title.startsWith=x',
      'hoursMinimum.equals=many',
      'updatedDate.greaterThan=yesterday',
      'government.equals=maybe',
      'title.specified=perhaps',
      'foo=bar',
    ]) {
      for (const answer of [await list(query), await count(query)]) {
        expect(answer.status, query).toBe(400);
        expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
        expect(answer.body, query).toMatchObject({
          type: 'https://www.jhipster.tech/problem/problem-with-message',
          title: 'Bad Request',
          status: 400,
          message: 'error.http.400',
        });
      }
    }
  });
});

describe('GET /api/feed/jobs/count', () => {
  it('answers a bare number', async () => {
    const answer = await count('');
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('500');
  });
});

describe('GET /api/feed/jobs/{id}', () => {
  it('answers the job, with or without clientViewId', async () => {
    const job = jobs[5]!;
    const plain = await call<JobRecord>(`${server.apiUrl}/api/feed/jobs/${job.id}`, { token });
    expect(plain.status).toBe(200);
    expect(plain.body).toEqual(job);
    const viewed = await call<JobRecord>(`${server.apiUrl}/api/feed/jobs/${job.id}?clientViewId=3`, { token });
    expect(viewed.body).toEqual(job);
  });

  it('answers an unknown id with the 404 problem', async () => {
    const answer = await call(`${server.apiUrl}/api/feed/jobs/999999999`, { token });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      type: 'https://www.jhipster.tech/problem/problem-with-message',
      title: 'Not Found',
      status: 404,
      detail: '404 NOT_FOUND',
      path: '/api/feed/jobs/999999999',
      message: 'error.http.404',
    });
  });

  it('refuses ids and clientViewIds that are not whole numbers', async () => {
    expect((await call(`${server.apiUrl}/api/feed/jobs/abc`, { token })).status).toBe(400);
    expect((await call(`${server.apiUrl}/api/feed/jobs/${jobs[0]!.id}?clientViewId=x`, { token })).status).toBe(400);
  });
});

describe('other routes', () => {
  it('answers unknown API paths 404 and other methods 405, as problems', async () => {
    const unknown = await call(`${server.apiUrl}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ title: 'Not Found', status: 404, message: 'error.http.404', path: '/api/nothing-here' });
    expect((await call(`${server.apiUrl}/api/feed/other`, { token })).status).toBe(404);
    const post = await call(`${server.apiUrl}/api/feed/jobs`, { token, method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET');
    expect(post.body).toMatchObject({ title: 'Method Not Allowed', status: 405, message: 'error.http.405' });
  });

  it('records API requests with their raw query and whether a token came, never the token', async () => {
    server.clearRequests();
    await list('size=3&title.contains=a%20b');
    await call(`${server.apiUrl}/api/feed/jobs/count`);
    await fetch(`${server.apiUrl}/__test/requests`);
    const timed = { receivedAt: expect.any(Number), answeredAt: expect.any(Number) };
    expect(server.requests).toEqual([
      { method: 'GET', path: '/api/feed/jobs', query: 'size=3&title.contains=a%20b', status: 200, authorization: true, ...timed },
      { method: 'GET', path: '/api/feed/jobs/count', query: '', status: 401, authorization: false, ...timed },
    ]);
    const [listed, counted] = server.requests;
    expect(listed!.answeredAt).toBeGreaterThanOrEqual(listed!.receivedAt);
    expect(counted!.receivedAt).toBeGreaterThanOrEqual(listed!.answeredAt!);
    const log = await call<unknown[]>(`${server.apiUrl}/__test/requests`);
    expect(log.body).toEqual(server.requests);
    expect(JSON.stringify(server.requests)).not.toContain(token.slice(0, 20));
  });
});
