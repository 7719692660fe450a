/** The /__test routes: changing jobs, reset, the request log, and every fault. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../app.ts';
import { allJobs, call, instantMs, putFaults, signIn, start, type JobRecord } from './helpers.ts';

let server: ReferenceServer;
let token: string;

beforeAll(async () => {
  server = await start({ jobs: 300 });
  token = await signIn(server);
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

const feed = (path: string) => call(`${server.apiUrl}/api/feed/jobs${path}`, { token });

function send(method: string, path: string, body?: unknown) {
  return call<JobRecord>(`${server.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe('changing jobs', () => {
  it('PATCH sets fields and an updatedDate newer than every seeded one', async () => {
    const seededMax = Math.max(...allJobs(server).map((j) => instantMs(j.updatedDate)!));
    const id = server.store.ids()[10]!;
    const patched = await send('PATCH', `/__test/jobs/${id}`, {
      title: 'Kwartiermaker Datagedreven Werken',
      province: 'ZEELAND',
      hoursMinimum: 8,
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, title: 'Kwartiermaker Datagedreven Werken', province: 'ZEELAND', hoursMinimum: 8 });
    expect(instantMs(patched.body.updatedDate)!).toBeGreaterThan(seededMax);
    expect((await feed(`/${id}`)).body).toEqual(patched.body);
    const cursor = new Date(seededMax).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const changed = await feed(`?updatedDate.greaterThan=${cursor}`);
    expect((changed.body as JobRecord[]).map((j) => j.id)).toEqual([id]);
    expect((await feed('/count?title.contains=datagedreven')).body).toBe(1);
    expect((await feed('/count?province.equals=ZEELAND&id.equals=' + id)).body).toBe(1);
  });

  it('PATCH orders successive changes strictly, keeps unknown fields, refuses wrong types', async () => {
    const [a, b] = server.store.ids();
    const first = await send('PATCH', `/__test/jobs/${a}`, { description: '<p>Nieuw</p>', somethingNew: { x: 1 } });
    const second = await send('PATCH', `/__test/jobs/${b}`, { status: 'CLOSED' });
    expect(instantMs(second.body.updatedDate)!).toBeGreaterThan(instantMs(first.body.updatedDate)!);
    expect(first.body).toMatchObject({ description: '<p>Nieuw</p>', somethingNew: { x: 1 } });
    expect((await send('PATCH', `/__test/jobs/${a}`, { hoursMinimum: 'veel' })).status).toBe(400);
    expect((await send('PATCH', `/__test/jobs/${a}`, { updatedDate: 'gisteren' })).status).toBe(400);
    expect((await send('PATCH', '/__test/jobs/1', { title: 'x' })).status).toBe(404);
  });

  it('DELETE removes a job from list, count and get', async () => {
    const id = server.store.ids()[0]!;
    expect((await send('DELETE', `/__test/jobs/${id}`)).status).toBe(204);
    expect((await feed(`/${id}`)).status).toBe(404);
    expect((await feed('/count')).body).toBe(299);
    expect(((await feed('?size=5')).body as JobRecord[]).map((j) => j.id)).not.toContain(id);
    expect(server.store.has(id)).toBe(false);
    expect((await send('DELETE', `/__test/jobs/${id}`)).status).toBe(404);
  });

  it('POST adds a job after the last id', async () => {
    const last = server.store.ids().at(-1)!;
    const added = await send('POST', '/__test/jobs', { title: 'Nieuwe Vacature Teamcoach' });
    expect(added.status).toBe(201);
    expect(added.body.id).toBeGreaterThan(last);
    expect(added.body.title).toBe('Nieuwe Vacature Teamcoach');
    expect(added.body.url).toBe(`${server.boardUrl}/vacatures/${500_000 + added.body.id}/nieuwe-vacature-teamcoach`);
    expect((await feed('/count')).body).toBe(301);
    expect((await feed(`/${added.body.id}`)).body).toEqual(added.body);
    expect((await send('POST', '/__test/jobs', { id: last })).status).toBe(400);
  });

  it('reset restores the seeded data, clears faults and the request log', async () => {
    const before = allJobs(server);
    await send('PATCH', `/__test/jobs/${before[0]!.id}`, { title: 'Anders' });
    await send('DELETE', `/__test/jobs/${before[1]!.id}`);
    await putFaults(server, { status: 503 });
    await feed('/count');
    expect(server.requests.length).toBeGreaterThan(0);
    expect((await send('POST', '/__test/reset')).status).toBe(204);
    expect(server.requests).toEqual([]);
    expect(allJobs(server)).toEqual(before);
    expect((await feed('/count')).status).toBe(200);
  });
});

describe('faults', () => {
  it('answers every feed request with a status, with Retry-After for 429, and records it', async () => {
    await putFaults(server, { status: 503 });
    server.clearRequests();
    const down = await feed('/count');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 503, message: 'error.http.503' });
    expect(server.requests.map((r) => r.status)).toEqual([503]);
    await putFaults(server, { status: 429, retryAfterSeconds: 120 });
    const limited = await feed('?size=1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('120');
    await putFaults(server, { status: 500 });
    expect((await feed('/1001')).body).toMatchObject({ status: 500, message: 'error.http.500' });
    // Sign-in is not a feed request.
    expect(await signIn(server)).toMatch(/^eyJ/);
  });

  it('delays answers by latencyMs', async () => {
    await putFaults(server, { latencyMs: 150 });
    const t0 = performance.now();
    expect((await feed('/count')).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it('revokes the token after failAfterRequests feed requests', async () => {
    await putFaults(server, { failAfterRequests: 2 });
    expect((await feed('/count')).status).toBe(200);
    expect((await feed('?size=1')).status).toBe(200);
    const revoked = await feed('?size=1');
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ detail: 'Full authentication is required to access this resource' });
    expect((await call(`${server.apiUrl}/api/feed/jobs/count`, { token: await signIn(server) })).status).toBe(401);
    await putFaults(server, null);
    expect((await feed('/count')).status).toBe(200);
  });

  it('garbles feed bodies when malformed', async () => {
    await putFaults(server, { malformed: true });
    for (const path of ['?size=3', '/count', `/${server.store.ids()[0]}`]) {
      const answer = await feed(path);
      expect(answer.status).toBe(200);
      expect(() => JSON.parse(answer.text), path).toThrow();
    }
  });

  it('refuses filters on the fields named', async () => {
    await putFaults(server, { refuseFilters: ['updatedDate'] });
    const refused = await feed('/count?updatedDate.greaterThan=2026-01-01T00:00:00Z');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, message: 'error.http.400' });
    expect((await feed('?updatedDate.greaterThan=2026-01-01T00:00:00Z')).status).toBe(400);
    expect((await feed('/count?id.greaterThan=1')).status).toBe(200);
  });

  it('sends the paging headers a deployment sends: both, the total alone, or none', async () => {
    const headers = async () => {
      const answer = await feed('?size=3');
      return [answer.headers.get('x-total-count') !== null, answer.headers.get('link') !== null];
    };
    expect(await headers()).toEqual([true, true]);
    await putFaults(server, { listPaging: 'total' });
    expect(await headers()).toEqual([true, false]);
    await putFaults(server, { listPaging: 'none' });
    expect(await headers()).toEqual([false, false]);
    expect((await send('PUT', '/__test/faults', { listPaging: 'page' })).status).toBe(400);
  });

  it('refuses unknown faults, and can be read back and cleared', async () => {
    expect((await send('PUT', '/__test/faults', { explode: true })).status).toBe(400);
    expect((await send('PUT', '/__test/faults', { latencyMs: -1 })).status).toBe(400);
    await putFaults(server, { latencyMs: 5, unauthorizedStyle: '8' });
    expect((await call(`${server.apiUrl}/__test/faults`)).body).toEqual({ latencyMs: 5, unauthorizedStyle: '8' });
    await putFaults(server, null);
    expect((await call(`${server.apiUrl}/__test/faults`)).body).toEqual({});
  });
});

describe('more faults', () => {
  it('errorRate fails that share of feed requests, spread evenly', async () => {
    await putFaults(server, { errorRate: 0.3 });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await feed('/count')).status);
    expect(statuses.filter((s) => s === 500)).toHaveLength(6);
    expect(statuses.filter((s) => s === 200)).toHaveLength(14);
  });

  it('nonJson answers an HTML page with status 200', async () => {
    await putFaults(server, { nonJson: true });
    const answer = await feed('?size=3');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.body).toBeUndefined();
  });

  it('tokenTtlSeconds issues short-lived tokens that then expire', async () => {
    await putFaults(server, { tokenTtlSeconds: 1 });
    const short = await signIn(server, 'demo', 'demo1234', true);
    const claims = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await call(`${server.apiUrl}/api/feed/jobs/count`, { token: short })).status).toBe(401);
  });
});
