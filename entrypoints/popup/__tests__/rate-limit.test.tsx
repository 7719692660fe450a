// @vitest-environment happy-dom
/**
 * A 429 with a Retry-After, as the popup says it: the wait counts down while it shows, and once it is
 * over the popup asks the API again by itself, once, or says the user can try again now.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiErrorInfo } from '@/utils/api/errors';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { HostPermissions } from '@/utils/ui/host-permissions';
import { App } from '../App';
import { SIGNED_IN, SIGNED_OUT, countResult, fakeBackground, ok, searchResult, type Script } from './fake-background';

const granted: HostPermissions = { contains: async () => true, request: async () => true };
/** What the background answers for a 429 with `Retry-After: 30`, received just now. */
const limited = (): ApiErrorInfo => ({ kind: 'rateLimited', retryAfterMs: 30_000, at: Date.now() });

/**
 * 20 s after a 30 s wait began: 10 seconds left, give or take one. The view words the wait at its
 * ticks, once a second from when it showed, and real time moves the fake clock too (shouldAdvanceTime):
 * on a loaded machine the answer and the first tick are some hundreds of ms apart.
 */
const ABOUT_10_EN = /^Too many requests\. Try again in (9|10|11) seconds\.$/;
const ABOUT_10_NL = /^Te veel verzoeken\. Probeer het over (9|10|11) seconden opnieuw\.$/;

function signedIn(extra: Script): Script {
  return {
    'session.get': () => ok(SIGNED_IN),
    'jobs.search': () => ok(searchResult([makeSummary({ id: 2, title: 'Job 2', url: 'https://board.example/2' }, 1_000)])),
    ...extra,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fakeBrowser.reset();
});

describe('popup, after a "Too many requests"', () => {
  it('counts the wait down, then asks the API again by itself, once', async () => {
    let refreshes = 0;
    const bg = fakeBackground(
      signedIn({
        'jobs.count': ({ refresh }) => {
          if (refresh) refreshes++;
          return ok(countResult(1234, refresh ? limited() : null));
        },
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('Too many requests. Try again in 30 seconds.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.getByText(ABOUT_10_EN)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(11_000);
    // The one retry came, and met another 429: its wait counts down, and no retry follows it.
    await waitFor(() => expect(refreshes).toBe(2));
    expect(await screen.findByText(/^Too many requests\. Try again in [23]\d seconds\.$/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await screen.findByText('Too many requests earlier. You can try again now.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toBe(2);
  });

  it('in Dutch, and the notice goes once the retry is answered', async () => {
    let refreshes = 0;
    const bg = fakeBackground(
      signedIn({ 'jobs.count': ({ refresh }) => ok(countResult(1234, refresh && refreshes++ === 0 ? limited() : null)) }),
      { language: 'nl' },
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    expect(await screen.findByText('Te veel verzoeken. Probeer het over 30 seconden opnieuw.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.getByText(ABOUT_10_NL)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(11_000);
    await waitFor(() => expect(screen.queryByText(/Te veel verzoeken/)).toBeNull());
    expect(refreshes).toBe(2);
  });

  it("counts down on a job's details, then says Try again is worth a click", async () => {
    const bg = fakeBackground(
      signedIn({
        'jobs.count': () => ok(countResult(1234)),
        'jobs.get': () => ({ ok: false, error: { code: 'api', message: 'x', api: limited() } }),
        'jobs.local': () => ok(null),
      }),
    );
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.click(await screen.findByText('Job 2'));
    expect(await screen.findByText('Too many requests. Try again in 30 seconds.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.getByText(ABOUT_10_EN)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(await screen.findByText('Too many requests earlier. You can try again now.')).toBeTruthy();
    expect(bg.of('jobs.get')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bg.of('jobs.get')).toHaveLength(2));
  });

  it('counts down under the sign-in form, where signing in again is the way to retry', async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_OUT),
      'session.signIn': () => ({ ok: false, error: { code: 'api', message: 'x', api: limited() } }),
    });
    render(<App call={bg.call} permissions={granted} hash="" />);
    fireEvent.input(await screen.findByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'a-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many requests. Try again in 30 seconds.')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(screen.getByText(ABOUT_10_EN)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(await screen.findByText('Too many requests earlier. You can try again now.')).toBeTruthy();
    expect(bg.of('session.signIn')).toHaveLength(1);
  });
});
