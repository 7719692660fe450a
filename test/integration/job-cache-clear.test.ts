/**
 * Get Job's short-lived cache is emptied when what a record depends on changes (the session, the
 * client view). A Get Job still on its way at that moment answers for the old session or view: it
 * must not fill the emptied cache, or the next minute's opening of that job shows the old record
 * without asking the API.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Job } from '@/utils/api/schemas';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { fakeApi } from './fake-api';
import { backgroundWorker } from './harness';

const now = () => Date.parse('2026-11-20T10:00:00Z');

beforeEach(() => fakeBrowser.reset());

/** The fake API, with Get Job answering a record that names who asked for it and in which client view; `held` holds its next answer. */
function worker(name: string) {
  const api = fakeApi(now);
  const held: { gate: Promise<void> | null } = { gate: null };
  const getJobs: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const id = /^\/api\/feed\/jobs\/(\d+)$/.exec(url.pathname)?.[1];
    if (!id) return api.fetch(input, init);
    const token = new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '';
    const subject = (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub;
    const view = url.searchParams.get('clientViewId') ?? 'none';
    getJobs.push(`${subject}/${view}`);
    const gate = held.gate;
    held.gate = null;
    if (gate) await gate;
    return new Response(JSON.stringify({ id: Number(id), title: `for ${subject}, view ${view}` }), { status: 200 });
  }) as typeof globalThis.fetch;
  const { service, dispatch } = backgroundWorker('https://api.example.com/', name, recordingPorts(), { fetch, now });
  const ask = async <T>(message: unknown): Promise<T> => {
    const result = await dispatch(message, POPUP_SENDER);
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    return result.value as T;
  };
  const signIn = (username: string) => ask({ type: 'session.signIn', username, password: 'secret12', rememberMe: false });
  /** Holds the next Get Job's answer until the returned release is called. */
  const hold = () => {
    let release!: () => void;
    held.gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { service, ask, signIn, hold, getJobs };
}

describe('a Get Job under way when its cache is emptied', () => {
  it('is not shown after a client view saved meanwhile', async () => {
    const { service, ask, signIn, hold, getJobs } = worker('cache-view');
    await signIn('alice');
    await service.sync.start(false);

    const release = hold();
    const opening = ask<Job>({ type: 'jobs.get', id: 7 });
    await expect.poll(() => getJobs.length).toBe(1);
    // The recruiter saves client view 42 in the options while the job is on its way.
    await ask({ type: 'settings.update', patch: { clientViewId: 42 } });
    release();
    expect((await opening).title).toBe('for alice, view none');

    // The job opened again: it is the client view's record, asked of the API.
    expect((await ask<Job>({ type: 'jobs.get', id: 7 })).title).toBe('for alice, view 42');
    expect(getJobs).toEqual(['alice/none', 'alice/42']);
  });

  it('is not shown to the next user who signs in on this browser', async () => {
    const { service, ask, signIn, hold, getJobs } = worker('cache-user');
    await signIn('alice');
    await service.sync.start(false);

    const release = hold();
    const opening = ask<Job>({ type: 'jobs.get', id: 7 });
    await expect.poll(() => getJobs.length).toBe(1);
    await ask({ type: 'session.signOut' });
    await signIn('bob');
    release();
    await opening;

    expect((await ask<Job>({ type: 'jobs.get', id: 7 })).title).toBe('for bob, view none');
    expect(getJobs).toEqual(['alice/none', 'bob/none']);
  });
});
