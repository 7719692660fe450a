// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import type { Job } from '@/utils/api/schemas';
import type { CallBackground } from '@/utils/messaging/client';
import type { Result } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { inLocale } from '@/test/setup/i18n';
import { useJobRecord, type JobLoad } from '../use-job-record';

afterEach(cleanup);

const job = (id: number, title: string): Job => ({ ...parseJob(fullJob), id, title });

/** Every render's answer, with the id it was rendered for: what a view would paint, and focus, in that frame. */
function Record({ call, id, seen }: { call: CallBackground; id: number; seen: { id: number; load: JobLoad }[] }) {
  const load = useJobRecord({ call, id, attempt: 0, apiBaseUrl: 'https://api.example.com' });
  seen.push({ id, load });
  return null;
}

it("never answers a render for the next job with the job before's record", async () => {
  const held = new Map<number, (result: Result<Job>) => void>();
  const call = ((request: { type: string; id: number }) =>
    new Promise((resolve) => held.set(request.id, resolve))) as unknown as CallBackground;
  const seen: { id: number; load: JobLoad }[] = [];
  const { rerender } = render(inLocale('en', <Record call={call} id={1} seen={seen} />));
  await act(async () => held.get(1)!({ ok: true, value: job(1, 'First job') }));
  expect(seen.at(-1)!.load).toMatchObject({ status: 'ready', job: { id: 1 } });

  rerender(inLocale('en', <Record call={call} id={2} seen={seen} />));
  const forSecond = seen.filter((render) => render.id === 2);
  expect(forSecond.length).toBeGreaterThan(0);
  expect(forSecond.map((render) => render.load.status)).not.toContain('ready');

  await act(async () => held.get(2)!({ ok: true, value: job(2, 'Second job') }));
  expect(seen.at(-1)!.load).toMatchObject({ status: 'ready', job: { id: 2, title: 'Second job' } });
});

it('words the error in the language the page speaks now, not the one it spoke when the job failed', async () => {
  const serverDown: Result<Job> = { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } };
  const gone: Result<Job> = { ok: false, error: { code: 'notFound', message: 'no job 2' } };
  const call = (async (request: { type: string; id: number }) =>
    request.type === 'jobs.local'
      ? { ok: false, error: { code: 'notFound', message: '' } }
      : request.id === 1
        ? serverDown
        : gone) as CallBackground;
  for (const id of [1, 2]) {
    const seen: { id: number; load: JobLoad }[] = [];
    const { rerender } = render(inLocale('en', <Record call={call} id={id} seen={seen} />));
    await waitFor(() => expect(seen.at(-1)!.load.status).toBe('error'));
    const english = seen.at(-1)!.load;
    rerender(inLocale('nl', <Record call={call} id={id} seen={seen} />));
    const dutch = seen.at(-1)!.load;
    expect(dutch.status === 'error' && english.status === 'error' && dutch.message !== english.message).toBe(true);
    expect(dutch).toMatchObject({
      status: 'error',
      message: expect.stringMatching(id === 1 ? /^De Job Feed-server had een probleem/ : /^Deze vacature/),
    });
    cleanup();
  }
});
