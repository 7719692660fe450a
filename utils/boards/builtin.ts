/**
 * The job boards the extension knows out of the box, one record each. URL shapes are the boards'
 * current public ones; where a board has several or changed them over time, each plausible variant
 * has its own rule, and unknown shapes fall back to the normalized-URL match.
 *
 * Evidence: each record says where its shapes were seen (public GitHub repository and path, with the
 * date of the capture or commit), checked in November 2026. The URLs themselves are in
 * test/fixtures/boards/real-urls.ts. "newones" is ryanlissedev/newones-job-intelligence (commit
 * ae9f405), whose docs/sources/ record live probes of Dutch boards made in August and September 2026.
 */
import { DEMO_BOARD_PATTERN } from '../config/patterns';
import type { BoardAdapter } from './types';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ALL_SOURCES: BoardAdapter['pageIdSources'] = ['canonical', 'ogUrl', 'jsonLd'];

export const DEMO_BOARD_ID = 'demo';

/**
 * Whether this is a local build (utils/config/build.ts): wxt.config.ts defines it as false in a store
 * build, so the demo board is not in its bundles at all; undefined where nothing defines it (Node at
 * build time, unit tests), which are local.
 */
declare const __JFC_LOCAL_BUILD__: boolean | undefined;
const LOCAL_BUILD = typeof __JFC_LOCAL_BUILD__ === 'undefined' || __JFC_LOCAL_BUILD__;

export const BUILTIN_BOARDS: readonly BoardAdapter[] = [
  {
    id: 'linkedin',
    name: 'LinkedIn Jobs',
    // Evidence: newones docs/sources/linkedin.md (probed 2026-09-18): postings at
    // nl.linkedin.com/jobs/view/<slug>-<jobId>, search-card hrefs carry position/refId/trackingId;
    // Bunsly/JobSpy src/jobspy/scrapers/linkedin/__init__.py (2024-10): www.linkedin.com/jobs/view/<id>;
    // avirup2008/ai-job-search tests/unit/sources/linkedin-guest.test.ts (2026-04): <slug>-<id>?refId=.
    // The guest API (/jobs-guest/…) serves fragments, not pages, so it has no rule. No m. host seen.
    // The whole host: LinkedIn is a single-page app, so a job is often reached without a page load.
    matches: ['*://*.linkedin.com/*'],
    posting: [
      // /jobs/view/3912345678/, /jobs/view/senior-developer-at-acme-3912345678, /comm/jobs/view/… (e-mail links)
      { pathPattern: '^/(?:comm/)?jobs/view/(?:[^/]*-)?(?<id>\\d+)(?:/|$)', idPattern: '\\d+' },
      // /jobs/search/?currentJobId=…, /jobs/collections/recommended/…, an alert e-mail's /comm/jobs/search-results/…
      { pathPattern: '^/(?:comm/)?jobs(?:/|$)', queryParam: 'currentJobId', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    // Not the "Easy Apply" of a job open beside the results, <a href=".../jobs/view/<id>/apply/?openSDUIApplyFlow=true">
    // (partypancake8/linkedin_is_lame RESEARCH_FINDINGS.md names the postings' /apply/ URLs; apply bots found by code
    // search, unnamed, select it as a[href*="/apply/"][href*="openSDUIApplyFlow"]): an action, no result, though its
    // URL names the posting. A company's job cards, a.job-card-square__link, link to the search with the job open (eliasbiondo/
    // linkedin-mcp-server src/linkedin_mcp_server/domain/parsers/company.py, 2026-03, reads the id from currentJobId; the
    // whole href, /jobs/search/?currentJobId=<id>&f_C=…&origin=COMPANY_PAGE_JOBS_CLUSTER_EXPANSION, in several scrapers'
    // data found by code search, unnamed); that card class only: job alerts link to /jobs/search-results/?currentJobId= too.
    resultLinkSelector:
      'a[href*="/jobs/view/"]:not([href*="/apply/"]):not([href*="/apply?"]):not([href$="/apply"]), a.job-card-square__link[href*="currentJobId="]',
    // The redesigned search /jobs/search-results/ has cards without a link, <div role="button" componentkey=
    // "job-card-component-ref-<id>"> (stickerdaniel/linkedin-mcp-server core/utils.py and tests/test_job_search_dom.py
    // at ab3757a, 2026-08-13, issue #725); the title is their first p (public scrapers' inventories, 2026-06/10).
    resultCards: {
      selector: '[componentkey^="job-card-component-ref-"]',
      attribute: 'componentkey',
      idPattern: '^job-card-component-ref-(\\d+)$',
      postingUrl: 'https://www.linkedin.com/jobs/view/{id}/',
      titleSelector: 'p',
    },
    // Result pages: the job pages. Searches /jobs/search/?keywords= (RyanLisse/motian
    // scripts/seed-indeed-linkedin-configs.ts, 2026-02), /jobs/collections/recommended/?currentJobId=
    // (bmccall17/Ghost-Job-Detector docs/LINKEDIN_URL_INTELLIGENCE_REPORT.md, 2025-08), guest lists such as
    // /jobs/jobs-in-worldwide (kevinknights29/Remote_Jobs_Scraper src/app.js at d7ffe5c), and a posting's page, whose
    // "similar jobs" and "people also viewed" cards link to /jobs/view/ (newones fixtures/connectors/
    // linkedin/detail-freelance-e-bookmaker-4468200147.json, 2026-09-18). Not the feed, messages or profiles.
    // Also the saved and applied jobs, /my-items/saved-jobs/?cardType=SAVED|APPLIED, whose cards link to the postings
    // (aechiou/linkedin-saved-jobs, its README and scraper; rujuldwivedi/LinkedIn-Tool LinkedInTool/src/job_scraper.py).
    // And a company's job list /company/<name>/jobs/, its cards above (eliasbiondo company.py); not its other pages.
    resultPages: [
      { pathPattern: '^/(?:comm/)?jobs(?:/|$)' },
      { pathPattern: '^/my-items/saved-jobs(?:/|$)' },
      { pathPattern: '^/company/[^/]+/jobs/?$' },
    ],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'indeed',
    name: 'Indeed',
    // Evidence: newones docs/sources/indeed.md (probed 2026-09-18): nl.indeed.com/viewjob?jk=<16 hex>
    // (e.g. 12c9e91e86a09037), the search page opens a job with &vjk=, company pages /cmp/<name>, and
    // m.indeed.com does not resolve (no mobile host; the older /m/viewjob path is still accepted);
    // Bunsly/JobSpy src/jobspy/scrapers/indeed/__init__.py (2025-02): https://<country>.indeed.com/viewjob?jk=;
    // avirup2008/ai-job-search tests/fixtures/indeed-nl-search.html (2026-04, hand-made): /rc/clk?jk= card links.
    // Country sites are subdomains: nl.indeed.com, www.indeed.com, uk.indeed.com, …
    matches: ['*://*.indeed.com/*'],
    posting: [
      // /viewjob?jk=, /m/viewjob?jk=, /rc/clk?jk=, /cmp/<company>/jobs?jk=: the job key names the posting.
      { pathPattern: '^/', queryParam: 'jk', idPattern: '[0-9a-f]{16}' },
      // A search page with a job open beside the results.
      { pathPattern: '^/', queryParam: 'vjk', idPattern: '[0-9a-f]{16}' },
    ],
    pageIdSources: ['canonical', 'ogUrl'],
    resultLinkSelector: 'a[href*="jk="]',
    // Result pages: the search /jobs?q=&l= (newones docs/sources/indeed.md, its card-DOM capture of 2026-09-18;
    // RyanLisse/motian scripts/seed-indeed-linkedin-configs.ts), also with a job open (&vjk=), and its Dutch
    // name /vacatures?q= (avirup2008/ai-job-search .planning/phases/14-enhanced-discovery/14-RESEARCH.md,
    // 2026-04). No capture of /viewjob (login-walled in newones' probe) shows other postings.
    // And its searches by address, /q-<what>[-l-<where>]-vacatures.html and /l-<where>-jobs.html (the same research).
    // A company's job list /cmp/<name>/jobs (also ?clearPrefilter=1, ?jk= with one job open): AGZ-TX/ai
    // tools/outreach-leads/scripts/indeed_public.py (2026-09) reads its cards' jk links, and its
    // references/verification-map/indeed.md records /cmp/Microsoft/jobs showing listing links on 2026-09-18. The
    // company's other /cmp/ pages (overview, reviews) keep none: no evidence shows them listing postings.
    resultPages: [
      { pathPattern: '^/(?:jobs|vacatures)/?$' },
      { pathPattern: '^/[ql]-[^/]*-(?:jobs|vacatures)\\.html$' },
      { pathPattern: '^/cmp/[^/]+/jobs/?$' },
    ],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'werk-nl',
    name: 'Werk.nl',
    matches: ['*://*.werk.nl/*'],
    // Evidence: newones docs/sources/werk-nl.md (verified live 2026-09-18): the public vacancy app is
    // www.werk.nl/nl/vacatures/ and a posting is www.werk.nl/nl/vacatures/<referenceNumber> (8 digits,
    // e.g. 56790376); its data comes from /werkzoekenden/mijn-werkmap/kia/publiek/zoekenvacatures/api/
    // (no page, no rule). newones docs/sources/inventory/boards-route-wave2.md (2026-09-17): the old
    // /werkzoekenden/vacatures/ paths now redirect to login.werk.nl, so their rules below only serve
    // older links in feeds. Werk.nl (UWV) has moved its vacancy pages before, between id-in-path and
    // id-in-query shapes; each variant seen is accepted. The slug prefix is lazy so that a UUID whose
    // last group is all digits is not taken for a numeric id.
    posting: [
      // Today's shape, under the site's locale prefix (/nl/); a locale-less /vacatures/<n> too.
      { pathPattern: '^/(?:[a-z]{2}/)?vacatures/(?<id>\\d{5,})(?:/|$)', idPattern: '\\d{5,}' },
      { pathPattern: `^/(?:werkzoekenden/)?vacatures/vacature/(?:[^/]*?-)?(?<id>\\d{5,}|${UUID})(?:/|$)`, idPattern: `\\d{5,}|${UUID}` },
      { pathPattern: `^/(?:werkzoekenden/)?vacatures/[^/]*?-(?<id>\\d{6,}|${UUID})/?$`, idPattern: `\\d{5,}|${UUID}` },
      {
        pathPattern: '^/(?:werkzoekenden/)?vacatures/(?:vacature|vacature-details?|detail)/?$',
        queryParam: 'vacatureId',
        idPattern: `\\d{5,}|${UUID}`,
      },
      {
        pathPattern: '^/(?:werkzoekenden/)?vacatures/(?:vacature|vacature-details?|detail)/?$',
        queryParam: 'id',
        idPattern: `\\d{5,}|${UUID}`,
      },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="vacature"]',
    // Result pages: the app's list /nl/vacatures/ (newones docs/sources/werk-nl.md: cards, 2026-09-18) and the
    // older search /werkzoekenden/vacatures/?trefwoord= (avirup2008/ai-job-search docs/superpowers/plans/
    // 2026-04-14-week-1-foundation.md), now a login redirect. No evidence of a posting's page listing others.
    resultPages: [{ pathPattern: '^/(?:[a-z]{2}/|werkzoekenden/)?vacatures/?$' }],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'nationale-vacaturebank',
    name: 'Nationale Vacaturebank',
    // Evidence: avirup2008/ai-job-search tests/fixtures/nvb-search.json (saved 2026-04-14, the site's own
    // API answer): detail links www.nationalevacaturebank.nl/vacature/<uuid>/<slug>; nvb-search.html
    // (2026-04-15): the search page /vacature/zoeken?query= sits behind a DPG consent gate
    // (/privacygate-confirm?redirectUri=…), which is no posting page. newones
    // docs/sources/nationalevacaturebank.md (2026-09) confirms the gate. The numeric shape is from older
    // links (no recent evidence); it stays for feeds that still carry them.
    matches: ['*://*.nationalevacaturebank.nl/*'],
    posting: [
      // /vacature/<uuid>/<slug> today; /vacature/4211646/Senior+Webdeveloper/1 on older links.
      { pathPattern: `^/vacature/(?<id>${UUID}|\\d+)(?:/|$)`, idPattern: `${UUID}|\\d+` },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/vacature/"]',
    // Result pages: the search /vacature/zoeken (above) and the lists /vacatures/branche/<x> and
    // /vacatures/vakgebied/<x>, whose cards link to /vacature/<uuid>/<slug> (RyanLisse/motian
    // packages/scrapers/src/nationalevacaturebank.ts, 2026-03). No evidence of a posting's page listing others.
    resultPages: [{ pathPattern: '^/vacature/zoeken/?$' }, { pathPattern: '^/vacatures(?:/|$)' }],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    // Monsterboard redirects to monster.com since September 2026 (newones
    // docs/sources/inventory/browser-poc-wave.md, 2026-09-18: "redirect → monster.com", behind DataDome).
    // Decision: one adapter for both hosts, keeping the id "monsterboard" (it prefixes stored posting
    // keys and names the user's toggle). monster.com postings are /job-openings/<uuid> (ScraperHub/
    // monster-scrapers monster_job_detail_scraper.py, 2025-04; Bunsly/JobSpy
    // src/jobspy/scrapers/monster/__init__.py at ce831c8, 2024-07) or /job-openings/<slug>--<uuid>, also with
    // Google Jobs tracking (?mstr_dist=true&utm_…; seen in public code the index did not name); the id is Monster's job UUID, the
    // same on every Monster site, so an old monsterboard.nl link and the monster.com page it now
    // redirects to give one key. Search pages are /jobs/search?q=&where=&page=&so= with cards
    // a[data-testid="jobTitle"] (ScraperHub/monster-scrapers monster_listing_scraper.py). monsterboard.nl
    // stays for links in feeds from before the redirect (RyanLisse/motian
    // tests/public-job-board-adapters.test.ts, 2026-04: /vacatures/ lists, /job-openings/ details).
    // No evidence of a monster.nl job site or of an m. host, so neither is added.
    id: 'monsterboard',
    name: 'Monster (Monsterboard)',
    matches: ['*://*.monster.com/*', '*://*.monsterboard.nl/*'],
    posting: [
      // /job-openings/<uuid>, /job-openings/<slug>--<uuid>, and monsterboard's /vacature/<slug>--<uuid>.
      { pathPattern: `^/(?:vacature|vacatures|job-openings)/(?:.*[-/])?(?<id>${UUID})/?$`, idPattern: UUID },
      // A search page with a job open beside the results: /vacatures/zoeken?q=…&id=<uuid> (older
      // monsterboard links; not seen on monster.com, where the UUID requirement keeps it harmless).
      { pathPattern: '^/(?:vacatures|jobs)/', queryParam: 'id', idPattern: UUID },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/job-openings/"], a[href*="/vacature"], a[href*="id="]',
    // Result pages: monster.com's /jobs/search (above) and monsterboard's lists /vacatures/, /vacatures/it
    // with /job-openings/ links (RyanLisse/motian tests/public-job-board-adapters.test.ts, 2026-03). No
    // evidence of a /job-openings/ page listing others.
    resultPages: [{ pathPattern: '^/jobs/search/?$' }, { pathPattern: '^/vacatures(?:/|$)' }],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'striive',
    name: 'Striive',
    matches: ['*://*.striive.com/*'],
    // Evidence: newones docs/sources/striive.md (verified 2026-08-31): a posting is
    // striive.com/nl/opdrachten?id=<uuid>, and Striive's own API gives that as each job's brokerUrl
    // (newones packages/connectors/src/striive/striive.spec.ts: ?id=d0ab03db-13d1-42d4-a55d-3d238f02b3c0);
    // the list is /nl/opdrachten. The supplier portal (supplier.striive.com/jobrequests/…, RyanLisse/motian
    // packages/scrapers/src/striive.ts, 2026-04) needs a login and uses other ids, so it has no rule.
    posting: [
      // /nl/opdrachten?id=<uuid>: today's detail page, the list with one assignment open.
      { pathPattern: '^/(?:[a-z]{2}/)?(?:opdrachten|assignments)/?$', queryParam: 'id', idPattern: UUID },
      // /nl/opdrachten/<client-slug>/<title-slug>/<uuid> on older links.
      { pathPattern: `^/(?:[a-z]{2}/)?(?:opdrachten|assignments)/(?:.*/)?(?<id>${UUID})/?$`, idPattern: UUID },
    ],
    pageIdSources: ALL_SOURCES,
    // No trailing slash: today's links are /nl/opdrachten?id=…; the posting rules filter the rest.
    resultLinkSelector: 'a[href*="/opdrachten"], a[href*="/assignments"]',
    // Result pages: the list /nl/opdrachten (above; RyanLisse/motian tests/phase2-scraper-ops.test.ts, 2026-04),
    // also with one assignment open (?id=), and the supplier portal's lists /jobrequests/list and
    // /dashboard/opdrachten (motian packages/scrapers/src/platform-definitions.ts and
    // docs/brainstorms/2026-02-21-recruitment-platform-brainstorm.md), whose links a feed may carry.
    resultPages: [
      { pathPattern: '^/(?:[a-z]{2}/)?(?:opdrachten|assignments)/?$' },
      { pathPattern: '^/(?:jobrequests/list|dashboard/opdrachten)/?$' },
    ],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'freelance-nl',
    name: 'Freelance.nl',
    // Evidence: newones docs/sources/inventory/browser-poc-wave.md (2026-09-18): public detail links
    // /opdracht/<id>-<slug>; public postings such as www.freelance.nl/opdracht/1180677-ontwikkelaar-
    // digitale-formulieren (posted August 2026) in research notes; mijn.freelance.nl search redirects
    // to a login. The mijn.freelance.nl posting shape below is older and unconfirmed since.
    matches: ['*://*.freelance.nl/*'],
    posting: [
      // /opdracht/1176000-devops-engineer-openformulieren, also under a section on mijn.freelance.nl.
      { pathPattern: '^/(?:[^/]+/)?opdracht/(?<id>\\d+)(?:[-/]|$)', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/opdracht/"]',
    // Result pages: no public repository that names its list page was found (the evidence above shows a
    // listing, not its address), so every page keeps its markers, as before.
    resultPages: [{ pathPattern: '^/' }],
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'flextender',
    name: 'Flextender',
    // Evidence: RyanLisse/motian packages/scrapers/src/flextender.ts (2026-04): list /opdrachten/,
    // detail https://www.flextender.nl/opdracht/?aanvraagnr=<n>. Its result cards are div elements
    // with a data-kbslinkurl attribute, loaded by /wp-admin/admin-ajax.php, not links, so result-page
    // markers find only real <a> links there.
    matches: ['*://*.flextender.nl/*'],
    posting: [
      // /opdracht/?aanvraagnr=<n> (the detail page), and /opdracht/<n> seen in older widget links.
      { pathPattern: '^/opdracht/?$', queryParam: 'aanvraagnr', idPattern: '\\d+' },
      { pathPattern: '^/opdracht/(?<id>\\d+)/?$', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="aanvraagnr="], a[href*="/opdracht/"]',
    // Result pages: the list /opdrachten/ (RyanLisse/motian packages/scrapers/src/flextender.ts, above).
    resultPages: [{ pathPattern: '^/opdrachten/?$' }],
    builtIn: true,
    enabledByDefault: true,
  },
  ...(LOCAL_BUILD ? [demoBoard()] : []),
];

/** The reference server's demo board: in local builds only (demo, tests, benchmarks). */
function demoBoard(): BoardAdapter {
  return {
    id: DEMO_BOARD_ID,
    name: 'Demo Vacaturebank',
    // The reference server's board: host localhost on any port.
    matches: [DEMO_BOARD_PATTERN],
    posting: [
      { pathPattern: '^/vacatures/(?<id>\\d+)(?:/|$)', idPattern: '\\d+' },
      // The single-page variant, whose URL changes without a page load.
      { pathPattern: '^/app/vacatures/(?<id>\\d+)/?$', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a.result-link',
    // Every page: the tests and demos put result links on any of its pages.
    resultPages: [{ pathPattern: '^/' }],
    builtIn: true,
    enabledByDefault: true,
  };
}
