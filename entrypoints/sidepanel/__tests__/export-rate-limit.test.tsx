// @vitest-environment happy-dom
/**
 * An export whose descriptions met a 429 says so beside the file, with the server's wait. That wait
 * counts down as it does everywhere else (useRateLimitWait): worded once when the export ended, it
 * said "Try again in 2 minutes" for as long as the panel stayed open.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

const JOBS = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}`, url: `https://board.example/vacature/${id}` }));

beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fakeBrowser.reset();
});

describe('side panel export, descriptions refused with a 429', () => {
  it("counts the server's wait down beside the file, and then says it is over", async () => {
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(3)),
      'jobs.search': () => ok(searchResult(JOBS)),
      'jobs.get': ({ id }) =>
        id === 2
          ? { ok: false, error: { code: 'api', message: '429', api: { kind: 'rateLimited', retryAfterMs: 120_000, at: Date.now() } } }
          : ok({ ...parseJob(fullJob), id }),
    });
    const now = Date.now();
    render(<App call={bg.call} now={() => now} tabs={tabsAt(null)} pages={pagesSpy()} save={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/could not be read and is empty \(Too many requests\. Try again in 2 minutes\.\)\.$/)).toBeTruthy();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(
      await screen.findByText(/could not be read and is empty \(Too many requests earlier\. You can try again now\.\)\.$/),
    ).toBeTruthy();
  });
});
