/** Authorize and bearer checks over HTTP, against the JHipster bodies of docs/api-conventions.md#authorize and #bearer-requests. */
import { decodeJwt, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../app.ts';
import { call, putFaults, signIn, start, TEST_SECRET } from './helpers.ts';

let server: ReferenceServer;
const key = new TextEncoder().encode(TEST_SECRET);

beforeAll(async () => {
  server = await start();
});

afterAll(async () => {
  await server.close();
});

beforeEach(async () => {
  await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
});

function authenticate(body: unknown, query = 'userInterface=PLUGIN') {
  return call<Record<string, unknown>>(`${server.apiUrl}/api/authenticate${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/authenticate', () => {
  it('issues an HS512 JWT with sub, auth, iat and exp, in the body and the Authorization header', async () => {
    const answer = await authenticate({ username: 'demo', password: 'demo1234', rememberMe: false });
    expect(answer.status).toBe(200);
    const token = answer.body.id_token as string;
    expect(Object.keys(answer.body)).toEqual(['id_token']);
    expect(answer.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(decodeProtectedHeader(token).alg).toBe('HS512');
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS512'] });
    expect(payload.sub).toBe('demo');
    expect(payload.auth).toBe('ROLE_USER');
    expect(payload.aud).toBeUndefined();
    expect(payload.exp! - payload.iat!).toBe(86_400);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it('gives 30 days with rememberMe, and admin both roles', async () => {
    const token = await signIn(server, 'admin', 'admin1234', true);
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(2_592_000);
    expect(claims.auth).toBe('ROLE_ADMIN,ROLE_USER');
    expect(claims.sub).toBe('admin');
  });

  it('accepts a missing or other known userInterface, refuses an unknown one, and records the query', async () => {
    server.clearRequests();
    expect((await authenticate({ username: 'demo', password: 'demo1234' }, '')).status).toBe(200);
    expect((await authenticate({ username: 'demo', password: 'demo1234' }, 'userInterface=DASHBOARD')).status).toBe(200);
    const bad = await authenticate({ username: 'demo', password: 'demo1234' }, 'userInterface=EVIL');
    expect(bad.status).toBe(400);
    expect(server.requests.map((r) => [r.method, r.path, r.query, r.status, r.authorization])).toEqual([
      ['POST', '/api/authenticate', '', 200, false],
      ['POST', '/api/authenticate', 'userInterface=DASHBOARD', 200, false],
      ['POST', '/api/authenticate', 'userInterface=EVIL', 400, false],
    ]);
  });

  it('answers bad credentials with the JHipster 401 problem', async () => {
    for (const body of [
      { username: 'demo', password: 'wrong-password' },
      { username: 'nobody', password: 'demo1234' },
    ]) {
      const answer = await authenticate(body);
      expect(answer.status).toBe(401);
      expect(answer.headers.get('Content-Type')).toBe('application/problem+json');
      expect(answer.body).toEqual({
        type: 'https://www.jhipster.tech/problem/problem-with-message',
        title: 'Unauthorized',
        status: 401,
        detail: 'Bad credentials',
        path: '/api/authenticate',
        message: 'error.http.401',
      });
    }
  });

  it('answers constraint violations with fieldErrors of loginVM', async () => {
    const long = await authenticate({ username: 'x'.repeat(51), password: 'demo1234' });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      type: 'https://www.jhipster.tech/problem/constraint-violation',
      title: 'Method argument not valid',
      status: 400,
      path: '/api/authenticate',
      message: 'error.validation',
      fieldErrors: [{ objectName: 'loginVM', field: 'username', message: 'size must be between 1 and 50' }],
    });
    const short = await authenticate({ username: 'demo', password: 'abc' });
    expect(short.body.fieldErrors).toEqual([{ objectName: 'loginVM', field: 'password', message: 'size must be between 4 and 100' }]);
    const missing = await authenticate({});
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual([
      { objectName: 'loginVM', field: 'username', message: 'must not be null' },
      { objectName: 'loginVM', field: 'password', message: 'must not be null' },
    ]);
    const empty = await authenticate({ username: '', password: 'x'.repeat(101) });
    expect((empty.body.fieldErrors as { field: string }[]).map((e) => e.field)).toEqual(['username', 'password']);
  });

  it('answers a body that is not JSON with a 400 problem, and other methods with 405', async () => {
    const answer = await authenticate('{"username": "demo", ');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ title: 'Bad Request', status: 400, detail: 'Failed to read request', message: 'error.http.400' });
    const get = await call(`${server.apiUrl}/api/authenticate`);
    expect(get.status).toBe(405);
    expect(get.body).toMatchObject({ status: 405, message: 'error.http.405' });
  });
});

describe('bearer tokens on the feed', () => {
  const problem401 = (path: string) => ({
    type: 'https://www.jhipster.tech/problem/problem-with-message',
    title: 'Unauthorized',
    status: 401,
    detail: 'Full authentication is required to access this resource',
    path,
    message: 'error.http.401',
  });

  async function expiredToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ auth: 'ROLE_USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('demo')
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .sign(key);
  }

  async function foreignToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ auth: 'ROLE_USER' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('demo')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('another-secret'.repeat(6)));
  }

  it('accepts a valid token on every feed operation', async () => {
    const token = await signIn(server);
    const id = server.store.ids()[0]!;
    for (const path of ['/api/feed/jobs', '/api/feed/jobs/count', `/api/feed/jobs/${id}`]) {
      expect((await call(`${server.apiUrl}${path}`, { token })).status).toBe(200);
    }
  });

  it('answers a missing, malformed, foreign or expired token with the JHipster 7 problem', async () => {
    const cases: Record<string, string>[] = [
      {},
      { Authorization: 'Bearer not-a-token' },
      { Authorization: 'Basic ZGVtbzpkZW1vMTIzNA==' },
      { Authorization: `Bearer ${await foreignToken()}` },
      { Authorization: `Bearer ${await expiredToken()}` },
    ];
    for (const headers of cases) {
      for (const path of ['/api/feed/jobs', '/api/feed/jobs/count', '/api/feed/jobs/1001']) {
        const answer = await call(`${server.apiUrl}${path}`, { headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(answer.body).toEqual(problem401(path));
      }
    }
  });

  it('answers 401 the JHipster 8 way (empty body, WWW-Authenticate) when switched', async () => {
    await putFaults(server, { unauthorizedStyle: '8' });
    const missing = await call(`${server.apiUrl}/api/feed/jobs`);
    expect(missing.status).toBe(401);
    expect(missing.text).toBe('');
    expect(missing.headers.get('WWW-Authenticate')).toBe('Bearer');
    const expired = await call(`${server.apiUrl}/api/feed/jobs/count`, { token: await expiredToken() });
    expect(expired.status).toBe(401);
    expect(expired.text).toBe('');
    expect(expired.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token", error_description="Jwt expired"/);
  });

  it('can start in the JHipster 8 style', async () => {
    const eight = await start({ jobs: 5, unauthorizedStyle: '8' });
    try {
      const answer = await call(`${eight.apiUrl}/api/feed/jobs`, { token: 'garbage' });
      expect(answer.status).toBe(401);
      expect(answer.text).toBe('');
      expect(answer.headers.get('WWW-Authenticate')).toContain('invalid_token');
    } finally {
      await eight.close();
    }
  });

  it('expires tokens after tokenTtlSeconds', async () => {
    const brief = await start({ jobs: 5, tokenTtlSeconds: 1 });
    try {
      const token = await signIn(brief);
      expect((await call(`${brief.apiUrl}/api/feed/jobs/count`, { token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect((await call(`${brief.apiUrl}/api/feed/jobs/count`, { token })).status).toBe(401);
    } finally {
      await brief.close();
    }
  });
});
