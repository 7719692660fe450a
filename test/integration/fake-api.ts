/** A minimal Job Feed API as a fetch function: sign-in issues a JWT, the feed is empty. */
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
export const API = 'https://api.example.com/';

export function jwt(sub: string, expSeconds: number, n = 0): string {
  return `${b64({ alg: 'HS512' })}.${b64({ sub, auth: 'ROLE_USER', exp: expSeconds, n })}.sig${n}`;
}

export interface FakeApi {
  fetch: typeof fetch;
  requests: { method: string; path: string; auth: string | null }[];
  /** Tokens the server refuses from now on. */
  revoked: Set<string>;
  /** When set, the next feed request waits for this promise before answering. */
  hold: { gate: Promise<void> | null };
  tokenLifetimeS: number;
  now: () => number;
}

export function fakeApi(now: () => number): FakeApi {
  let issued = 0;
  const api: FakeApi = {
    requests: [],
    revoked: new Set(),
    hold: { gate: null },
    tokenLifetimeS: 3600,
    now,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      const auth = headers.get('Authorization');
      api.requests.push({ method: init?.method ?? 'GET', path: url.pathname, auth });
      if (url.pathname === '/api/authenticate') {
        const body = JSON.parse(String(init?.body)) as { username: string; password: string };
        if (body.password !== 'secret12') {
          return new Response(JSON.stringify({ status: 401, detail: 'Bad credentials' }), { status: 401 });
        }
        const token = jwt(body.username, Math.floor(api.now() / 1000) + api.tokenLifetimeS, ++issued);
        return new Response(JSON.stringify({ id_token: token }), { status: 200 });
      }
      const gate = api.hold.gate;
      if (gate) {
        api.hold.gate = null;
        await gate;
      }
      const token = auth?.replace(/^Bearer /, '') ?? '';
      if (!auth || api.revoked.has(token))
        return new Response('', { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } });
      if (url.pathname === '/api/feed/jobs/count') return new Response('0', { status: 200 });
      if (url.pathname === '/api/feed/jobs') return new Response('[]', { status: 200, headers: { 'X-Total-Count': '0' } });
      return new Response('', { status: 404 });
    }) as typeof fetch,
  };
  return api;
}
