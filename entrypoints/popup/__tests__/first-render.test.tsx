// @vitest-environment happy-dom
/**
 * The popup's main.tsx: when its first render comes beside a board page, with a worker that does not
 * answer "This page" (stopped by the browser, or busy with a sync).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Request } from '@/utils/messaging/contract';
import { FIRST_RENDER_WAIT_MS, THIS_PAGE_WAIT_MS } from '@/utils/ui/first-render';

const popup = vi.hoisted(() => ({
  renders: [] as { at: number; thisPage: unknown }[],
  /** The worker's answer to page.current (a promise that never settles: it does not answer). */
  current: (): Promise<unknown> => new Promise(() => undefined),
}));

vi.mock('@/utils/messaging/client', () => ({
  callBackground: (request: Request) =>
    request.type === 'page.current' ? popup.current() : Promise.resolve({ ok: false, error: { code: 'internal', message: 'unscripted' } }),
}));

// The first render itself: when it comes, and with which "This page".
vi.mock('../App', () => ({
  App: ({ thisPage }: { thisPage: unknown }) => {
    popup.renders.push({ at: Date.now(), thisPage });
    return null;
  },
}));

const POSTING = 'https://www.nationalevacaturebank.nl/vacature/123/lead-applicatiebeheerder';
const SEARCH = 'https://www.nationalevacaturebank.nl/vacatures?q=beheerder';

/** Opens the popup beside a tab at `url`, the background's checks of the pages in storage.session; when its first render came (ms after the start). */
async function firstRenderBeside(url: string): Promise<{ at: number; thisPage: unknown }> {
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation(async () => [{ id: 4, url }] as never);
  // Nationale Vacaturebank's access given; activeTab shows the popup any other tab's address too.
  vi.spyOn(fakeBrowser.runtime, 'getManifest').mockReturnValue({ optional_host_permissions: ['https://*/*'] } as never);
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async ({ origins = [] }) =>
    origins.every((origin) => origin.includes('nationalevacaturebank.nl')),
  );
  await fakeBrowser.storage.session.set({
    pageChecks: [
      [POSTING, 1000, true, 7],
      [SEARCH, 2000, false, null],
    ],
  });
  const start = Date.now();
  vi.resetModules();
  await import('../main');
  for (let ms = 0; ms <= THIS_PAGE_WAIT_MS && popup.renders.length === 0; ms += 10) await vi.advanceTimersByTimeAsync(10);
  expect(popup.renders).toHaveLength(1);
  return { ...popup.renders[0]!, at: popup.renders[0]!.at - start };
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  document.body.innerHTML = '<div id="app"></div>';
  popup.renders.length = 0;
  popup.current = () => new Promise(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the popup's first render beside a board page, the worker not answering", () => {
  it("does not wait for it where the page's last check found no feed job (a search page)", async () => {
    const first = await firstRenderBeside(SEARCH);
    expect(first.at).toBe(FIRST_RENDER_WAIT_MS);
    expect(first.thisPage).toBeUndefined();
  });

  it('does not wait for it beside a page not checked', async () => {
    expect((await firstRenderBeside('https://www.nationalevacaturebank.nl/')).at).toBe(FIRST_RENDER_WAIT_MS);
  });

  it("does not wait for it beside another site's page, whose address it does not ask about", async () => {
    expect((await firstRenderBeside('https://mail.example.com/inbox/123')).at).toBe(0);
  });

  it('waits the longer wait where the check found a feed job, and paints the bar of an answer that comes in it', async () => {
    expect((await firstRenderBeside(POSTING)).at).toBe(THIS_PAGE_WAIT_MS);
    popup.renders.length = 0;
    const page = { job: { id: 7 }, hidden: false };
    popup.current = () => new Promise((resolve) => setTimeout(() => resolve({ ok: true, value: page }), 250));
    const asleep = await firstRenderBeside(POSTING);
    expect(asleep.at).toBe(250);
    expect(asleep.thisPage).toEqual({ tab: { id: 4, url: POSTING }, page });
  });
});
