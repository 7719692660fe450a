/**
 * The demo job board: server-rendered Dutch pages whose postings are the feed's jobs (posting id
 * 500000 + job id) mixed with postings that are not in the feed (900000 + n), a single-page variant
 * under /app/ that changes URL without page loads, result pages that append the next page's cards at
 * the press of a button (`?meer=1`), and a page with no posting at all. Self-contained
 * (no external resources), no inline script, every text HTML-escaped. It never contacts the API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OFF_FEED_OFFSET, POSTING_OFFSET, offFeedPosting, postingIdOf, slugify, type JobRow } from './data.ts';
import type { JobStore } from './store.ts';

export interface BoardContext {
  store: JobStore;
  boardUrl: string;
}

export interface Posting {
  postingId: number;
  title: string;
  employer: string | null;
  location: string | null;
  description: string;
  inFeed: boolean;
  publishDate: string | null;
}

const RESULTS_PER_PAGE = 20;
const OFF_FEED_POSTINGS = 100_000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text of an HTML fragment: tags dropped, entities left as written (the result is escaped again). */
function textOf(html: string): string[] {
  return html
    .replace(/<(script|style|iframe|svg)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/(p|li|ul|h\d)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

function feedPosting(context: BoardContext, row: JobRow): Posting {
  const job = context.store.build(row);
  return {
    postingId: postingIdOf(row.id),
    title: row.title,
    employer: row.employer,
    location: row.location,
    description: typeof job.description === 'string' ? job.description : '',
    inFeed: true,
    publishDate: typeof job.publishDate === 'string' ? job.publishDate : null,
  };
}

export function findPosting(context: BoardContext, postingId: number): Posting | null {
  if (postingId > OFF_FEED_OFFSET && postingId <= OFF_FEED_OFFSET + OFF_FEED_POSTINGS) {
    const posting = offFeedPosting(postingId - OFF_FEED_OFFSET);
    return { ...posting, description: `<p>${escapeHtml(posting.description)}</p>`, inFeed: false, publishDate: null };
  }
  const row = context.store.row(postingId - POSTING_OFFSET);
  return row ? feedPosting(context, row) : null;
}

function postingPath(posting: Pick<Posting, 'postingId' | 'title'>): string {
  return `/vacatures/${posting.postingId}/${slugify(posting.title)}`;
}

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Demo Vacaturebank</title>
<link rel="stylesheet" href="/board.css">
${head}
</head>
<body>
<header class="site-header"><a class="brand" href="/">Demo Vacaturebank</a>
<nav><a href="/zoeken">Vacatures</a> <a href="/app/">App</a> <a href="/plain">Over ons</a></nav></header>
<main>
${body}
</main>
<footer class="site-footer">Demo Vacaturebank: een testomgeving. Geen echte vacatures.</footer>
</body>
</html>
`;
}

function home(): string {
  return layout(
    'Home',
    `<h1>Vind je volgende opdracht</h1>
<form class="search" action="/zoeken" method="get">
<label for="q">Zoekterm</label> <input id="q" name="q" type="search" placeholder="Bijvoorbeeld: developer, beleid, Utrecht">
<button type="submit">Zoeken</button>
</form>
<ul class="links">
<li><a href="/zoeken">Alle vacatures</a></li>
<li><a href="/app/">De vacature-app (single-page)</a></li>
<li><a href="/plain">Over deze site</a></li>
</ul>`,
  );
}

interface ResultItem {
  postingId: number;
  title: string;
  employer: string | null;
  location: string | null;
}

/** Result i: every fourth a posting not in the feed, the rest the feed's (matching) jobs. */
function results(context: BoardContext, q: string, page: number, size: number): { items: ResultItem[]; more: boolean } {
  const needle = q.trim().toLowerCase();
  const rows =
    needle === ''
      ? null
      : context.store.list(
          [(row) => `${row.title} ${row.employer ?? ''} ${row.location ?? ''}`.toLowerCase().includes(needle)],
          [],
          0,
          Number.MAX_SAFE_INTEGER,
        ).rows;
  const feedCount = rows ? rows.length : context.store.size;
  const items: ResultItem[] = [];
  const start = page * size;
  // Without a query, only the feed's jobs this page shows: a feed may hold a million.
  const firstFeedIndex = start - Math.floor(start / 4);
  const shown = rows ? null : context.store.list([], [], firstFeedIndex, size).rows;
  let more = false;
  for (let i = start; ; i++) {
    const isOffFeed = i % 4 === 3;
    const feedIndex = i - Math.floor(i / 4);
    if (!isOffFeed && feedIndex >= feedCount) break;
    if (items.length === size) {
      more = true;
      break;
    }
    if (isOffFeed) {
      const posting = offFeedPosting(Math.floor(i / 4) + 1);
      items.push(posting);
    } else {
      const row = rows ? rows[feedIndex]! : shown![feedIndex - firstFeedIndex]!;
      items.push({ postingId: postingIdOf(row.id), title: row.title, employer: row.employer, location: row.location });
    }
  }
  return { items, more };
}

function searchPage(context: BoardContext, url: URL): string {
  const q = url.searchParams.get('q') ?? '';
  const page = Math.max(0, Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0);
  const size = Math.min(
    200,
    Math.max(1, Number.parseInt(url.searchParams.get('size') ?? String(RESULTS_PER_PAGE), 10) || RESULTS_PER_PAGE),
  );
  // `meer=1`: the next results come onto this page at the press of "Meer vacatures" (as LinkedIn's guest
  // search appends its "See more jobs"), for the markers of cards a board adds after its load.
  const appends = url.searchParams.get('meer') === '1';
  const { items, more } = results(context, q, page, size);
  const link = (p: number) =>
    `/zoeken?${new URLSearchParams({ q, page: String(p), ...(size === RESULTS_PER_PAGE ? {} : { size: String(size) }), ...(appends ? { meer: '1' } : {}) }).toString()}`;
  const list = items
    .map(
      (item) => `<li class="result">
<a class="result-link" href="${escapeHtml(postingPath(item))}">${escapeHtml(item.title)}</a>
<div class="result-meta"><span class="employer">${escapeHtml(item.employer ?? 'Onbekende werkgever')}</span> · <span class="location">${escapeHtml(item.location ?? 'Locatie onbekend')}</span></div>
</li>`,
    )
    .join('\n');
  const nav = appends
    ? more
      ? `<button type="button" class="more-results" data-next="${escapeHtml(link(page + 1))}">Meer vacatures</button>`
      : ''
    : [
        page > 0 ? `<a rel="prev" href="${escapeHtml(link(page - 1))}">Vorige</a>` : '',
        more ? `<a rel="next" href="${escapeHtml(link(page + 1))}">Volgende</a>` : '',
      ].join(' ');
  return layout(
    q ? `Zoeken: ${q}` : 'Vacatures',
    `<h1>${q ? `Vacatures voor “${escapeHtml(q)}”` : 'Alle vacatures'}</h1>
<form class="search" action="/zoeken" method="get">
<label for="q">Zoekterm</label> <input id="q" name="q" type="search" value="${escapeHtml(q)}">
<button type="submit">Zoeken</button>
</form>
${items.length === 0 ? '<p class="empty">Geen vacatures gevonden.</p>' : `<ol class="results" start="${page * size + 1}">\n${list}\n</ol>`}
<nav class="pager">${nav}</nav>`,
    appends ? '<script src="/more.js" defer></script>' : '',
  );
}

function postingPage(context: BoardContext, posting: Posting): string {
  const canonical = `${context.boardUrl}${postingPath(posting)}`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    identifier: { '@type': 'PropertyValue', name: 'Demo Vacaturebank', value: String(posting.postingId) },
    url: canonical,
    datePosted: posting.publishDate,
    hiringOrganization: posting.employer ? { '@type': 'Organization', name: posting.employer } : undefined,
    jobLocation: posting.location
      ? { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: posting.location, addressCountry: 'NL' } }
      : undefined,
  };
  // `<` escaped so that no text in the data can end the script element.
  const jsonText = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  const paragraphs = textOf(posting.description)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return layout(
    posting.title,
    `<article class="posting">
<div class="posting-main">
<p class="crumbs"><a href="/zoeken">Vacatures</a> › ${escapeHtml(posting.title)}</p>
<h1>${escapeHtml(posting.title)}</h1>
<p class="posting-meta"><span class="employer">${escapeHtml(posting.employer ?? 'Onbekende werkgever')}</span> · <span class="location">${escapeHtml(posting.location ?? 'Locatie onbekend')}</span></p>
<section class="description">
${paragraphs}
</section>
<h2 id="solliciteren">Solliciteren</h2>
<p>Gebruik de knop om direct te solliciteren. Vacaturenummer ${posting.postingId}.</p>
</div>
<aside class="posting-side">
<a class="apply-button" href="#solliciteren">Solliciteer direct</a>
<p class="side-note">Reageer vóór de sluitingsdatum.</p>
</aside>
</article>`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">
<meta property="og:url" content="${escapeHtml(canonical)}">
<meta property="og:title" content="${escapeHtml(posting.title)}">
<script type="application/ld+json">${jsonText}</script>`,
  );
}

function notFoundPage(): string {
  return layout(
    'Niet gevonden',
    '<h1>Deze pagina bestaat niet (meer)</h1><p>De vacature is mogelijk verlopen. <a href="/zoeken">Bekijk alle vacatures</a>.</p>',
  );
}

function plainPage(): string {
  return layout(
    'Over ons',
    `<h1>Over de Demo Vacaturebank</h1>
<p>Deze site bestaat om de browserextensie te testen. Op deze pagina staat geen vacature.</p>
<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Vivamus lacinia odio vitae vestibulum vestibulum.</p>`,
  );
}

// ---- the single-page app ---------------------------------------------------------------------------

/** Strict CSP for the app: only same-origin scripts, so it works with no inline script at all. */
const APP_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'";

function appShell(context: BoardContext, posting: Posting | null): string {
  const canonical = posting ? `${context.boardUrl}${postingPath(posting)}` : `${context.boardUrl}/app/`;
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(posting ? posting.title : 'Vacature-app')} | Demo Vacaturebank</title>
<link rel="stylesheet" href="/board.css">
<link rel="canonical" href="${escapeHtml(canonical)}">
<script src="/app.js" defer></script>
</head>
<body>
<header class="site-header"><a class="brand" href="/">Demo Vacaturebank</a>
<nav><a href="/app/" data-spa="home">App</a> <a href="/zoeken">Vacatures</a></nav></header>
<main id="app"><p>Laden…</p></main>
</body>
</html>
`;
}

function appPostings(context: BoardContext): { postingId: number; title: string; employer: string | null; location: string | null }[] {
  const feed = context.store
    .list([], [], 0, 5)
    .rows.map((row) => ({ postingId: postingIdOf(row.id), title: row.title, employer: row.employer, location: row.location }));
  const other = [1, 2].map((n) => offFeedPosting(n));
  return [...feed, ...other.map(({ postingId, title, employer, location }) => ({ postingId, title, employer, location }))];
}

function appData(context: BoardContext, posting: Posting): Record<string, unknown> {
  return {
    postingId: posting.postingId,
    title: posting.title,
    employer: posting.employer,
    location: posting.location,
    paragraphs: textOf(posting.description),
    canonical: `${context.boardUrl}${postingPath(posting)}`,
  };
}

/** The app's script: renders with DOM methods and textContent only, navigates with pushState. */
const APP_JS = `'use strict';
(function () {
  var main = document.getElementById('app');
  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }
  function setCanonical(href) {
    var link = document.querySelector('link[rel="canonical"]');
    if (!link) { link = el('link', { rel: 'canonical' }); document.head.appendChild(link); }
    link.setAttribute('href', href);
  }
  function clear() { while (main.firstChild) main.removeChild(main.firstChild); }
  function fail(text) { clear(); main.appendChild(el('h1', {}, 'Niet gevonden')); main.appendChild(el('p', {}, text)); }
  function renderHome() {
    return fetch('/app/data/index.json').then(function (r) { return r.json(); }).then(function (items) {
      clear();
      document.title = 'Vacature-app | Demo Vacaturebank';
      setCanonical(location.origin + '/app/');
      main.appendChild(el('h1', {}, 'Vacatures in de app'));
      var list = el('ul', { 'class': 'results' });
      items.forEach(function (item) {
        var li = el('li', { 'class': 'result' });
        li.appendChild(el('a', { 'class': 'result-link', href: '/app/vacatures/' + item.postingId, 'data-spa': 'posting' }, item.title));
        li.appendChild(el('div', { 'class': 'result-meta' }, (item.employer || 'Onbekende werkgever') + ' · ' + (item.location || 'Locatie onbekend')));
        list.appendChild(li);
      });
      main.appendChild(list);
    });
  }
  function renderPosting(id) {
    return fetch('/app/data/' + id + '.json').then(function (r) {
      if (!r.ok) throw new Error('not found');
      return r.json();
    }).then(function (p) {
      clear();
      document.title = p.title + ' | Demo Vacaturebank';
      setCanonical(p.canonical);
      var article = el('article', { 'class': 'posting', 'data-posting-id': String(p.postingId) });
      var body = el('div', { 'class': 'posting-main' });
      body.appendChild(el('p', { 'class': 'crumbs' })).appendChild(el('a', { href: '/app/', 'data-spa': 'home' }, '← Terug naar de lijst'));
      body.appendChild(el('h1', {}, p.title));
      body.appendChild(el('p', { 'class': 'posting-meta' }, (p.employer || 'Onbekende werkgever') + ' · ' + (p.location || 'Locatie onbekend')));
      p.paragraphs.forEach(function (line) { body.appendChild(el('p', {}, line)); });
      body.appendChild(el('h2', { id: 'solliciteren' }, 'Solliciteren'));
      var side = el('aside', { 'class': 'posting-side' });
      side.appendChild(el('a', { 'class': 'apply-button', href: '#solliciteren' }, 'Solliciteer direct'));
      article.appendChild(body);
      article.appendChild(side);
      main.appendChild(article);
    }).catch(function () { fail('Deze vacature bestaat niet (meer).'); });
  }
  function render() {
    var m = /^\\/app\\/vacatures\\/(\\d+)\\/?$/.exec(location.pathname);
    return m ? renderPosting(m[1]) : renderHome();
  }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target.closest('a[data-spa]') : null;
    if (!target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.pushState(null, '', target.getAttribute('href'));
    render();
  });
  window.addEventListener('popstate', function () { render(); });
  render();
})();
`;

/**
 * The "Meer vacatures" button's script: fetches the next result page, appends its cards (parsed,
 * not live markup until adopted; no innerHTML) and takes over its button's next page, if any.
 */
const MORE_JS = `'use strict';
(function () {
  var button = document.querySelector('.more-results');
  if (!button) return;
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch(button.getAttribute('data-next')).then(function (r) { return r.text(); }).then(function (text) {
      var next = new DOMParser().parseFromString(text, 'text/html');
      var list = document.querySelector('ol.results');
      next.querySelectorAll('ol.results > li').forEach(function (item) { list.appendChild(document.adoptNode(item)); });
      var more = next.querySelector('.more-results');
      if (more) {
        button.setAttribute('data-next', more.getAttribute('data-next'));
        button.disabled = false;
      } else {
        button.remove();
      }
    });
  });
})();
`;

const BOARD_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f8fafc}
a{color:#1d4ed8}
.site-header{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;background:#0f766e;color:#fff}
.site-header a{color:#fff;margin-left:16px;text-decoration:none}
.site-header .brand{margin-left:0;font-weight:700;font-size:1.2em}
main{max-width:1100px;margin:0 auto;padding:24px}
.search{display:flex;gap:8px;align-items:center;margin:16px 0}
.search input{flex:1;padding:8px;border:1px solid #cbd5e1;border-radius:4px}
.search button{padding:8px 16px;background:#0f766e;color:#fff;border:0;border-radius:4px}
.results{list-style:none;padding:0}
.result{background:#fff;border:1px solid #e2e8f0;border-radius:6px;padding:12px 16px;margin:8px 0}
.result-link{font-weight:600;font-size:1.1em}
.result-meta,.posting-meta{color:#64748b}
.pager a{margin-right:12px}
.more-results{padding:8px 16px;background:#fff;color:#0f766e;border:1px solid #0f766e;border-radius:4px;font:inherit}
.posting{display:flex;gap:32px;align-items:flex-start}
.posting-main{flex:1;min-width:0;background:#fff;border:1px solid #e2e8f0;border-radius:6px;padding:24px}
.posting-side{flex:0 0 260px;position:sticky;top:24px;text-align:center}
.apply-button{display:block;padding:16px 24px;background:#ea580c;color:#fff;font-weight:700;font-size:1.15em;text-decoration:none;border-radius:6px}
.side-note{color:#64748b;font-size:.9em}
.site-footer{text-align:center;color:#94a3b8;padding:24px}
`;

function send(res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': contentType,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(body);
}

function html(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  send(res, status, 'text/html; charset=utf-8', body, headers);
}

/** Handles a request to the board server; never throws. */
export function handleBoard(context: BoardContext, req: IncomingMessage, res: ServerResponse): void {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    if (path === '/') return html(res, 200, home());
    if (path === '/board.css') return send(res, 200, 'text/css; charset=utf-8', BOARD_CSS);
    if (path === '/app.js') return send(res, 200, 'text/javascript; charset=utf-8', APP_JS);
    if (path === '/more.js') return send(res, 200, 'text/javascript; charset=utf-8', MORE_JS);
    if (path === '/favicon.ico') return send(res, 204, 'image/x-icon', '');
    if (path === '/zoeken') return html(res, 200, searchPage(context, url));
    if (path === '/plain') return html(res, 200, plainPage());
    if (path === '/app' || path === '/app/') return html(res, 200, appShell(context, null), { 'Content-Security-Policy': APP_CSP });
    if (path === '/app/data/index.json') return send(res, 200, 'application/json', JSON.stringify(appPostings(context)));
    const data = /^\/app\/data\/(\d{1,9})\.json$/.exec(path);
    if (data) {
      const posting = findPosting(context, Number(data[1]));
      if (!posting) return send(res, 404, 'application/json', '{"error":"not found"}');
      return send(res, 200, 'application/json', JSON.stringify(appData(context, posting)));
    }
    const appPosting = /^\/app\/vacatures\/(\d{1,9})\/?$/.exec(path);
    if (appPosting) {
      const posting = findPosting(context, Number(appPosting[1]));
      return html(res, posting ? 200 : 404, appShell(context, posting), { 'Content-Security-Policy': APP_CSP });
    }
    const postingMatch = /^\/vacatures\/(\d{1,9})(?:\/[^/]*)?\/?$/.exec(path);
    if (postingMatch) {
      const posting = findPosting(context, Number(postingMatch[1]));
      if (!posting) return html(res, 404, notFoundPage());
      return html(res, 200, postingPage(context, posting));
    }
    html(res, 404, notFoundPage());
  } catch {
    if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'Interne fout');
    else res.destroy();
  }
}
