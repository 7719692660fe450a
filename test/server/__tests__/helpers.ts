/** What the reference server's tests share: a server on free ports, sign-in, and typed fetches. */
import { startReferenceServer, type ReferenceServer, type ReferenceServerOptions } from '../app.ts';

export const TEST_SECRET = 'test-secret-for-the-reference-server-conformance-tests-0123456789abcdef';

export function start(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  return startReferenceServer({ port: 0, boardPort: 0, jobs: 500, seed: 3, jwtSecret: TEST_SECRET, ...options });
}

export async function signIn(server: ReferenceServer, username = 'demo', password = 'demo1234', rememberMe = false): Promise<string> {
  const response = await fetch(`${server.apiUrl}/api/authenticate?userInterface=PLUGIN`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

/** A request and its whole answer; `body` is the parsed JSON, or undefined when the body is not JSON. */
export async function call<T = unknown>(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer<T>> {
  const { token, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: body as T };
}

export async function putFaults(server: ReferenceServer, faults: object | null): Promise<void> {
  const response = await fetch(`${server.apiUrl}/__test/faults`, {
    method: faults ? 'PUT' : 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!response.ok) throw new Error(`faults: ${response.status} ${await response.text()}`);
}

/** An ISO instant as epoch ms; fractions beyond milliseconds are cut (Date.parse varies there). */
export function instantMs(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  return Date.parse(value.replace(/(\.\d{3})\d+/, '$1'));
}

export type JobRecord = Record<string, unknown> & { id: number; title: string };

export function allJobs(server: ReferenceServer): JobRecord[] {
  return server.store.ids().map((id) => server.store.get(id) as JobRecord);
}
