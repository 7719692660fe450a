/**
 * A sign-in is a request a person waits on, at the popup's form: like a job's card or the popup's
 * count (`interactive` in http.ts), its answer or its error comes within 20 s. A proxy that passes the
 * answer's bytes on a few at a time (each in under the 15 s idle timeout), or a connection that fails
 * after a while and is tried again, kept the form on "Signing in…" for up to two and a half minutes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { JobFeedClient } from '../client';

const credentials = { username: 'demo', password: 'secret-1', rememberMe: false };

/** Runs `pending` on fake time; its outcome and when it came, in ms from the start. */
async function settled(pending: Promise<unknown>) {
  const start = Date.now();
  const outcome = pending.then(
    (value) => ({ value, ms: Date.now() - start }),
    (value: unknown) => ({ value, ms: Date.now() - start }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('a sign-in', () => {
  it('ends within 20 s when the answer comes a byte every 10 s', async () => {
    const fetch = (async (_url: unknown, init?: RequestInit) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          const drip = () => {
            controller.enqueue(new Uint8Array([0x20]));
            timer = setTimeout(drip, 10_000);
          };
          timer = setTimeout(drip, 10_000);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            controller.error(init.signal!.reason);
          });
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as typeof globalThis.fetch;
    const client = new JobFeedClient({ baseUrl: 'https://api.example', fetch, random: () => 1 });
    const { value, ms } = await settled(client.authorize(credentials));
    expect(value).toBeInstanceOf(ApiError);
    expect((value as ApiError).info.kind).toBe('timeout');
    expect(ms).toBeLessThanOrEqual(20_000);
  });

  it('ends within 20 s when the connection fails after 10 s and the retry hangs', async () => {
    let attempts = 0;
    const fetch = ((_url: unknown, init?: RequestInit) =>
      new Promise((_, reject) => {
        attempts++;
        if (attempts === 1) setTimeout(() => reject(new TypeError('Failed to fetch')), 10_000);
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof globalThis.fetch;
    const client = new JobFeedClient({ baseUrl: 'https://api.example', fetch, random: () => 1 });
    const { value, ms } = await settled(client.authorize(credentials));
    expect(value).toBeInstanceOf(ApiError);
    expect(attempts).toBe(2);
    expect(ms).toBeLessThanOrEqual(20_000);
  });
});
