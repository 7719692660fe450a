// @vitest-environment happy-dom
/**
 * The side panel and the session, as the popup has it: "Your session ends in 5 minutes" beside the
 * queue, and, signed out, why (expired, or ended by the server) above "Sign in".
 */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TabsPort } from '@/utils/ui/feed/use-this-page';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import { SIGNED_IN, SIGNED_OUT, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '@/entrypoints/sidepanel/App';

afterEach(cleanup);

const NOW = Date.now();
const tabs: TabsPort = { active: async () => null, recheck: vi.fn(async () => undefined), reload: vi.fn(async () => undefined) };
const pages = { options: vi.fn(), signIn: vi.fn(), posting: vi.fn(), job: vi.fn() };
const JOBS = [makeSummary({ id: 1, title: 'Job 1', employer: 'Gemeente Utrecht', url: 'https://board.example/vacature/1' })];

describe('side panel and the session', () => {
  it('warns, like the popup, that the session ends soon', async () => {
    const bg = fakeBackground({
      'session.get': () => ok({ ...SIGNED_IN, expiringSoon: true, expiresAt: NOW + 5 * 60_000 }),
      'jobs.count': () => ok(countResult(1)),
      'jobs.search': () => ok(searchResult(JOBS)),
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabs} pages={pages} />);
    await screen.findByText('Job 1');
    expect(await screen.findByText(/Your session ends in 5 minutes/, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('says why the session ended (expired) when it shows signed out', async () => {
    const bg = fakeBackground({
      'session.get': () => ok({ ...SIGNED_OUT, ended: { reason: 'expired', at: NOW - 1000, detail: null } }),
    });
    render(<App call={bg.call} now={() => NOW} tabs={tabs} pages={pages} />);
    await screen.findByText(/Sign in to work through your feed here/);
    expect(screen.queryByText(/Your session expired/)).toBeTruthy();
  });
});
