import { describe, expect, it } from 'vitest';
import { normalizePostingUrl, pageAddress } from '../normalize-url';

/** [what the row shows, URL as seen in the wild, key]. */
const cases: [string, string, string | null][] = [
  // LinkedIn
  [
    'LinkedIn view with click tracking',
    'https://www.linkedin.com/jobs/view/3912345678/?alternateChannel=search&refId=abc%3D%3D&trackingId=xyz%3D%3D&trk=d_flagship3_search_srp_jobs',
    'linkedin.com/jobs/view/3912345678',
  ],
  [
    'LinkedIn guest page on a country host with utm',
    'https://nl.linkedin.com/jobs/view/senior-java-developer-at-acme-3912345678?utm_source=share&utm_medium=member_desktop&originalSubdomain=nl',
    'nl.linkedin.com/jobs/view/senior-java-developer-at-acme-3912345678',
  ],
  [
    'LinkedIn search keeps currentJobId and the search',
    'https://www.linkedin.com/jobs/search/?currentJobId=3912345678&keywords=java&geoId=102890719&trk=public_jobs',
    'linkedin.com/jobs/search?currentJobId=3912345678&geoId=102890719&keywords=java',
  ],
  [
    'LinkedIn collections with lipi and eBP',
    'https://www.linkedin.com/jobs/collections/recommended/?currentJobId=3912345678&eBP=CwEAAA&lipi=urn%3Ali%3Apage',
    'linkedin.com/jobs/collections/recommended?currentJobId=3912345678',
  ],
  [
    'LinkedIn e-mail link',
    'https://www.linkedin.com/comm/jobs/view/3912345678?trackingId=a&refId=b&midToken=c&midSig=d&trk=eml-email_job_alert',
    'linkedin.com/comm/jobs/view/3912345678',
  ],
  // Indeed
  [
    'Indeed viewjob keeps jk',
    'https://nl.indeed.com/viewjob?jk=3f2a1b4c5d6e7f80&from=serp&vjs=3&utm_campaign=google_jobs_apply',
    'nl.indeed.com/viewjob?from=serp&jk=3f2a1b4c5d6e7f80&vjs=3',
  ],
  [
    'Indeed click-through keeps jk, sorted',
    'https://nl.indeed.com/rc/clk?jk=3f2a1b4c5d6e7f80&fccid=0a1b2c3d&vjs=3',
    'nl.indeed.com/rc/clk?fccid=0a1b2c3d&jk=3f2a1b4c5d6e7f80&vjs=3',
  ],
  ['Indeed mobile path', 'https://nl.indeed.com/m/viewjob?jk=3f2a1b4c5d6e7f80', 'nl.indeed.com/m/viewjob?jk=3f2a1b4c5d6e7f80'],
  [
    'Indeed search with an open job keeps vjk',
    'https://nl.indeed.com/jobs?q=developer&l=Utrecht&vjk=3f2a1b4c5d6e7f80&gclid=Cj0KCQ',
    'nl.indeed.com/jobs?l=Utrecht&q=developer&vjk=3f2a1b4c5d6e7f80',
  ],
  // Werk.nl
  [
    'Werk.nl vacancy with utm and fragment',
    'https://www.werk.nl/werkzoekenden/vacatures/vacature/12345678/?utm_source=nieuwsbrief#solliciteren',
    'werk.nl/werkzoekenden/vacatures/vacature/12345678',
  ],
  [
    'Werk.nl search keeps its query',
    'https://www.werk.nl/werkzoekenden/vacatures/?trefwoord=lasser&plaats=Zwolle',
    'werk.nl/werkzoekenden/vacatures?plaats=Zwolle&trefwoord=lasser',
  ],
  // Nationale Vacaturebank
  [
    'NVB uuid posting with ref',
    'https://www.nationalevacaturebank.nl/vacature/4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66/product-manager?ref=abc',
    'nationalevacaturebank.nl/vacature/4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66/product-manager',
  ],
  [
    'NVB legacy numeric posting with plus in the slug',
    'http://www.nationalevacaturebank.nl/vacature/4211646/Senior+Webdeveloper/1',
    'nationalevacaturebank.nl/vacature/4211646/Senior+Webdeveloper/1',
  ],
  // Monsterboard
  [
    'Monsterboard slug--uuid with intcid',
    'https://www.monsterboard.nl/vacature/java-developer-utrecht--0b8e4e1a-7c59-4f0e-9f0a-2d1f3c4b5a69?utm_source=indeed&utm_medium=organic',
    'monsterboard.nl/vacature/java-developer-utrecht--0b8e4e1a-7c59-4f0e-9f0a-2d1f3c4b5a69',
  ],
  [
    'Monsterboard search with selected job',
    'https://www.monsterboard.nl/vacatures/zoeken?q=java&where=Utrecht&id=0b8e4e1a-7c59-4f0e-9f0a-2d1f3c4b5a69&page=1',
    'monsterboard.nl/vacatures/zoeken?id=0b8e4e1a-7c59-4f0e-9f0a-2d1f3c4b5a69&page=1&q=java&where=Utrecht',
  ],
  [
    'Monster (monsterboard.nl redirects here) with Google Jobs utm',
    'https://www.monster.com/job-openings/nonprofit-leadership-internship-san-francisco-ca--29580c0d-b998-4aa5-aba8-29497e8b6d16?mstr_dist=true&utm_campaign=google_jobs_apply&utm_source=google_jobs_apply&utm_medium=organic',
    'monster.com/job-openings/nonprofit-leadership-internship-san-francisco-ca--29580c0d-b998-4aa5-aba8-29497e8b6d16?mstr_dist=true',
  ],
  // Striive
  [
    'Striive detail page keeps its id parameter (every assignment shares the path)',
    'https://striive.com/nl/opdrachten/?utm_source=linkedin&id=d0ab03db-13d1-42d4-a55d-3d238f02b3c0',
    'striive.com/nl/opdrachten?id=d0ab03db-13d1-42d4-a55d-3d238f02b3c0',
  ],
  // Werk.nl
  [
    'Werk.nl posting under the locale prefix with a trailing slash',
    'https://www.werk.nl/nl/vacatures/56790376/?utm_source=uwv',
    'werk.nl/nl/vacatures/56790376',
  ],
  [
    'Striive assignment with trailing slash',
    'https://striive.com/nl/opdrachten/centraal-bureau-voor-de-statistiek-cbs/vmware-specialist/d830c5bc-bc45-4d61-b6c9-4b236f026af7/',
    'striive.com/nl/opdrachten/centraal-bureau-voor-de-statistiek-cbs/vmware-specialist/d830c5bc-bc45-4d61-b6c9-4b236f026af7',
  ],
  // Freelance.nl
  [
    'Freelance.nl assignment with Mailchimp ids',
    'https://www.freelance.nl/opdracht/1176000-devops-engineer-openformulieren?mc_cid=abc123&mc_eid=def456',
    'freelance.nl/opdracht/1176000-devops-engineer-openformulieren',
  ],
  // Flextender
  [
    'Flextender keeps aanvraagnr',
    'https://www.flextender.nl/opdracht/?aanvraagnr=254718&utm_source=linkedin',
    'flextender.nl/opdracht?aanvraagnr=254718',
  ],
  [
    'Flextender without the slash before the query',
    'https://www.flextender.nl/opdracht?aanvraagnr=254718',
    'flextender.nl/opdracht?aanvraagnr=254718',
  ],
  // Jooble
  [
    'Jooble description page keeps its own parameters',
    'https://nl.jooble.org/desc/-1234567890123456789?ckey=java&rgn=-1&pos=1&utm_source=email',
    'nl.jooble.org/desc/-1234567890123456789?ckey=java&pos=1&rgn=-1',
  ],
  // Company career pages and applicant-tracking systems
  [
    'Greenhouse keeps gh_jid, drops gh_src',
    'https://boards.greenhouse.io/acme/jobs/4012345?gh_jid=4012345&gh_src=abc123',
    'boards.greenhouse.io/acme/jobs/4012345?gh_jid=4012345',
  ],
  [
    'Lever drops lever-source and lever-origin',
    'https://jobs.lever.co/acme/5f1c2d3e-4b5a-6978-8a9b-0c1d2e3f4a5b?lever-source=LinkedIn&lever-origin=applied',
    'jobs.lever.co/acme/5f1c2d3e-4b5a-6978-8a9b-0c1d2e3f4a5b',
  ],
  [
    'Career page with HubSpot and Google linker',
    'https://werkenbij.acme.nl/vacatures/backend-developer/?_hsenc=p2ANqtz&_hsmi=123&__hstc=1&_gl=1*abc&_ga=2.1',
    'werkenbij.acme.nl/vacatures/backend-developer',
  ],
  [
    'Career page keeps a posting id parameter',
    'https://careers.acme.com/job?id=R-01234&src=JB-10140&source=linkedin',
    'careers.acme.com/job?id=R-01234',
  ],
  [
    'Ad click ids are dropped',
    'https://acme.nl/vacature/42?fbclid=IwAR0&msclkid=abc&dclid=d&gbraid=g&wbraid=w&yclid=y&igshid=i&twclid=t&ttclid=tt&li_fat_id=l',
    'acme.nl/vacature/42',
  ],
  ['utm names in any case', 'https://acme.nl/vacature/42?UTM_Source=x&Utm_Medium=y', 'acme.nl/vacature/42'],
  ['tracking parameter with an encoded name', 'https://acme.nl/vacature/42?utm%5Fsource=x', 'acme.nl/vacature/42'],
  ['Marketo token', 'https://acme.nl/jobs/42?mkt_tok=eyJpIjoi', 'acme.nl/jobs/42'],
  ['hsa_ ad parameters', 'https://acme.nl/jobs/42?hsa_acc=1&hsa_cam=2&hsa_grp=3', 'acme.nl/jobs/42'],
  // The demo board
  [
    'demo board keeps its port',
    'http://localhost:8788/vacatures/500123/senior-java-developer?utm_source=demo',
    'localhost:8788/vacatures/500123/senior-java-developer',
  ],
  ['demo board SPA posting', 'http://localhost:8788/app/vacatures/500123/', 'localhost:8788/app/vacatures/500123'],
  ['demo board result page', 'http://localhost:8788/zoeken?q=java&page=2', 'localhost:8788/zoeken?page=2&q=java'],
  // Variants
  ['http and https are one posting', 'http://acme.nl/vacature/42', 'acme.nl/vacature/42'],
  ['www. is dropped', 'https://www.acme.nl/vacature/42', 'acme.nl/vacature/42'],
  ['m. is kept', 'https://m.acme.nl/vacature/42', 'm.acme.nl/vacature/42'],
  ['upper-case scheme and host', 'HTTPS://WWW.ACME.NL/vacature/42', 'acme.nl/vacature/42'],
  ['path case is kept', 'https://acme.nl/Vacature/ABC', 'acme.nl/Vacature/ABC'],
  ['default https port', 'https://acme.nl:443/vacature/42', 'acme.nl/vacature/42'],
  ['default http port', 'http://acme.nl:80/vacature/42', 'acme.nl/vacature/42'],
  ['other port kept', 'https://acme.nl:8443/vacature/42', 'acme.nl:8443/vacature/42'],
  ['trailing slashes', 'https://acme.nl/vacature/42//', 'acme.nl/vacature/42'],
  ['root stays /', 'https://www.acme.nl/', 'acme.nl/'],
  ['root without slash', 'https://acme.nl', 'acme.nl/'],
  ['root with only tracking', 'https://acme.nl/?utm_source=x', 'acme.nl/'],
  ['fragment dropped', 'https://acme.nl/vacature/42#apply', 'acme.nl/vacature/42'],
  ['hash route kept', 'https://jobs.acme.nl/#/vacature/42/', 'jobs.acme.nl/#/vacature/42'],
  ['hashbang route kept', 'https://jobs.acme.nl/#!/vacature/42', 'jobs.acme.nl/#!/vacature/42'],
  ['empty hash route dropped', 'https://jobs.acme.nl/vacatures/#/', 'jobs.acme.nl/vacatures'],
  ['unreserved escapes decoded', 'https://acme.nl/vac%61ture/%7Ejan/42', 'acme.nl/vacature/~jan/42'],
  ['reserved escapes upper-cased', 'https://acme.nl/vacature/a%2fb?q=c%3dd', 'acme.nl/vacature/a%2Fb?q=c%3Dd'],
  ['non-ASCII path is percent-encoded', 'https://acme.nl/vacature/café-medewerker', 'acme.nl/vacature/caf%C3%A9-medewerker'],
  ['non-ASCII host becomes punycode', 'https://bücher.example/vacature/1', 'xn--bcher-kva.example/vacature/1'],
  ['empty parameters dropped', 'https://acme.nl/jobs?&id=42&&', 'acme.nl/jobs?id=42'],
  ['valueless parameter kept', 'https://acme.nl/jobs?id=42&preview', 'acme.nl/jobs?id=42&preview'],
  ['repeated parameter keeps its order', 'https://acme.nl/jobs?tag=b&id=1&tag=a', 'acme.nl/jobs?id=1&tag=b&tag=a'],
  ['user info dropped', 'https://user:secret@acme.nl/vacature/42', 'acme.nl/vacature/42'],
  ['surrounding spaces', '  https://acme.nl/vacature/42  ', 'acme.nl/vacature/42'],
  ['trailing dot on host', 'https://acme.nl./vacature/42', 'acme.nl/vacature/42'],
  ['dot segments resolved', 'https://acme.nl/vacatures/../vacature/./42', 'acme.nl/vacature/42'],
  // Not postings
  ['mailto', 'mailto:jobs@acme.nl', null],
  ['javascript', 'javascript:alert(1)', null],
  ['ftp', 'ftp://acme.nl/vacature/42', null],
  ['relative', '/vacature/42', null],
  ['empty', '', null],
  ['garbage', 'not a url', null],
];

describe('normalizePostingUrl', () => {
  it.each(cases)('%s', (_, url, key) => {
    expect(normalizePostingUrl(url)).toBe(key);
  });

  it('gives variants of one posting one key', () => {
    const variants = [
      'https://www.acme.nl/vacature/42/?utm_source=linkedin&b=2&a=1#top',
      'http://ACME.nl:80/vacature/42?a=1&fbclid=x&b=2',
      'https://acme.nl/vacature/%34%32?b=2&a=1',
    ];
    expect(new Set(variants.map(normalizePostingUrl))).toEqual(new Set(['acme.nl/vacature/42?a=1&b=2']));
  });
});

describe('pageAddress', () => {
  it('drops a fragment that moves within the page and keeps a hash route', () => {
    expect(pageAddress('https://www.werk.nl/vacature/1#solliciteren')).toBe('https://www.werk.nl/vacature/1');
    expect(pageAddress('https://www.werk.nl/vacature/1#')).toBe('https://www.werk.nl/vacature/1');
    expect(pageAddress('https://www.werk.nl/vacature/1')).toBe('https://www.werk.nl/vacature/1');
    expect(pageAddress('https://board.example/app#/vacatures/7')).toBe('https://board.example/app#/vacatures/7');
    expect(pageAddress('https://board.example/app#!/vacatures/7')).toBe('https://board.example/app#!/vacatures/7');
    expect(pageAddress('not an address')).toBe('not an address');
  });
});
