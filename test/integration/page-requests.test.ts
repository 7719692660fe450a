/**
 * What a board page can get out of the background through the content script and the overlay
 * frame, against the reference server: markers carry presence only and respect the user's setting,
 * page requests are rate-limited per tab with no lookup once limited, and the overlay frame may ask
 * only for its own card, in its own tab.
 */
import 'fake-indexeddb/auto';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '../../utils/background/service';
import { PAGE_MARKERS_LIMIT, PAGE_MATCH_LIMIT } from '../../utils/background/rate-limit';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '../../utils/boards/builtin';
import { selectLinks } from '../../utils/boards/match';
import { selectResults } from '../../utils/boards/page-results';
import type { ResultCards } from '../../utils/boards/types';
import { FeedIndex } from '../../utils/feed/feed-index';
import { pageAddress } from '../../utils/feed/normalize-url';
import { pageChecksItem } from '../../utils/storage';
import { createDispatcher, type Dispatcher } from '../../utils/messaging/dispatch';
import { startReferenceServer, type ReferenceServer } from '../server/app.ts';
import { addFeedJob } from '../e2e/harness/server.ts';
import { REAL_URLS } from '../fixtures/boards/real-urls';
import { contentScriptSender, overlayFrameSender, POPUP_SENDER, recordingPorts } from './ports';
import { value } from './harness';

let server: ReferenceServer;
let dbCounter = 0;
/**
 * The background's clock: stopped at the real time a harness was made (the token's expiry is real),
 * moved forward only by the tests, so a slow machine never refills a rate limit behind their back.
 */
let clockOffset = 0;

interface Harness {
  service: BackgroundService;
  dispatch: Dispatcher;
  /** The next worker, as after the browser stopped this one: the same storage and index, nothing in memory. */
  restarted(): Harness;
}

async function signedIn(ports = recordingPorts()): Promise<Harness> {
  const start = Date.now();
  clockOffset = 0;
  const indexName = `page-requests-${++dbCounter}`;
  const worker = (): Harness => {
    const service = new BackgroundService({
      defaultApiBaseUrl: server.apiUrl,
      buildBoardPatterns: [],
      ports,
      indexName,
      sync: { pageSize: 2000 },
      now: () => start + clockOffset,
    });
    return { service, dispatch: createDispatcher(service.handlers(), () => service.senderPolicy()), restarted: worker };
  };
  const { service, dispatch } = worker();
  const result = await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER);
  if (!result.ok) throw new Error(JSON.stringify(result));
  await service.sync.start(false);
  return { service, dispatch, restarted: worker };
}

const jobUrl = (n: number) => (server.store.get(server.store.ids()[n]!) as { url: string }).url;
const resultsPage = () => `${server.boardUrl}/zoeken`;

beforeAll(async () => {
  server = await startReferenceServer({ port: 0, boardPort: 0, jobs: 300, seed: 11 });
}, 60_000);

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
  // Board pages are readable (host access granted): a page whose access was taken back gets no answer (page-match-revoked.test.ts).
  vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
});

describe('notes', () => {
  it("keep a note per job and per employer, the employer's shown on each of its jobs; pages only", async () => {
    const h = await signedIn();
    const jobs = server.store.ids().map((id) => server.store.get(id) as { id: number; employer: string | null });
    const first = jobs.find((job) => job.employer && jobs.filter((other) => other.employer === job.employer).length > 1)!;
    const sibling = jobs.find((job) => job.id !== first.id && job.employer === first.employer)!;
    const other = jobs.find((job) => job.employer && job.employer !== first.employer)!;
    await h.dispatch({ type: 'notes.set', id: first.id, scope: 'job', text: 'Gebeld op maandag' }, POPUP_SENDER);
    const saved = value(
      await h.dispatch({ type: 'notes.set', id: first.id, scope: 'employer', text: 'Raamcontract tot 2027' }, POPUP_SENDER),
    );
    expect(saved).toEqual({ job: 'Gebeld op maandag', employer: 'Raamcontract tot 2027', employerName: first.employer });
    expect(value(await h.dispatch({ type: 'notes.get', id: sibling.id }, POPUP_SENDER))).toEqual({
      job: '',
      employer: 'Raamcontract tot 2027',
      employerName: sibling.employer,
    });
    expect(value(await h.dispatch({ type: 'notes.get', id: other.id }, POPUP_SENDER))).toMatchObject({ job: '', employer: '' });
    // Too long is refused whole, and a board page may neither read nor write a note.
    const long = await h.dispatch({ type: 'notes.set', id: first.id, scope: 'job', text: 'x'.repeat(2001) }, POPUP_SENDER);
    expect(long).toMatchObject({ ok: false, error: { code: 'invalid' } });
    for (const request of [
      { type: 'notes.get', id: first.id },
      { type: 'notes.set', id: first.id, scope: 'job', text: 'weg' },
    ] as const) {
      expect(await h.dispatch(request, contentScriptSender(jobUrl(1)))).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
    expect(value(await h.dispatch({ type: 'notes.get', id: first.id }, POPUP_SENDER))).toMatchObject({ job: 'Gebeld op maandag' });
    // A job no longer in the feed keeps its own note; it has no employer to note.
    const gone = 999_999_999;
    await h.dispatch({ type: 'notes.set', id: gone, scope: 'job', text: 'Vervallen' }, POPUP_SENDER);
    expect(value(await h.dispatch({ type: 'notes.get', id: gone }, POPUP_SENDER))).toEqual({
      job: 'Vervallen',
      employer: '',
      employerName: null,
    });
    expect(await h.dispatch({ type: 'notes.set', id: gone, scope: 'employer', text: 'x' }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    });
  });
});

/** The demo board's result-link selector, which the background names to its pages. */
const DEMO_LINKS = BUILTIN_BOARDS.find((board) => board.id === DEMO_BOARD_ID)!.resultLinkSelector;

describe('markers', () => {
  it('say only which links are in the feed, and nothing when the user switched them off', async () => {
    const h = await signedIn();
    // The page's check names the board's result links, matched page or not; the content script carries no board rules.
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(resultsPage())))).toEqual({
      matched: false,
      resultLinks: DEMO_LINKS,
    });
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(1), 3)))).toMatchObject({
      matched: true,
      resultLinks: DEMO_LINKS,
    });
    const urls = [jobUrl(1), jobUrl(2), `${server.boardUrl}/vacatures/900001/niet-in-de-feed`];
    const answer = value<{ markers: unknown[] }>(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage())));
    expect(answer.markers).toEqual([{ url: urls[0] }, { url: urls[1] }]);
    // A link too long to be an address is taken as none, not the whole request refused; the same for
    // the hints of a page's check, which still matches by its address.
    const long = `${server.boardUrl}/vacatures/1/${'x'.repeat(4100)}`;
    expect(value(await h.dispatch({ type: 'page.markers', urls: [long, ...urls] }, contentScriptSender(resultsPage())))).toEqual(answer);
    const hints = { jsonLdId: 'x'.repeat(201), canonicalUrl: long };
    expect(value(await h.dispatch({ type: 'page.match', url: long, hints }, contentScriptSender(jobUrl(1), 3)))).toMatchObject({
      matched: true,
    });
    // The recruiter's mark goes with its marker; the job's id never does.
    const marked = server.store.ids()[2]!;
    await h.dispatch({ type: 'jobs.setStatus', id: marked, status: 'handled' }, POPUP_SENDER);
    const again = value<{ markers: unknown[] }>(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage())));
    expect(again).toEqual({ markers: [{ url: urls[0] }, { url: urls[1], status: 'handled' }], locale: 'en' });
    // In the extension's language, whatever the page's (Firefox gives a page the sites' language).
    await h.dispatch({ type: 'settings.update', patch: { language: 'nl' } }, POPUP_SENDER);
    expect(value(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage())))).toMatchObject({ locale: 'nl' });

    await h.dispatch({ type: 'settings.update', patch: { showMarkers: false } }, POPUP_SENDER);
    // Every lookup, of one address or many, goes through these two.
    const lookups = vi.spyOn(FeedIndex.prototype, 'findByNormalizedUrls');
    const keyLookups = vi.spyOn(FeedIndex.prototype, 'findByPostingKeys');
    expect(value(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage())))).toEqual({
      markers: [],
      locale: 'nl',
    });
    expect(lookups).not.toHaveBeenCalled();
    expect(keyLookups).not.toHaveBeenCalled();
    // And the check names no links to look for: the page does no work for markers.
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(resultsPage(), 4)))).toEqual({
      matched: false,
    });
  });

  it('are asked for again by the board pages when a mark, a mute or the settings change, so the page beside the side panel follows', async () => {
    const ports = recordingPorts();
    ports.openTabs = [51, 52];
    const h = await signedIn(ports);
    const rechecks = () => ports.tabEvents.filter(({ event }) => event.event === 'page.recheck').map(({ tabId }) => tabId);
    const job = server.store.ids()[3]!;
    const employer = (server.store.get(job) as { employer: string }).employer;
    const steps: [string, () => ReturnType<Dispatcher>][] = [
      ['a mark', () => h.dispatch({ type: 'jobs.setStatus', id: job, status: 'notRelevant' }, POPUP_SENDER)],
      ['a mark taken away', () => h.dispatch({ type: 'jobs.setStatus', id: job, status: null }, POPUP_SENDER)],
      ['a mute', () => h.dispatch({ type: 'mutes.add', kind: 'employer', value: employer }, POPUP_SENDER)],
      ['the markers switched off', () => h.dispatch({ type: 'settings.update', patch: { showMarkers: false } }, POPUP_SENDER)],
    ];
    for (const [what, step] of steps) {
      const before = rechecks().length;
      value(await step());
      // The mark's pages are told once its write is done (not awaited by the answer): wait for them.
      await vi.waitFor(() => expect(rechecks().slice(before), what).toEqual([51, 52]));
    }
    // A note is not shown by any marker: it tells no page.
    const before = rechecks().length;
    value(await h.dispatch({ type: 'notes.set', id: job, scope: 'job', text: 'Gebeld' }, POPUP_SENDER));
    expect(rechecks().slice(before)).toEqual([]);
  });

  it("name a board's result links to its result pages only: LinkedIn's feed or an Indeed company page looks at no link", async () => {
    const h = await signedIn();
    let tab = 100;
    const resultLinks = async (senderUrl: string, claimed: string | null = null) => {
      const answer = await h.dispatch({ type: 'page.match', url: claimed, hints: {} }, contentScriptSender(senderUrl, ++tab));
      return value<{ resultLinks?: string }>(answer).resultLinks;
    };
    for (const [id, evidence] of Object.entries(REAL_URLS)) {
      const selector = BUILTIN_BOARDS.find((board) => board.id === id)!.resultLinkSelector;
      for (const url of [evidence.resultPage.url, ...evidence.resultPageUrls]) expect(await resultLinks(url), url).toBe(selector);
      for (const url of evidence.otherPageUrls) expect(await resultLinks(url), url).toBeUndefined();
    }
    // LinkedIn is a single-page app: the page the script claims after an in-page navigation counts.
    const feed = 'https://www.linkedin.com/feed/';
    const search = REAL_URLS.linkedin!.resultPage.url;
    expect(await resultLinks(feed, search)).toBe(BUILTIN_BOARDS.find((board) => board.id === 'linkedin')!.resultLinkSelector);
    expect(await resultLinks(search, feed)).toBeUndefined();
  });

  it("mark a LinkedIn company's job cards, which open the job in the search, and not its Easy Apply or its alerts", async () => {
    // A feed job on LinkedIn, and its card on the company's job list (utils/boards/builtin.ts for the shapes).
    const posted = new Date(Date.UTC(2026, 10, 2, 9)).toISOString();
    const fields = { employer: 'Zuidas Cloud B.V.', title: 'Platform Engineer', city: 'Amsterdam', status: 'OPEN', publishDate: posted };
    server.store.add({ ...fields, url: 'https://www.linkedin.com/jobs/view/4100000077/' });
    const h = await signedIn();
    const page = 'https://www.linkedin.com/company/zuidas-cloud/jobs/';
    const selector = value<{ resultLinks?: string }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(page, 61)),
    ).resultLinks;
    expect(selector).toBeTypeOf('string');
    const card = '/jobs/search/?currentJobId=4100000077&f_C=123&origin=COMPANY_PAGE_JOBS_CLUSTER_EXPANSION&trk=d_flagship3_company';
    const other = '/jobs/search/?currentJobId=4100000078&f_C=123&origin=COMPANY_PAGE_JOBS_CLUSTER_EXPANSION';
    const html = `<html><head><base href="${page}"></head><body>
      <a class="job-card-square__link" href="${card.replace(/&/g, '&amp;')}">Platform Engineer</a>
      <a class="job-card-square__link" href="${other.replace(/&/g, '&amp;')}">Another job</a>
      <a href="/jobs/search-results/?currentJobId=4100000077&amp;origin=JOB_ALERT">Alert</a>
      <a href="/jobs/view/4100000077/apply/?openSDUIApplyFlow=true">Easy Apply</a></body></html>`;
    const doc = new new Window({ url: page }).DOMParser().parseFromString(html, 'text/html') as unknown as Document;
    // What the content script asks about: the links the named selector finds.
    const urls = selectLinks(doc, selector!).map((link) => link.href);
    expect(urls).toEqual([new URL(card, page).href, new URL(other, page).href]);
    const answer = value<{ markers: unknown[] }>(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(page, 61)));
    expect(answer.markers).toEqual([{ url: urls[0] }]);
  });

  it("name LinkedIn's cards without a link on its redesigned search, whose postings' URLs are answered as links' are", async () => {
    const posted = new Date(Date.UTC(2026, 10, 3, 9)).toISOString();
    const fields = { employer: 'Haven Logistiek B.V.', title: 'Data Engineer', city: 'Rotterdam', status: 'OPEN', publishDate: posted };
    server.store.add({ ...fields, url: 'https://nl.linkedin.com/jobs/view/data-engineer-at-haven-4100000091?refId=x' });
    const h = await signedIn();
    const page = 'https://www.linkedin.com/jobs/search-results/?keywords=data&start=25';
    const named = value<{ resultLinks?: string; resultCards?: ResultCards }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(page, 62)),
    );
    const linkedin = BUILTIN_BOARDS.find((board) => board.id === 'linkedin')!;
    expect(named).toEqual({ matched: false, resultLinks: linkedin.resultLinkSelector, resultCards: linkedin.resultCards });
    const card = (id: number) => `<div role="button" componentkey="job-card-component-ref-${id}"><p>Job ${id}</p></div>`;
    const doc = new new Window({ url: page }).DOMParser().parseFromString(
      `<html><body>${card(4100000091)}${card(4100000092)}</body></html>`,
      'text/html',
    ) as unknown as Document;
    // What the content script asks about: the cards' postings' URLs.
    const urls = selectResults(doc, named.resultLinks!, named.resultCards).map((result) => result.url());
    expect(urls).toEqual(['https://www.linkedin.com/jobs/view/4100000091/', 'https://www.linkedin.com/jobs/view/4100000092/']);
    const answer = value<{ markers: unknown[] }>(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(page, 62)));
    expect(answer.markers).toEqual([{ url: urls[0] }]);
    // Not on a custom board or another page: the feed names none.
    const feed = value<{ resultCards?: ResultCards }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender('https://www.linkedin.com/feed/', 63)),
    );
    expect(feed.resultCards).toBeUndefined();
  });
});

describe('mutes', () => {
  it('leave the lists and the markers, are listed again with "show muted", and may be changed by pages only', async () => {
    const ports = recordingPorts();
    const h = await signedIn(ports);
    const urls = [jobUrl(1), jobUrl(2)];
    const muted = server.store.get(server.store.ids()[2]!) as { id: number; employer: string | null };
    const all = value<{ matches: number }>(
      await h.dispatch({ type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 10 }, POPUP_SENDER),
    ).matches;
    const ofEmployer = server.store
      .ids()
      .filter((id) => (server.store.get(id) as { employer: string | null }).employer === muted.employer).length;

    const list = value<{ key: string }[]>(
      await h.dispatch({ type: 'mutes.add', kind: 'employer', value: muted.employer!.toUpperCase() }, POPUP_SENDER),
    );
    expect(list.map((mute) => mute.key)).toEqual([
      `employer:${muted
        .employer!.toLowerCase()
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')}`,
    ]);
    expect(ports.events).toContainEqual({ event: 'mutes.changed' });
    const hidden = value<{ matches: number; mutedOut: number; jobs: { id: number }[] }>(
      await h.dispatch({ type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 200 }, POPUP_SENDER),
    );
    expect(hidden).toMatchObject({ matches: all - ofEmployer, mutedOut: ofEmployer });
    expect(hidden.jobs.map((job) => job.id)).not.toContain(muted.id);
    const shown = value<{ matches: number; mutedOut: number }>(
      await h.dispatch({ type: 'jobs.search', query: '', filters: { showMuted: true }, offset: 0, limit: 10 }, POPUP_SENDER),
    );
    expect(shown).toMatchObject({ matches: all, mutedOut: 0 });
    const employerJobs = value<{ jobs: { id: number }[]; mutedIds: number[] }>(
      await h.dispatch({ type: 'jobs.search', query: muted.employer!, filters: { showMuted: true }, offset: 0, limit: 200 }, POPUP_SENDER),
    );
    expect(employerJobs.mutedIds).toContain(muted.id);
    expect(employerJobs.mutedIds).toHaveLength(ofEmployer);
    const markers = value<{ markers: { url: string }[] }>(
      await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage())),
    );
    expect(markers.markers).toEqual([{ url: urls[0] }]);

    // A board page may neither read nor change them; a keyword too short is refused in words.
    for (const request of [
      { type: 'mutes.list' },
      { type: 'mutes.add', kind: 'keyword', value: 'java' },
      { type: 'mutes.remove', key: list[0]!.key },
    ] as const) {
      expect(await h.dispatch(request, contentScriptSender(resultsPage()))).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
    expect(await h.dispatch({ type: 'mutes.add', kind: 'keyword', value: ' x ' }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: 'A muted keyword needs two letters or more.' },
    });

    expect(value(await h.dispatch({ type: 'mutes.remove', key: list[0]!.key }, POPUP_SENDER))).toEqual([]);
    expect(
      value<{ markers: unknown[] }>(await h.dispatch({ type: 'page.markers', urls }, contentScriptSender(resultsPage()))).markers,
    ).toHaveLength(2);
    expect(
      value<{ matches: number }>(await h.dispatch({ type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 10 }, POPUP_SENDER))
        .matches,
    ).toBe(all);
  });
});

describe('rate limits per tab', () => {
  it('page.match: a burst, then a typed refusal with no lookup, then one more per refill; other tabs unaffected', async () => {
    const h = await signedIn();
    const probe = (tabId: number) => h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(5), tabId));
    for (let i = 0; i < PAGE_MATCH_LIMIT.burst; i++) expect((await probe(3)).ok).toBe(true);
    const lookups = vi.spyOn(FeedIndex.prototype, 'findByPostingKeys');
    const urlLookups = vi.spyOn(FeedIndex.prototype, 'findByNormalizedUrls');
    expect(await probe(3)).toEqual({ ok: false, error: { code: 'limited', message: expect.any(String) } });
    expect(lookups).not.toHaveBeenCalled();
    expect(urlLookups).not.toHaveBeenCalled();
    expect(value(await probe(4))).toMatchObject({ matched: true });
    clockOffset += 1000 / PAGE_MATCH_LIMIT.refillPerSecond;
    expect(value(await probe(3))).toMatchObject({ matched: true });
    expect((await probe(3)).ok).toBe(false);
  });

  it('page.markers: a burst, then a typed refusal with no lookup', async () => {
    const h = await signedIn();
    const ask = () => h.dispatch({ type: 'page.markers', urls: [jobUrl(1)] }, contentScriptSender(resultsPage(), 5));
    for (let i = 0; i < PAGE_MARKERS_LIMIT.burst; i++) expect((await ask()).ok).toBe(true);
    const lookups = vi.spyOn(FeedIndex.prototype, 'findByPostingKeys');
    const urlLookups = vi.spyOn(FeedIndex.prototype, 'findByNormalizedUrls');
    expect(await ask()).toEqual({ ok: false, error: { code: 'limited', message: expect.any(String) } });
    expect(lookups).not.toHaveBeenCalled();
    expect(urlLookups).not.toHaveBeenCalled();
  });
});

describe('the overlay frame', () => {
  it('gets its card and display preferences in its own tab only, and nothing a full page may ask', async () => {
    const h = await signedIn();
    const match = value<{ matched: boolean; ticket: string }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(7), 21)),
    );
    expect(match.matched).toBe(true);
    expect(value<{ id: number }>(await h.dispatch({ type: 'overlay.job', ticket: match.ticket }, overlayFrameSender(21))).id).toBe(
      server.store.ids()[7],
    );
    expect(value(await h.dispatch({ type: 'overlay.preferences' }, overlayFrameSender(21)))).toEqual({
      language: 'auto',
      theme: 'system',
      apiBaseUrl: null,
    });
    // The same ticket in a frame of another tab, or asked by a full page, learns nothing.
    expect(await h.dispatch({ type: 'overlay.job', ticket: match.ticket }, overlayFrameSender(22))).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    expect(await h.dispatch({ type: 'overlay.job', ticket: match.ticket }, POPUP_SENDER)).toMatchObject({
      ok: false,
      error: { code: 'refused' },
    });
    for (const message of [
      { type: 'session.get' },
      { type: 'settings.get' },
      { type: 'jobs.get', id: server.store.ids()[7] },
      { type: 'settings.update', patch: { showMarkers: false } },
    ]) {
      expect(await h.dispatch(message, overlayFrameSender(21))).toMatchObject({ ok: false, error: { code: 'refused' } });
    }
  });
});

describe('the card on the page', () => {
  it('opens compact where the user last put it on the board, and remembers only a move', async () => {
    const ports = recordingPorts();
    const h = await signedIn(ports);
    const match = async (n: number, tabId: number) =>
      value<{ ticket: string; layout: unknown }>(
        await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(n), tabId)),
      );
    const first = await match(7, 21);
    // No place yet: the content script picks a corner clear of the page's heading and apply button.
    expect(first.layout).toEqual({ collapsed: true, anchor: null });
    // Expanding is no move: nothing is remembered.
    expect(
      value(
        await h.dispatch(
          { type: 'overlay.layout', ticket: first.ticket, collapsed: false, anchor: null, dismissed: false },
          overlayFrameSender(21),
        ),
      ),
    ).toEqual({ collapsed: false, anchor: null });
    expect(ports.tabEvents.at(-1)).toEqual({
      tabId: 21,
      event: { event: 'overlay.layout', ticket: first.ticket, collapsed: false, anchor: null, dismissed: false },
    });
    expect(await fakeBrowser.storage.local.get('overlayPlaces')).toEqual({});
    // Moved to the top left: told to the tab, and the board's next posting opens there, compact.
    await h.dispatch(
      { type: 'overlay.layout', ticket: first.ticket, collapsed: false, anchor: 'top-left', dismissed: false },
      overlayFrameSender(21),
    );
    expect(ports.tabEvents.at(-1)?.event).toMatchObject({ anchor: 'top-left' });
    expect(await fakeBrowser.storage.local.get('overlayPlaces')).toEqual({ overlayPlaces: { demo: 'top-left' } });
    expect((await match(8, 22)).layout).toEqual({ collapsed: true, anchor: 'top-left' });
  });

  it('tells the page to take away a card out of date that asked to go, and remembers nothing', async () => {
    const ports = recordingPorts();
    const h = await signedIn(ports);
    const { ticket } = value<{ ticket: string }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(7), 21)),
    );
    // The local data cleared in Options: the card's ticket with it.
    expect(value(await h.dispatch({ type: 'data.clear' }, POPUP_SENDER))).toBeTruthy();
    const dismiss = { type: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: true } as const;
    expect(await h.dispatch(dismiss, overlayFrameSender(21))).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(ports.tabEvents.at(-1)).toEqual({
      tabId: 21,
      event: { event: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: true },
    });
    expect(value<{ id: number }[]>(await h.dispatch({ type: 'cards.hidden' }, POPUP_SENDER))).toEqual([]);
    // A move of a card out of date tells nobody.
    const told = ports.tabEvents.length;
    await h.dispatch({ ...dismiss, dismissed: false, anchor: 'top-left' }, overlayFrameSender(21));
    expect(ports.tabEvents).toHaveLength(told);
  });

  it('remembers a dismissal kept a moment at once, and tells the page only when the card asks to go', async () => {
    const ports = recordingPorts();
    const h = await signedIn(ports);
    const { ticket } = value<{ ticket: string; job?: { id: number } }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(7), 21)),
    );
    const told = ports.tabEvents.length;
    const dismiss = { type: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: true } as const;
    expect(await h.dispatch({ ...dismiss, keep: true }, overlayFrameSender(21))).toMatchObject({ ok: true });
    expect(value<{ id: number }[]>(await h.dispatch({ type: 'cards.hidden' }, POPUP_SENDER))).toHaveLength(1);
    expect(ports.tabEvents).toHaveLength(told);
    // While it says so, the card's own size goes to its page, for the frame to fit the notice; never
    // one larger than the whole record's frame.
    const fit = { type: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: false } as const;
    expect(await h.dispatch({ ...fit, size: [340, 98] }, overlayFrameSender(21))).toMatchObject({ ok: true });
    expect(await h.dispatch({ ...fit, size: [340, 561] }, overlayFrameSender(21))).toMatchObject({ ok: false });
    expect(await h.dispatch(dismiss, overlayFrameSender(21))).toMatchObject({ ok: true });
    expect(ports.tabEvents.slice(told)).toEqual([
      { tabId: 21, event: { event: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: false, size: [340, 98] } },
      { tabId: 21, event: { event: 'overlay.layout', ticket, collapsed: true, anchor: null, dismissed: true } },
    ]);
    expect(value<{ id: number }[]>(await h.dispatch({ type: 'cards.hidden' }, POPUP_SENDER))).toHaveLength(1);
  });

  it("relays a grab of the card's handle to its own tab only, and passes on a well-formed drop", async () => {
    const ports = recordingPorts();
    const h = await signedIn(ports);
    const { ticket } = value<{ ticket: string }>(
      await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(7), 21)),
    );
    ports.tabReply = (event) => (event.event === 'overlay.drag' ? [-20.5, -200, 1024, 640] : undefined);
    expect(
      value(await h.dispatch({ type: 'overlay.drag', ticket, screenX: 700, screenY: 500, buttons: 1 }, overlayFrameSender(21))),
    ).toEqual({
      drop: [-20.5, -200, 1024, 640],
    });
    expect(ports.tabEvents.at(-1)).toEqual({ tabId: 21, event: { event: 'overlay.drag', ticket, screenX: 700, screenY: 500, buttons: 1 } });
    // Whatever else comes back is no drop.
    for (const reply of [undefined, null, { anchor: 'top' }, [1, 2, 3], [0, 0, -5, 640], ['1', 2, 1024, 640]]) {
      ports.tabReply = () => reply;
      expect(
        value(await h.dispatch({ type: 'overlay.drag', ticket, screenX: 700, screenY: 500, buttons: 1 }, overlayFrameSender(21))),
        JSON.stringify(reply),
      ).toEqual({
        drop: null,
      });
    }
    // The ticket in another tab's frame, or from a page of the board: nothing reaches the tab.
    const events = ports.tabEvents.length;
    expect(
      await h.dispatch({ type: 'overlay.drag', ticket, screenX: 700, screenY: 500, buttons: 1 }, overlayFrameSender(22)),
    ).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    expect(
      await h.dispatch({ type: 'overlay.drag', ticket, screenX: 700, screenY: 500, buttons: 1 }, contentScriptSender(jobUrl(7), 21)),
    ).toMatchObject({
      ok: false,
      error: { code: 'refused' },
    });
    expect(ports.tabEvents).toHaveLength(events);
  });
});

describe('page status', () => {
  it('tells an extension page when a board page was checked and whether it is a feed job; a page may not ask', async () => {
    const h = await signedIn();
    const off = `${server.boardUrl}/vacatures/900001/niet-in-de-feed`;
    const status = async (url: string) =>
      value<{ checkedAt: number | null; matched: boolean }>(await h.dispatch({ type: 'page.status', url }, POPUP_SENDER));
    expect(await status(jobUrl(6))).toEqual({ checkedAt: null, matched: false });

    await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(6), 5));
    await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(off, 6));
    expect(await status(jobUrl(6))).toEqual({ checkedAt: expect.any(Number), matched: true });
    expect(await status(off)).toEqual({ checkedAt: expect.any(Number), matched: false });

    expect(await h.dispatch({ type: 'page.status', url: off }, contentScriptSender(off, 6))).toMatchObject({
      ok: false,
      error: { code: 'refused' },
    });
  });

  it("keeps the pages' checks when the browser stops the worker, for the popup's and the side panel's \"This page\"; a sign-out forgets them", async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const first = await signedIn();
    const posting = jobUrl(6);
    const off = `${server.boardUrl}/vacatures/900001/niet-in-de-feed`;
    await first.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(posting, 5));
    await first.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(off, 6));
    const checkedAt = value<{ checkedAt: number }>(await first.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER)).checkedAt;

    // A minute on the posting, the worker stopped meanwhile (Chrome stops an idle one after 30 s).
    const next = first.restarted();
    await vi.waitFor(async () =>
      expect(value(await next.dispatch({ type: 'page.current', url: posting }, POPUP_SENDER))).toMatchObject({ job: { url: posting } }),
    );
    expect(value(await next.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toEqual({ checkedAt, matched: true });
    expect(value(await next.dispatch({ type: 'page.status', url: off }, POPUP_SENDER))).toEqual({
      checkedAt: expect.any(Number),
      matched: false,
    });
    expect(value(await next.dispatch({ type: 'page.diagnose', url: posting }, POPUP_SENDER))).toMatchObject({ checkedAt });

    // A check made by the next worker is kept with the earlier ones.
    const other = jobUrl(7);
    await next.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(other, 7));
    await vi.waitFor(async () =>
      expect(value(await first.restarted().dispatch({ type: 'page.current', url: other }, POPUP_SENDER))).toMatchObject({
        job: { url: other },
      }),
    );

    // Signed out, the next user learns nothing of the pages checked before: not even after a restart.
    expect(await next.dispatch({ type: 'session.signOut' }, POPUP_SENDER)).toMatchObject({ ok: true });
    const after = next.restarted();
    expect(value(await after.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toEqual({ checkedAt: null, matched: false });
    expect(value(await next.dispatch({ type: 'page.status', url: off }, POPUP_SENDER))).toEqual({ checkedAt: null, matched: false });
  });

  it('stores no check after a sign-out that came while the check was looking its page up', async () => {
    // The check of a posting in the feed is held as it marks its tab, after its lookup found the job.
    const ports = recordingPorts();
    const setBadge = ports.setBadge.bind(ports);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let marking = false;
    ports.setBadge = async (badge, tabId) => {
      if (tabId === 5 && !marking) {
        marking = true;
        await held;
      }
      return setBadge(badge, tabId);
    };
    const h = await signedIn(ports);
    const posting = jobUrl(6);
    const checking = h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(posting, 5));
    await vi.waitFor(() => expect(marking).toBe(true));
    value(await h.dispatch({ type: 'session.signOut' }, POPUP_SENDER));
    release();
    expect(value(await checking)).toMatchObject({ matched: true });

    // A later check (signed out, against the local feed) is stored after the held one's write would be.
    const off = `${server.boardUrl}/vacatures/900001/niet-in-de-feed`;
    await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(off, 6));
    const stored = async () => ((await pageChecksItem.getValue()) as [string][]).map(([address]) => address);
    await vi.waitFor(async () => expect(await stored()).toContain(pageAddress(off)));
    expect(await stored(), "the next user's storage.session").toEqual([pageAddress(off)]);
    expect(value(await h.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toEqual({ checkedAt: null, matched: false });
  });

  it("forgets the pages' checks with the feed they were checked against: another user signs in (the local feed cleared)", async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const h = await signedIn();
    value(await h.dispatch({ type: 'session.signOut' }, POPUP_SENDER));
    // Signed out, demo still reads a posting: its page is checked against demo's local feed.
    const posting = jobUrl(3);
    await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(posting, 5));
    await vi.waitFor(async () =>
      expect(value(await h.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toMatchObject({ matched: true }),
    );
    // Another user signs in: demo's feed is cleared, and so must be what was checked against it.
    value(await h.dispatch({ type: 'session.signIn', username: 'admin', password: 'admin1234', rememberMe: false }, POPUP_SENDER));
    // Its first sync, started by the sign-in, ends in this test: left running, it wrote into the next test's storage.
    await h.service.sync.start(false);
    expect(value(await h.dispatch({ type: 'page.status', url: posting }, POPUP_SENDER))).toEqual({ checkedAt: null, matched: false });
    expect(value(await h.dispatch({ type: 'page.diagnose', url: posting }, POPUP_SENDER))).toMatchObject({ checkedAt: null });
  });

  it('finds the last check of a page after a link within it (its "Apply" link to #solliciteren), which is not checked again', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const h = await signedIn();
    const posting = jobUrl(6);
    await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(posting, 5));
    const moved = `${posting}#solliciteren`;
    expect(value(await h.dispatch({ type: 'page.status', url: moved }, POPUP_SENDER))).toEqual({
      checkedAt: expect.any(Number),
      matched: true,
    });
    expect(value(await h.dispatch({ type: 'page.current', url: moved }, POPUP_SENDER))).toMatchObject({ job: { url: posting } });
    expect(value(await h.dispatch({ type: 'page.diagnose', url: moved }, POPUP_SENDER))).toMatchObject({ checkedAt: expect.any(Number) });
    // A hash route names another page of a single-page board: not that check.
    expect(value(await h.dispatch({ type: 'page.status', url: `${posting}#/vacatures/7` }, POPUP_SENDER))).toEqual({
      checkedAt: null,
      matched: false,
    });
  });

  it('a posting checked before a sync brought its job: the run has the board pages check again before it says it ended', async () => {
    // What a recruiter on a posting the feed did not hold sees, with no popup or side panel open: the
    // run that brings the job tells every board page the extension may read to check itself again.
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const ports = recordingPorts();
    ports.openTabs = [12, 13];
    const h = await signedIn(ports);
    const runsEnded = () => ports.events.filter((event) => event.event === 'sync.progress' && event.ended).length;
    const told: number[] = [];
    ports.tabReply = (event) => {
      if (event.event === 'page.recheck') told.push(runsEnded());
    };
    const added = await addFeedJob(server, { title: 'Zeehondenverzorger', employer: 'Ecomare', city: 'Texel' });
    const page = contentScriptSender(added.url, 12);
    const diagnosis = async () =>
      value<{ job: { id: number } | null }>(await h.dispatch({ type: 'page.diagnose', url: added.url }, POPUP_SENDER));

    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, page))).toMatchObject({ matched: false });
    expect(await diagnosis()).toMatchObject({ job: null });
    const endedBefore = runsEnded();
    const tabEventsBefore = ports.tabEvents.length;
    await h.service.sync.start(false);
    expect(await diagnosis()).toMatchObject({ job: { id: added.id } });
    expect(ports.tabEvents.slice(tabEventsBefore).filter(({ event }) => event.event === 'page.recheck')).toEqual([
      { tabId: 12, event: { event: 'page.recheck' } },
      { tabId: 13, event: { event: 'page.recheck' } },
    ]);
    // Told while the run had not yet said it ended: a view that asks at the end finds the page checking.
    expect(told).toEqual([endedBefore, endedBefore]);
    expect(runsEnded()).toBe(endedBefore + 1);
    // The page checks again and its card is there.
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, page))).toMatchObject({ matched: true });
    expect(value(await h.dispatch({ type: 'page.current', url: added.url }, POPUP_SENDER))).toMatchObject({ job: { id: added.id } });

    // A run a minute later that brought no new job (it fetches the newest again) tells no page.
    clockOffset += 60_000;
    const quiet = ports.tabEvents.length;
    await h.service.sync.start(false);
    expect((await h.service.sync.state()).fetched).toBeGreaterThan(0);
    expect(ports.tabEvents.slice(quiet).filter(({ event }) => event.event === 'page.recheck')).toEqual([]);
  });

  it('a posting the feed moved to another address: the run that brings the change has the board pages check again', async () => {
    // The job was indexed at its old address; a board page at its new one matched nothing. The run
    // brings no new job, only a changed one (the feed's high-water mark moves): the pages are told.
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const ports = recordingPorts();
    ports.openTabs = [31];
    const h = await signedIn(ports);
    const id = server.store.ids()[250]!;
    const moved = `${server.boardUrl}/vacatures/900003/verhuisd`;
    const page = contentScriptSender(moved, 31);
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, page))).toMatchObject({ matched: false });

    server.store.update(id, { url: moved });
    clockOffset += 60_000;
    const before = ports.tabEvents.length;
    await h.service.sync.start(false);
    expect((await h.service.sync.state()).mode).toBe('incremental');
    expect(ports.tabEvents.slice(before).filter(({ event }) => event.event === 'page.recheck')).toEqual([
      { tabId: 31, event: { event: 'page.recheck' } },
    ]);
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, page))).toMatchObject({ matched: true });
    expect(value(await h.dispatch({ type: 'page.current', url: moved }, POPUP_SENDER))).toMatchObject({ job: { id } });
  });

  it("tells a tab that shows a card each page event for the card too, and other board tabs a session's change only", async () => {
    // Firefox gives the card's frame none of runtime.sendMessage's events: its tab is told for it.
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const ports = recordingPorts();
    ports.openTabs = [41, 42];
    const h = await signedIn(ports);
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(260), 41)))).toMatchObject({
      matched: true,
    });
    const before = ports.tabEvents.length;
    await h.service.sync.start(false);
    await h.dispatch({ type: 'session.signOut' }, POPUP_SENDER);
    const told = ports.tabEvents.slice(before).filter(({ event }) => event.event !== 'page.recheck');
    expect(told.filter(({ tabId }) => tabId === 41).every(({ card }) => card === true)).toBe(true);
    expect(told.filter(({ tabId }) => tabId === 41).map(({ event }) => event.event)).toContain('sync.progress');
    expect(told.filter(({ tabId }) => tabId === 42)).toEqual([{ tabId: 42, event: { event: 'session.changed' } }]);
  });

  it('a run whose saved searches could not be looked at still has the board pages check again', async () => {
    vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => true as never);
    const ports = recordingPorts();
    ports.openTabs = [21];
    const h = await signedIn(ports);
    const added = await addFeedJob(server, { title: 'Kwelderwachter', employer: 'Natuurmonumenten', city: 'Schiermonnikoog' });
    const alerts = vi.spyOn(h.service.alerts, 'afterSync').mockRejectedValue(new Error('The notification was refused'));
    const before = ports.tabEvents.length;
    await h.service.sync.start(false);
    expect(alerts).toHaveBeenCalledTimes(1);
    expect(ports.tabEvents.slice(before).filter(({ event }) => event.event === 'page.recheck')).toEqual([
      { tabId: 21, event: { event: 'page.recheck' } },
    ]);
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(added.url, 21)))).toMatchObject({
      matched: true,
    });
  });

  it('answers a page even when the browser refuses the toolbar mark, as Chrome refuses a null title', async () => {
    const ports = recordingPorts();
    ports.clearTabBadge = () => {
      throw new TypeError("Error in invocation of action.setTitle: Missing required property 'title'.");
    };
    const setBadge = ports.setBadge.bind(ports);
    ports.setBadge = (badge, tabId) => (tabId === undefined ? setBadge(badge) : Promise.reject(new Error(`No tab with id: ${tabId}.`)));
    const h = await signedIn(ports);
    const off = `${server.boardUrl}/vacatures/900002/niet-in-de-feed`;
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(off, 8)))).toEqual({
      matched: false,
      resultLinks: DEMO_LINKS,
    });
    expect(value(await h.dispatch({ type: 'page.match', url: null, hints: {} }, contentScriptSender(jobUrl(7), 9)))).toMatchObject({
      matched: true,
    });
    expect(value(await h.dispatch({ type: 'page.status', url: off }, POPUP_SENDER))).toEqual({
      checkedAt: expect.any(Number),
      matched: false,
    });
  });
});
