/**
 * The reference server as the end-to-end tests use it: started on free ports with the seeded feed,
 * its jobs looked up, its log of API requests read and its faults switched on and off.
 */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReferenceServer, type ReferenceServer } from '../../server/app.ts';
import type { Faults } from '../../server/faults.ts';

export const DEMO_USER = { username: 'demo', password: 'demo1234' } as const;

export async function startServer(jobs = 1500): Promise<ReferenceServer> {
  return startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
}

/** A feed job as the server stores it: the fields the tests read. */
export interface StoredJob {
  id: number;
  title: string;
  /** Its posting page on the demo board. */
  url: string;
  description?: string | null;
  status: string | null;
  closingDate: string | null;
  publishDate?: string | null;
  createdDate?: string | null;
  category: string | null;
  employer: string | null;
  company: Record<string, unknown> | null;
  data: { clientDataSource: { jobCategory: Record<string, unknown> | null } & Record<string, unknown> } & Record<string, unknown>;
}

export function storedJob(server: ReferenceServer, id: number): StoredJob {
  const job = server.store.get(id);
  if (!job) throw new Error(`no job ${id} on the server`);
  return job as unknown as StoredJob;
}

/** The job the feed lists first: the newest by publish date, then creation date, then id. */
export function newestJobId(server: ReferenceServer): number {
  let best: { id: number; key: string } | null = null;
  for (const id of server.store.ids()) {
    const job = storedJob(server, id);
    const key = `${job.publishDate ?? ''}|${job.createdDate ?? ''}|${String(id).padStart(12, '0')}`;
    if (!best || key > best.key) best = { id, key };
  }
  return best!.id;
}

/** A feed job whose status says OPEN but whose closing date has passed: closed by the rule. */
export function jobClosedByDate(server: ReferenceServer): StoredJob {
  const found = server.store
    .ids()
    .map((id) => storedJob(server, id))
    .find((job) => job.status === 'OPEN' && job.closingDate !== null && Date.parse(job.closingDate) < Date.now() - 2 * 86_400_000);
  if (!found) throw new Error('no job closed by its date in the seeded feed');
  return found;
}

/** A feed job's posting URL on the demo board, and a posting there that is not in the feed. */
export function boardUrls(server: ReferenceServer, jobId: number): { inFeed: string; notInFeed: string; plain: string } {
  const { url } = storedJob(server, jobId);
  if (!url) throw new Error(`job ${jobId} has no url`);
  return { inFeed: url, notInFeed: `${server.boardUrl}/vacatures/900001/niet-in-de-feed`, plain: `${server.boardUrl}/plain` };
}

/** The API requests the server saw, as `path?query` lines. */
export function apiRequestLines(server: ReferenceServer): string[] {
  return server.requests.map((r) => `${r.path}?${r.query}`);
}

/** Switches the server's faults on (`PUT /__test/faults`); throws unless the server took them. */
export async function setFaults(server: ReferenceServer, faults: Faults): Promise<void> {
  const response = await fetch(`${server.apiUrl}/__test/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (response.status !== 200) throw new Error(`setting faults ${JSON.stringify(faults)} answered ${response.status}`);
}

export async function clearFaults(server: ReferenceServer): Promise<void> {
  const response = await fetch(`${server.apiUrl}/__test/faults`, { method: 'DELETE' });
  if (response.status !== 204) throw new Error(`clearing the faults answered ${response.status}`);
}

/** A plain HTTP server on 127.0.0.1 and a free port: an origin of its own beside the reference server. */
export interface SecondOrigin {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  close: () => Promise<void>;
}

export async function startSecondOrigin(handler: RequestListener): Promise<SecondOrigin> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Adds a job to the feed through the server's test route; its full record as the server built it. */
export async function addFeedJob(server: ReferenceServer, fields: Record<string, unknown>): Promise<StoredJob> {
  const response = await fetch(`${server.apiUrl}/__test/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });
  if (response.status !== 201) throw new Error(`adding a job: ${response.status} ${await response.text()}`);
  return (await response.json()) as StoredJob;
}

/**
 * One vacancy posted on three boards, as boards write it: on the demo board, and on LinkedIn and
 * Indeed with the employer's legal form, a gender tag, the city and "Vacature:" varying. The
 * extension groups them by employer and title; its card on the demo posting says "Also on" both.
 */
export async function addVacancyOnThreeBoards(
  server: ReferenceServer,
): Promise<{ demo: StoredJob; linkedin: string; indeed: string; copies: number[] }> {
  const linkedin = 'https://www.linkedin.com/jobs/view/4012345678/';
  const indeed = 'https://nl.indeed.com/viewjob?jk=4e2b9c0d1a7f3e65';
  const demo = await addFeedJob(server, {
    title: 'Walvisteller (m/v/x)',
    employer: 'Zeezicht B.V.',
    city: 'Den Helder',
    location: 'Den Helder',
  });
  const onLinkedin = await addFeedJob(server, {
    title: 'Walvisteller – Den Helder',
    employer: 'ZEEZICHT bv',
    city: 'Den Helder',
    location: 'Den Helder',
    url: linkedin,
  });
  const onIndeed = await addFeedJob(server, {
    title: 'Vacature: Walvisteller',
    employer: 'Zeezicht',
    city: 'Den Helder',
    location: 'Den Helder',
    url: indeed,
  });
  return { demo, linkedin, indeed, copies: [onLinkedin.id, onIndeed.id] };
}
