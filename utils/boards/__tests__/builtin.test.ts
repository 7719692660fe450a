import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '../builtin';
import { findBoard, postingIdFromUrl, postingKeyFromUrl } from '../match';
import type { BoardAdapter } from '../types';

function board(id: string): BoardAdapter {
  const found = BUILTIN_BOARDS.find((adapter) => adapter.id === id);
  if (!found) throw new Error(`no built-in board ${id}`);
  return found;
}

const UUID = '0b8e4e1a-7c59-4f0e-9f0a-2d1f3c4b5a69';

/** Per board: [URL as seen on the board, expected posting id or null for a non-posting page]. */
const tables: Record<string, [string, string | null][]> = {
  linkedin: [
    ['https://www.linkedin.com/jobs/view/3912345678/', '3912345678'],
    ['https://www.linkedin.com/jobs/view/3912345678', '3912345678'],
    ['https://linkedin.com/jobs/view/3912345678/?refId=abc&trackingId=def&trk=d_flagship3_search_srp_jobs', '3912345678'],
    ['https://nl.linkedin.com/jobs/view/senior-java-developer-at-acme-3912345678', '3912345678'],
    ['https://www.linkedin.com/jobs/view/python-3-developer-at-acme-b-v-3912345678?position=1&pageNum=0', '3912345678'],
    ['https://www.linkedin.com/comm/jobs/view/3912345678?trackingId=x&midToken=y', '3912345678'],
    ['https://WWW.LINKEDIN.COM/jobs/view/3912345678/#apply', '3912345678'],
    ['http://www.linkedin.com/jobs/view/3912345678/', '3912345678'],
    ['https://www.linkedin.com/jobs/search/?currentJobId=3912345678&keywords=java&geoId=102890719', '3912345678'],
    ['https://www.linkedin.com/jobs/collections/recommended/?currentJobId=3912345678', '3912345678'],
    ['https://www.linkedin.com/jobs/search-results/?currentJobId=3912345678&keywords=java', '3912345678'],
    ['https://www.linkedin.com/jobs/search/?keywords=java&location=Utrecht', null],
    ['https://www.linkedin.com/jobs/search/?currentJobId=abc', null],
    ['https://www.linkedin.com/jobs/', null],
    ['https://www.linkedin.com/company/acme/jobs/', null],
    ['https://www.linkedin.com/feed/?currentJobId=3912345678', null],
    ['https://www.linkedin.com/in/jan-jansen/', null],
  ],
  indeed: [
    ['https://nl.indeed.com/viewjob?jk=3f2a1b4c5d6e7f80', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/viewjob?jk=3f2a1b4c5d6e7f80&from=serp&vjs=3&tk=1h2j3k', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/rc/clk?jk=3f2a1b4c5d6e7f80&bb=xyz&xkcb=SoDq&fccid=0a1b2c3d4e5f6a7b&vjs=3', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/m/viewjob?jk=3f2a1b4c5d6e7f80&from=mobRdr', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/m/basecamp/viewjob?viewtype=embedded&jk=3f2a1b4c5d6e7f80', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/jobs?q=developer&l=Utrecht&vjk=3f2a1b4c5d6e7f80', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/cmp/Acme/jobs?jk=3f2a1b4c5d6e7f80&start=0', '3f2a1b4c5d6e7f80'],
    ['https://www.indeed.com/viewjob?jk=3F2A1B4C5D6E7F80', '3f2a1b4c5d6e7f80'],
    ['https://NL.Indeed.com/viewjob?jk=3f2a1b4c5d6e7f80#apply', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/viewjob?utm_source=google_jobs_apply&jk=3f2a1b4c5d6e7f80&utm_medium=organic', '3f2a1b4c5d6e7f80'],
    ['https://nl.indeed.com/jobs?q=developer&l=Utrecht', null],
    ['https://nl.indeed.com/viewjob?jk=', null],
    ['https://nl.indeed.com/viewjob?jk=not-a-job-key', null],
    ['https://nl.indeed.com/cmp/Acme', null],
    ['https://nl.indeed.com/', null],
  ],
  'werk-nl': [
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature/12345678', '12345678'],
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature/12345678/', '12345678'],
    ['https://werk.nl/werkzoekenden/vacatures/vacature/medewerker-logistiek-12345678?utm_source=x', '12345678'],
    ['https://www.werk.nl/werkzoekenden/vacatures/medewerker-logistiek-zwolle-12345678', '12345678'],
    [`https://www.werk.nl/werkzoekenden/vacatures/medewerker-logistiek-${UUID}`, UUID],
    ['https://www.werk.nl/werkzoekenden/vacatures/medewerker-4f1a2b3c-1d2e-4f3a-8b9c-123456789012', '4f1a2b3c-1d2e-4f3a-8b9c-123456789012'],
    ['https://www.werk.nl/vacatures/vacature/12345678/medewerker-logistiek', '12345678'],
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature-details?vacatureId=12345678', '12345678'],
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature/?id=12345678#solliciteren', '12345678'],
    ['https://WWW.WERK.NL/werkzoekenden/vacatures/vacature/12345678', '12345678'],
    ['https://www.werk.nl/werkzoekenden/vacatures/?trefwoord=lasser&plaats=Zwolle', null],
    ['https://www.werk.nl/werkzoekenden/vacatures/', null],
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature-zoeken', null],
    ['https://www.werk.nl/werkzoekenden/vacatures/vacature-details?vacatureId=abc', null],
    ['https://www.werk.nl/werkzoekenden/ww/', null],
    // Today's shape: the referenceNumber under the locale prefix.
    ['https://www.werk.nl/nl/vacatures/56790376', '56790376'],
    ['https://www.werk.nl/nl/vacatures/56790376/', '56790376'],
    ['https://WWW.WERK.NL/nl/vacatures/56790376?utm_source=x&gclid=y#solliciteren', '56790376'],
    ['https://www.werk.nl/en/vacatures/56790376', '56790376'],
    ['https://www.werk.nl/vacatures/56790376', '56790376'],
    ['https://www.werk.nl/nl/vacatures/1234', null],
    ['https://www.werk.nl/nl/vacatures/', null],
    ['https://www.werk.nl/nl/vacatures?friendlyurl=%2Fvacatures', null],
    ['https://www.werk.nl/nl/vacatures/vacature-zoeken', null],
    ['https://www.werk.nl/nl/werkgevers/vacature-plaatsen', null],
    ['https://www.werk.nl/nederland/vacatures/56790376', null],
  ],
  'nationale-vacaturebank': [
    [
      'https://www.nationalevacaturebank.nl/vacature/4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66/product-manager',
      '4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66',
    ],
    ['https://nationalevacaturebank.nl/vacature/4DBDEFE2-52BF-4B27-9F9B-07BBC79DBB66/', '4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66'],
    [
      'https://www.nationalevacaturebank.nl/vacature/4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66?ref=abc#top',
      '4dbdefe2-52bf-4b27-9f9b-07bbc79dbb66',
    ],
    ['http://www.nationalevacaturebank.nl/vacature/4211646/Senior+Webdeveloper/1', '4211646'],
    ['https://www.nationalevacaturebank.nl/vacature/4211646/senior-webdeveloper?utm_source=jobalert', '4211646'],
    ['https://www.nationalevacaturebank.nl/vacature/zoeken?query=java&location=Utrecht', null],
    ['https://www.nationalevacaturebank.nl/vacature/rss?q=java', null],
    ['https://www.nationalevacaturebank.nl/vacatures/zoekterm/java', null],
    ['https://www.nationalevacaturebank.nl/bedrijf/acme', null],
  ],
  monsterboard: [
    [`https://www.monsterboard.nl/vacature/java-developer-utrecht--${UUID}`, UUID],
    [`https://monsterboard.nl/vacature/java-developer-utrecht--${UUID}/`, UUID],
    [`https://www.monsterboard.nl/job-openings/java-developer-utrecht--${UUID}?utm_source=indeed`, UUID],
    [`https://www.monsterboard.nl/vacature/java-developer/${UUID}`, UUID],
    [`https://www.monsterboard.nl/vacatures/zoeken?q=java&where=Utrecht&id=${UUID}`, UUID],
    [`https://www.monsterboard.nl/vacature/java-developer--${UUID.toUpperCase()}#apply`, UUID],
    ['https://www.monsterboard.nl/vacatures/zoeken?q=java&where=Utrecht', null],
    ['https://www.monsterboard.nl/vacatures/zoeken?q=java&id=123', null],
    ['https://www.monsterboard.nl/vacature/java-developer-utrecht', null],
    ['https://www.monsterboard.nl/bedrijfsprofiel/acme', null],
    // monster.com, where monsterboard.nl redirects since September 2026.
    [`https://www.monster.com/job-openings/${UUID}`, UUID],
    [`https://www.monster.com/job-openings/java-developer-utrecht--${UUID}/`, UUID],
    [`https://monster.com/job-openings/java-developer--${UUID.toUpperCase()}?mstr_dist=true&utm_source=google_jobs_apply#apply`, UUID],
    [`http://www.monster.com/job-openings/java-developer--${UUID}`, UUID],
    ['https://www.monster.com/jobs/search?q=java&where=Utrecht&page=1&so=m.h.s', null],
    ['https://www.monster.com/job-openings/java-developer-utrecht', null],
    ['https://www.monster.com/job-openings/', null],
    ['https://www.monster.com/company/acme', null],
    [`https://www.monster.com.evil.test/job-openings/${UUID}`, null],
    [`https://www.monster.nl/job-openings/${UUID}`, null],
  ],
  striive: [
    [
      'https://striive.com/nl/opdrachten/centraal-bureau-voor-de-statistiek-cbs/vmware-specialist/d830c5bc-bc45-4d61-b6c9-4b236f026af7',
      'd830c5bc-bc45-4d61-b6c9-4b236f026af7',
    ],
    [
      'https://striive.com/nl/opdrachten/ministerie-van-justitie-veiligheid-jenv/informatieanalist/23fee748-0273-4739-863d-35f3455e2cd8/',
      '23fee748-0273-4739-863d-35f3455e2cd8',
    ],
    [
      'https://www.striive.com/nl/opdrachten/acme/informatieanalist/23FEE748-0273-4739-863D-35F3455E2CD8?utm_source=mail',
      '23fee748-0273-4739-863d-35f3455e2cd8',
    ],
    ['https://striive.com/en/assignments/acme/data-engineer/23fee748-0273-4739-863d-35f3455e2cd8', '23fee748-0273-4739-863d-35f3455e2cd8'],
    ['https://striive.com/opdrachten/23fee748-0273-4739-863d-35f3455e2cd8', '23fee748-0273-4739-863d-35f3455e2cd8'],
    ['https://striive.com/nl/opdrachten/', null],
    ['https://striive.com/nl/opdrachten/?query=java', null],
    ['https://striive.com/nl/opdrachten/ict/software-ontwikkeling', null],
    // Today's detail page: the list with the assignment's id in the query.
    ['https://striive.com/nl/opdrachten?id=23fee748-0273-4739-863d-35f3455e2cd8', '23fee748-0273-4739-863d-35f3455e2cd8'],
    ['https://striive.com/nl/opdrachten/?id=23FEE748-0273-4739-863D-35F3455E2CD8&utm_source=mail', '23fee748-0273-4739-863d-35f3455e2cd8'],
    [
      'https://www.striive.com/en/assignments?utm_medium=social&id=23fee748-0273-4739-863d-35f3455e2cd8#apply',
      '23fee748-0273-4739-863d-35f3455e2cd8',
    ],
    ['https://striive.com/opdrachten?id=23fee748-0273-4739-863d-35f3455e2cd8', '23fee748-0273-4739-863d-35f3455e2cd8'],
    ['https://striive.com/nl/opdrachten?id=', null],
    ['https://striive.com/nl/opdrachten?id=BTBDN000695', null],
    ['https://striive.com/nl/opdrachten?query=java&page=2', null],
    ['https://striive.com/nl/over-ons?id=23fee748-0273-4739-863d-35f3455e2cd8', null],
    ['https://supplier.striive.com/dashboard/opdrachten/BTBDN000695', null],
  ],
  'freelance-nl': [
    ['https://www.freelance.nl/opdracht/1176000-devops-engineer-openformulieren', '1176000'],
    ['https://freelance.nl/opdracht/1176000-devops-engineer-openformulieren/', '1176000'],
    ['https://www.freelance.nl/opdracht/1176000?mc_cid=a&mc_eid=b', '1176000'],
    ['https://www.freelance.nl/opdracht/1176000/devops-engineer#reageren', '1176000'],
    ['https://mijn.freelance.nl/opdracht-vinden/opdracht/1176000-devops-engineer', '1176000'],
    ['https://WWW.FREELANCE.NL/opdracht/1176000-DEVOPS-ENGINEER', '1176000'],
    ['https://www.freelance.nl/opdrachten', null],
    ['https://mijn.freelance.nl/opdracht-vinden/zoeken?q=java', null],
    ['https://www.freelance.nl/opdracht/devops-engineer', null],
  ],
  flextender: [
    ['https://www.flextender.nl/opdracht/?aanvraagnr=254718', '254718'],
    ['https://www.flextender.nl/opdracht?aanvraagnr=254718', '254718'],
    ['https://flextender.nl/opdracht/?aanvraagnr=254718&utm_source=linkedin#inschrijven', '254718'],
    ['https://www.flextender.nl/opdracht/254718', '254718'],
    ['https://www.flextender.nl/opdrachten/', null],
    ['https://www.flextender.nl/opdrachten/?zoeken=formulieren', null],
    ['https://www.flextender.nl/opdracht/?aanvraagnr=', null],
    ['https://www.flextender.nl/opdracht/?aanvraagnr=abc', null],
  ],
  [DEMO_BOARD_ID]: [
    ['http://localhost:8788/vacatures/500123/senior-java-developer', '500123'],
    ['http://localhost:8788/vacatures/500123/senior-java-developer/', '500123'],
    ['http://localhost/vacatures/500123', '500123'],
    ['http://localhost:3000/vacatures/500123/senior-java-developer?utm_source=demo#solliciteren', '500123'],
    ['http://LOCALHOST:8788/vacatures/500123/x', '500123'],
    ['http://localhost:8788/app/vacatures/500123', '500123'],
    ['http://localhost:8788/app/vacatures/500123/', '500123'],
    ['http://localhost:8788/zoeken?q=java', null],
    ['http://localhost:8788/zoeken', null],
    ['http://localhost:8788/vacatures/', null],
    ['http://localhost:8788/app/vacatures', null],
    ['http://localhost:8788/vacatures/abc/slug', null],
    ['http://127.0.0.1:8788/vacatures/500123/senior-java-developer', null],
    ['https://localhost:8788/vacatures/500123/senior-java-developer', null],
  ],
};

describe('built-in adapters', () => {
  it('cover every table and have unique ids', () => {
    expect(BUILTIN_BOARDS.map((adapter) => adapter.id).sort()).toEqual(Object.keys(tables).sort());
  });

  it('are plain serializable records with valid regexes', () => {
    for (const adapter of BUILTIN_BOARDS) {
      expect(JSON.parse(JSON.stringify(adapter))).toEqual(adapter);
      expect(adapter.builtIn).toBe(true);
      for (const rule of adapter.posting) {
        expect(() => new RegExp(rule.pathPattern)).not.toThrow();
        expect(rule.idPattern, `${adapter.id} ${rule.pathPattern}`).toBeTruthy();
        expect(() => new RegExp(rule.idPattern!)).not.toThrow();
        expect(rule.pathPattern.includes('(?<id>') || !!rule.queryParam).toBe(true);
      }
      // Every board that marks links says where: an invalid pattern would silently mark nowhere.
      expect(adapter.resultPages.length > 0, adapter.id).toBe(adapter.resultLinkSelector !== '');
      for (const rule of adapter.resultPages) expect(() => new RegExp(rule.pathPattern)).not.toThrow();
    }
  });

  for (const [id, rows] of Object.entries(tables)) {
    describe(id, () => {
      it.each(rows)('%s → %s', (url, expected) => {
        expect(postingIdFromUrl(board(id), url)).toBe(expected);
      });

      it('gives keys for its postings among all boards', () => {
        const [url, postingId] = rows.find(([, expected]) => expected !== null)!;
        expect(findBoard(url, BUILTIN_BOARDS)?.id).toBe(id);
        expect(postingKeyFromUrl(url, BUILTIN_BOARDS)).toBe(`${id}:${postingId}`);
      });
    });
  }

  it('recognise no other board’s postings', () => {
    for (const [id, rows] of Object.entries(tables)) {
      for (const [url] of rows) {
        const others = BUILTIN_BOARDS.filter((adapter) => adapter.id !== id);
        expect(postingKeyFromUrl(url, others), url).toBeNull();
      }
    }
  });
});
