/**
 * The job boards the extension knows out of the box, one record each. URL shapes are the boards'
 * current public ones; where a board has several or changed them over time, each plausible variant
 * has its own rule, and unknown shapes fall back to the normalized-URL match.
 */
import { DEMO_BOARD_PATTERN } from '../config/patterns';
import type { BoardAdapter } from './types';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ALL_SOURCES: BoardAdapter['pageIdSources'] = ['canonical', 'ogUrl', 'jsonLd'];

export const DEMO_BOARD_ID = 'demo';

export const BUILTIN_BOARDS: readonly BoardAdapter[] = [
  {
    id: 'linkedin',
    name: 'LinkedIn Jobs',
    // The whole host: LinkedIn is a single-page app, so a job is often reached without a page load.
    matches: ['*://*.linkedin.com/*'],
    posting: [
      // /jobs/view/3912345678/, /jobs/view/senior-developer-at-acme-3912345678, /comm/jobs/view/… (e-mail links)
      { pathPattern: '^/(?:comm/)?jobs/view/(?:[^/]*-)?(?<id>\\d+)(?:/|$)', idPattern: '\\d+' },
      // /jobs/search/?currentJobId=…, /jobs/collections/recommended/?currentJobId=…
      { pathPattern: '^/jobs(?:/|$)', queryParam: 'currentJobId', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/jobs/view/"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'indeed',
    name: 'Indeed',
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
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'werk-nl',
    name: 'Werk.nl',
    matches: ['*://*.werk.nl/*'],
    // Werk.nl (UWV) has moved its vacancy pages between /werkzoekenden/vacatures/ and /vacatures/ and
    // between id-in-path and id-in-query shapes; each variant seen is accepted. The slug prefix is
    // lazy so that a UUID whose last group is all digits is not taken for a numeric id.
    posting: [
      { pathPattern: `^/(?:werkzoekenden/)?vacatures/vacature/(?:[^/]*?-)?(?<id>\\d{5,}|${UUID})(?:/|$)`, idPattern: `\\d{5,}|${UUID}` },
      { pathPattern: `^/(?:werkzoekenden/)?vacatures/[^/]*?-(?<id>\\d{6,}|${UUID})/?$`, idPattern: `\\d{5,}|${UUID}` },
      { pathPattern: '^/(?:werkzoekenden/)?vacatures/(?:vacature|vacature-details?|detail)/?$', queryParam: 'vacatureId', idPattern: `\\d{5,}|${UUID}` },
      { pathPattern: '^/(?:werkzoekenden/)?vacatures/(?:vacature|vacature-details?|detail)/?$', queryParam: 'id', idPattern: `\\d{5,}|${UUID}` },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="vacature"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'nationale-vacaturebank',
    name: 'Nationale Vacaturebank',
    matches: ['*://*.nationalevacaturebank.nl/*'],
    posting: [
      // /vacature/<uuid>/<slug> today; /vacature/4211646/Senior+Webdeveloper/1 on older links.
      { pathPattern: `^/vacature/(?<id>${UUID}|\\d+)(?:/|$)`, idPattern: `${UUID}|\\d+` },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/vacature/"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'monsterboard',
    name: 'Monsterboard',
    matches: ['*://*.monsterboard.nl/*'],
    posting: [
      // /vacature/<slug>--<uuid> and Monster's international /job-openings/<slug>--<uuid>.
      { pathPattern: `^/(?:vacature|vacatures|job-openings)/(?:.*[-/])?(?<id>${UUID})/?$`, idPattern: UUID },
      // A search page with a job open beside the results: /vacatures/zoeken?q=…&id=<uuid>.
      { pathPattern: '^/(?:vacatures|jobs)/', queryParam: 'id', idPattern: UUID },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/vacature"], a[href*="/job-openings/"], a[href*="id="]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'striive',
    name: 'Striive',
    matches: ['*://*.striive.com/*'],
    posting: [
      // /nl/opdrachten/<client-slug>/<title-slug>/<uuid>
      { pathPattern: `^/(?:[a-z]{2}/)?(?:opdrachten|assignments)/(?:.*/)?(?<id>${UUID})/?$`, idPattern: UUID },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/opdrachten/"], a[href*="/assignments/"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'freelance-nl',
    name: 'Freelance.nl',
    matches: ['*://*.freelance.nl/*'],
    posting: [
      // /opdracht/1176000-devops-engineer-openformulieren, also under a section on mijn.freelance.nl.
      { pathPattern: '^/(?:[^/]+/)?opdracht/(?<id>\\d+)(?:[-/]|$)', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="/opdracht/"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: 'flextender',
    name: 'Flextender',
    matches: ['*://*.flextender.nl/*'],
    posting: [
      // /opdracht/?aanvraagnr=<n> (the detail page), and /opdracht/<n> seen in older widget links.
      { pathPattern: '^/opdracht/?$', queryParam: 'aanvraagnr', idPattern: '\\d+' },
      { pathPattern: '^/opdracht/(?<id>\\d+)/?$', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a[href*="aanvraagnr="], a[href*="/opdracht/"]',
    builtIn: true,
    enabledByDefault: true,
  },
  {
    id: DEMO_BOARD_ID,
    name: 'Demo job board',
    // The reference server's board: host localhost on any port.
    matches: [DEMO_BOARD_PATTERN],
    posting: [
      { pathPattern: '^/vacatures/(?<id>\\d+)(?:/|$)', idPattern: '\\d+' },
      // The single-page variant, whose URL changes without a page load.
      { pathPattern: '^/app/vacatures/(?<id>\\d+)/?$', idPattern: '\\d+' },
    ],
    pageIdSources: ALL_SOURCES,
    resultLinkSelector: 'a.result-link',
    builtIn: true,
    enabledByDefault: true,
  },
];
