/** The demo job board: result pages, posting pages with their identifiers, the single-page app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../app.ts';
import { start } from './helpers.ts';

let server: ReferenceServer;

beforeAll(async () => {
  server = await start({ jobs: 300 });
});

afterAll(async () => {
  await server.close();
});

async function page(path: string, base = server.boardUrl): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function resultLinks(html: string): string[] {
  return [...html.matchAll(/<a class="result-link" href="([^"]+)">/g)].map((m) => m[1]!);
}

function job(index: number): { id: number; title: string; url: string; employer: string | null } {
  return server.store.get(server.store.ids()[index]!) as { id: number; title: string; url: string; employer: string | null };
}

describe('demo board', () => {
  it('has a home page with a search form, and a stylesheet', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(home.html).toContain('<form class="search" action="/zoeken"');
    const css = await page('/board.css');
    expect(css.headers.get('Content-Type')).toContain('text/css');
    expect(css.html).toContain('.apply-button');
  });

  it('lists 20 postings per page, feed and not-feed mixed, as a.result-link', async () => {
    const first = await page('/zoeken');
    const links = resultLinks(first.html);
    expect(links).toHaveLength(20);
    for (const href of links) expect(href).toMatch(/^\/vacatures\/\d+\/[a-z0-9-]+$/);
    const ids = links.map((href) => Number(href.split('/')[2]));
    expect(ids.filter((id) => id >= 900_000).length).toBeGreaterThan(0);
    expect(ids.filter((id) => id < 900_000).every((id) => server.store.has(id - 500_000))).toBe(true);
    const second = resultLinks((await page('/zoeken?page=1')).html);
    expect(second).toHaveLength(20);
    expect(second.filter((href) => links.includes(href))).toEqual([]);
    expect(resultLinks((await page('/zoeken?size=200')).html)).toHaveLength(200);
  });

  it('offers a "Meer vacatures" button instead of the pager with meer=1, and its script to append the next cards', async () => {
    const first = await page('/zoeken?meer=1');
    expect(first.html).not.toContain('rel="next"');
    expect([...first.html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/more.js" defer>']);
    const next = /<button type="button" class="more-results" data-next="([^"]+)">Meer vacatures<\/button>/.exec(first.html);
    expect(next?.[1]).toBe('/zoeken?q=&#38;page=1&#38;meer=1');
    const second = await page('/zoeken?q=&page=1&meer=1');
    expect(resultLinks(second.html)).toEqual(resultLinks((await page('/zoeken?page=1')).html));
    expect(second.html).toContain('data-next="/zoeken?q=&#38;page=2&#38;meer=1"');
    expect((await page('/zoeken')).html).not.toMatch(/more-results|more\.js/);
    const script = await page('/more.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
    expect(script.html).toContain('DOMParser');
    expect(script.html).not.toContain('innerHTML');
  });

  it('searches titles, employers and places', async () => {
    const results = resultLinks((await page('/zoeken?q=developer')).html).filter((href) => Number(href.split('/')[2]) < 900_000);
    expect(results.length).toBeGreaterThan(0);
    for (const href of results) {
      const row = server.store.row(Number(href.split('/')[2]) - 500_000)!;
      expect(`${row.title} ${row.employer} ${row.location}`.toLowerCase()).toContain('developer');
    }
  });

  it('shows a feed posting with canonical, og:url, JSON-LD and an apply button at the side', async () => {
    const target = job(4);
    const canonical = target.url.replace(/\?.*$/, '');
    const path = new URL(target.url).pathname;
    const posting = await page(path);
    expect(posting.status).toBe(200);
    expect(posting.html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(posting.html).toContain(`<meta property="og:url" content="${canonical}">`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(posting.html);
    const data = JSON.parse(ld![1]!) as { '@type': string; identifier: { value: string }; url: string; title: string };
    expect(data['@type']).toBe('JobPosting');
    expect(data.identifier.value).toBe(String(500_000 + target.id));
    expect(data.url).toBe(canonical);
    expect(data.title).toBe(target.title);
    expect(posting.html).toMatch(/<aside class="posting-side">\s*<a class="apply-button" href="#solliciteren">Solliciteer direct<\/a>/);
    // The same posting under another slug is still that posting, with the right canonical.
    expect((await page(`/vacatures/${500_000 + target.id}/oude-titel`)).html).toContain(`href="${canonical}"`);
  });

  it('escapes every text and never carries hostile markup', async () => {
    const id = server.store.ids()[7]!;
    await fetch(`${server.apiUrl}/__test/jobs/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Tester <img src=x onerror="window.__xss=true">',
        employer: '"Quote" & <b>Co</b>',
        description: '<p>Hallo</p><script>window.__xss=true</script><img src=x onerror=alert(1)>',
      }),
    });
    const html = (await page(`/vacatures/${500_000 + id}/x`)).html;
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<img|<script>|<svg|javascript:/);
    expect(html).toContain('<h1>Tester &#60;img src=x onerror=&#34;window.__xss=true&#34;&#62;</h1>');
    expect(html).toContain('&#34;Quote&#34; &#38; &#60;b&#62;Co&#60;/b&#62;');
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toEqual(['<script type="application/ld+json">']);
    await fetch(`${server.apiUrl}/__test/reset`, { method: 'POST' });
  });

  it('shows postings not in the feed, and 404 for unknown ones', async () => {
    const other = await page('/vacatures/900001/niet-in-de-feed');
    expect(other.status).toBe(200);
    expect(other.html).toContain('<link rel="canonical" href="' + `${server.boardUrl}/vacatures/900001/`);
    expect((await page('/vacatures/123/x')).status).toBe(404);
    expect((await page('/vacatures/499999/x')).status).toBe(404);
    expect((await page('/nergens')).status).toBe(404);
  });

  it('has a plain page without any posting', async () => {
    const plain = await page('/plain');
    expect(plain.status).toBe(200);
    expect(plain.html).not.toContain('canonical');
    expect(plain.html).not.toContain('ld+json');
    expect(plain.html).not.toContain('result-link');
  });

  it('serves the single-page app with a strict CSP, an external script and JSON data', async () => {
    const shell = await page('/app/');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect([...shell.html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual(['<script src="/app.js" defer>']);
    const script = await page('/app.js');
    expect(script.headers.get('Content-Type')).toContain('javascript');
    expect(script.html).toContain('history.pushState');
    expect(script.html).toContain('popstate');
    expect(script.html).not.toContain('innerHTML');

    const index = (await (await fetch(`${server.boardUrl}/app/data/index.json`)).json()) as { postingId: number }[];
    expect(index.length).toBeGreaterThanOrEqual(5);
    const target = job(0);
    const data = (await (await fetch(`${server.boardUrl}/app/data/${500_000 + target.id}.json`)).json()) as {
      title: string;
      canonical: string;
    };
    expect(data.title).toBe(target.title);
    expect(data.canonical).toBe(target.url.replace(/\?.*$/, ''));
    const deep = await page(`/app/vacatures/${500_000 + target.id}`);
    expect(deep.status).toBe(200);
    expect(deep.html).toContain(`<link rel="canonical" href="${data.canonical}">`);
    expect((await fetch(`${server.boardUrl}/app/data/123.json`)).status).toBe(404);
  });

  it('answers on localhost over IPv4 and, where available, IPv6', async () => {
    const port = new URL(server.boardUrl).port;
    expect((await page('/plain', `http://127.0.0.1:${port}`)).status).toBe(200);
    const v6 = await fetch(`http://[::1]:${port}/plain`).then(
      (r) => r.status,
      () => null,
    );
    expect([200, null]).toContain(v6);
  });
});
