/**
 * What the sync benchmarks compare against: the same feed read straight from the reference server,
 * every page by id cursor, fetched and parsed, nothing stored.
 */
import { DEMO_USER } from '../e2e/harness/server.ts';

/** A PLUGIN token for the demo account. */
export async function demoToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/authenticate?userInterface=PLUGIN`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO_USER, rememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign-in for the bench failed: ${response.status}`);
  return ((await response.json()) as { id_token: string }).id_token;
}

/** Milliseconds to fetch and parse every job, `size` per page, in id order. */
export async function readAllPages(apiUrl: string, token: string, size: number): Promise<number> {
  const start = performance.now();
  for (let after = 0; ;) {
    const response = await fetch(`${apiUrl}/api/feed/jobs?page=0&size=${size}&sort=id,asc&id.greaterThan=${after}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const page = (await response.json()) as { id: number }[];
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
  }
  return performance.now() - start;
}
