/**
 * The side panel in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi): opened as a tab beside
 * a posting (BiDi cannot open the sidebar; the panel works on the tab used before it), "This page"
 * explains the card, five jobs are worked from the keyboard (j loads each posting in that tab, h/n/s
 * mark it), a mark set in the popup shows on the open card at once and in the panel, and so does a
 * note written in the popup, on the expanded card; the queue exported as CSV is read back. A search
 * saved in the popup counts the new jobs a sync brings, and the page its notification opens lists them.
 * A posting whose vacancy is also on LinkedIn and Indeed shows "Also on" with both on its card, once
 * the sync that brings it ends, without a reload.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Frame, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { parseCsv } from '../../utils/feed/csv.ts';
import { askValue } from './harness/ask.ts';
import { pageChecked, waitForSync } from './harness/background.ts';
import { clickButton, firefoxWelcomeTab, goInTab, launchFirefoxWithExtension, waitForText } from './harness/firefox.ts';
import { firefoxCardShowing, firefoxHostCount } from './harness/overlay.ts';
import { addVacancyOnThreeBoards, boardUrls, startServer, storedJob } from './harness/server.ts';
import { fillFirefoxSignInForm, firefoxSignedIn } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';

const JOBS = 120;
let server: ReferenceServer;
let browser: Browser;
let extensionPage: Page;
let downloads: string;

beforeAll(async () => {
  server = await startServer(JOBS);
  downloads = await mkdtemp(path.join(tmpdir(), 'jfc-firefox-downloads-'));
  browser = await launchFirefoxWithExtension(server.apiUrl, downloads);
  extensionPage = await firefoxWelcomeTab(browser);
  await fillFirefoxSignInForm(extensionPage, 20_000);
  await clickButton(extensionPage, 'Sign in', 20_000);
  await firefoxSignedIn(extensionPage, 30_000);
  await waitForSync(extensionPage, 'the first sync', { indexed: JOBS });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (downloads) await rm(downloads, { recursive: true, force: true });
});

/** Until the card's header names the job's mark (its text, before the header's capitals). */
function cardSays(card: Frame, text: string): Promise<boolean> {
  return waitFor(
    () => card.evaluate((wanted) => document.body.textContent?.includes(wanted) ?? false, text),
    `the card saying "${text}"`,
    15_000,
  );
}

/** The pressed state of a status button in the panel's selected job, or null while it is not there. */
function pressed(panel: Page, name: string): Promise<string | null> {
  return panel.evaluate((label) => {
    const group = document.querySelector('.selected-job [role="group"]');
    const button = [...(group?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
    return button && button.getAttribute('aria-disabled') !== 'true' ? button.getAttribute('aria-pressed') : null;
  }, name);
}

describe('the side panel in Firefox ESR', () => {
  it('works five jobs from the keyboard beside their postings; a mark from the popup reaches the card and the panel', async () => {
    const newest = server.store.ids().at(-1)!;
    const posting = await browser.newPage();
    await posting.goto(boardUrls(server, newest).inFeed, { waitUntil: 'load' });
    await firefoxCardShowing(posting, storedJob(server, newest).title.trim(), 15_000);

    const panel = extensionPage;
    await goInTab(panel, '/sidepanel.html');
    await waitForText(panel, 'In your feed:');
    await waitForText(panel, `0 of ${JOBS} handled`);
    const ids = await waitFor(
      () =>
        panel.evaluate(() => {
          const rows = [...document.querySelectorAll<HTMLElement>('.job-list .job-row')].map((row) => Number(row.dataset.rowKey));
          return rows.length >= 6 && document.querySelector('.feed-list')?.getAttribute('aria-busy') === 'false' ? rows : null;
        }),
      'the queue',
    );
    await panel.bringToFront();
    const keys = ['h', 'n', 's', 'h', 'h'] as const;
    const names = { h: 'Handled', n: 'Not relevant', s: 'Shortlist' } as const;
    for (const [i, key] of keys.entries()) {
      const job = storedJob(server, ids[i]!);
      await panel.keyboard.press('j');
      await waitFor(
        () => panel.evaluate((title) => document.querySelector('.job-row-selected .job-title')?.textContent === title, job.title),
        `job ${job.id} selected`,
      );
      await waitFor(async () => posting.url() === job.url, `the posting of job ${job.id} beside the panel`);
      await waitFor(async () => (await pressed(panel, names[key])) === 'false', `the status of job ${job.id}`);
      await panel.keyboard.press(key);
      await waitFor(async () => (await pressed(panel, names[key])) === 'true', `job ${job.id} marked ${names[key]}`);
    }
    await waitForText(panel, `4 of ${JOBS} handled`);
    const fifth = storedJob(server, ids[4]!);
    // Puppeteer loses track of a tab the extension navigates (it lists four card frames for the one
    // host there, and times out loading it again): the last posting is looked at in a tab of its own.
    const last = await browser.newPage();
    await last.goto(fifth.url, { waitUntil: 'load' });
    const card = await firefoxCardShowing(last, fifth.title.trim(), 15_000);
    await cardSays(card, 'In your feed · Handled');

    // The popup, in the same tab: the fifth job marked Shortlisted there; the open card follows at once.
    // In front, as a popup is when used: the clicks and the typing below aim at its buttons and field.
    await panel.bringToFront();
    await goInTab(panel, '/popup.html');
    await waitFor(() => panel.evaluate(() => document.querySelectorAll('.job-row').length >= 6), 'the popup list');
    await panel.evaluate((id) => document.querySelector<HTMLButtonElement>(`.job-row[data-row-key="${id}"]`)!.click(), fifth.id);
    const shortlist = () =>
      panel.evaluate(() => {
        const button = [...document.querySelectorAll('[role="group"] button')].find((b) => b.textContent === 'Shortlist');
        return button && button.getAttribute('aria-disabled') !== 'true' ? button.getAttribute('aria-pressed') : null;
      });
    await waitFor(async () => (await shortlist()) === 'false', 'the popup showing the mark');
    await clickButton(panel, 'Shortlist');
    await waitFor(async () => (await shortlist()) === 'true', 'the popup marking the job');
    await cardSays(card, 'In your feed · Shortlisted');

    // A note on the job, written in the popup (typed, with markup that stays text), shown at once on
    // the open card of its posting, expanded to show it.
    await card.evaluate(() => document.querySelector<HTMLButtonElement>('.summary button[aria-expanded="false"]')!.click());
    await panel.evaluate(() => document.querySelector<HTMLElement>('.job-notes summary')!.click());
    const note = '<b>Gebeld</b> op maandag, terugbellen vrijdag';
    await panel.waitForSelector('#note-job', { visible: true });
    await panel.click('#note-job');
    await panel.keyboard.type(note);
    await panel.evaluate(() => [...document.querySelectorAll<HTMLButtonElement>('.note-field button')][0]!.click());
    await waitForText(panel, 'Saved.');
    await cardSays(card, note);
    expect(await card.evaluate(() => document.querySelector('.job-notes b'))).toBeNull();
    await goInTab(panel, '/sidepanel.html');
    await waitForText(panel, `3 of ${JOBS} handled`);
    expect(await panel.evaluate((id) => document.querySelector(`.job-row[data-row-key="${id}"] .job-status`)?.textContent, fifth.id)).toBe(
      'Shortlisted',
    );

    // The queue as a spreadsheet, saved by Firefox's own download and read back: every job, its mark
    // and its note, the description as text.
    await clickButton(panel, 'Export CSV');
    const exported = await waitFor(
      () => panel.evaluate(() => /Exported \d+ jobs to (\S+\.csv)\./.exec(document.body.textContent ?? '')?.[1] ?? null),
      'the export',
      60_000,
    );
    const file = path.join(downloads, exported);
    await waitFor(
      async () => (await readdir(downloads)).includes(exported) && !(await readdir(downloads)).some((f) => f.endsWith('.part')),
      file,
    );
    const csv = await readFile(file, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const table = parseCsv(csv, ',');
    expect(table).toHaveLength(JOBS + 1);
    const row = table.find((cells) => Number(cells[0]) === fifth.id)!;
    expect(row[1]).toBe(fifth.title.trim());
    expect(row[8]).toBe('Shortlisted');
    expect(row).toContain(note);
    expect(row.at(-1)!.length).toBeGreaterThan(20);
    expect(row.at(-1)).not.toMatch(/<[a-z]/i);
  }, 240_000);
  it("counts a saved search's new jobs after a sync, and lists exactly them on the page its notification opens", async () => {
    // In front, as a popup the recruiter types in is. Behind a posting's tab, the page ran its effects
    // at the pace of a background tab's timers, and "This page" (that posting) came seconds after the
    // search box, moving it down under a click aimed at it: the typing was lost.
    const page = extensionPage;
    await page.bringToFront();
    await goInTab(page, '/popup.html');
    await page.waitForSelector('#feed-search-input', { visible: true });
    await page.click('#feed-search-input');
    await page.keyboard.type('walvisonderzoeker');
    await waitFor(
      () => page.$eval('#feed-search-input', (input) => (input as HTMLInputElement).value === 'walvisonderzoeker'),
      'the search typed in the box',
    );
    await clickButton(page, 'Save search');
    await page.waitForSelector('#save-search-name', { visible: true });
    expect(await page.$eval('#save-search-name', (input) => (input as HTMLInputElement).value)).toBe('walvisonderzoeker');
    await clickButton(page, 'Save');
    await waitForText(page, 'Saved as “walvisonderzoeker”.');
    const [search] = await askValue(page, { type: 'searches.list' });
    expect(search).toMatchObject({ name: 'walvisonderzoeker', alerts: true, unseen: [] });

    const add = (title: string, employer: string) =>
      fetch(`${server.apiUrl}/__test/jobs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title, employer }),
      });
    for (const n of [1, 2, 3]) expect((await add(`Walvisonderzoeker ${n}`, `Zeeonderzoek ${n}`)).status).toBe(201);
    await add('Planner', 'Zeeonderzoek 1');
    await add('Walvissen tellen', 'Zeeonderzoek 2');
    const indexed = (await askValue(page, { type: 'sync.status' })).indexed;
    await askValue(page, { type: 'sync.now', full: false });
    await waitForSync(page, 'the sync with the new jobs', { indexed: indexed + 5 });
    const badge = () =>
      page.evaluate(() =>
        (globalThis as unknown as { browser: { action: { getBadgeText(d: object): Promise<string> } } }).browser.action.getBadgeText({}),
      );
    await waitFor(async () => (await badge()) === '3', 'the badge counting three new matches');

    await goInTab(page, `/sidepanel.html?search=${search!.id}`);
    const titles = () =>
      page.evaluate(() => [...document.querySelectorAll('.job-list .job-title')].map((title) => title.textContent).sort());
    await waitFor(
      async () => JSON.stringify(await titles()) === JSON.stringify(['Walvisonderzoeker 1', 'Walvisonderzoeker 2', 'Walvisonderzoeker 3']),
      'the three new jobs',
    );
    await waitForText(page, 'New jobs for “walvisonderzoeker”: 3.');
    await waitFor(async () => (await badge()) !== '3', 'the badge after looking');
  }, 120_000);

  it('shows "Also on" with the two other boards on a posting whose vacancy is on three, once the sync that brings it ends', async () => {
    const { demo, linkedin, indeed } = await addVacancyOnThreeBoards(server);
    const posting = await browser.newPage();
    try {
      // The posting is open before the sync brings its job: checked, no card. The sync's end has the
      // page check again (the background tells every board page it may read), and the card shows
      // without a reload.
      const since = Date.now();
      await posting.goto(demo.url, { waitUntil: 'load' });
      expect(await pageChecked(extensionPage, demo.url, since)).toMatchObject({ matched: false });
      expect(await firefoxHostCount(posting)).toBe(0);
      const indexed = (await askValue(extensionPage, { type: 'sync.status' })).indexed;
      await askValue(extensionPage, { type: 'sync.now', full: false });
      await waitForSync(extensionPage, 'the sync with the vacancy', { indexed: indexed + 3 });
      const card = await firefoxCardShowing(posting, demo.title.trim(), 15_000);
      await cardSays(card, 'Also on');
      const line = await card.evaluate(() => {
        const also = document.querySelector('.also-on');
        return {
          text: also?.textContent?.replace(/\s+/g, ' ') ?? null,
          links: [...(also?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
        };
      });
      expect(line).toEqual({
        text: 'Also on LinkedIn Jobs, Indeed',
        links: [
          ['LinkedIn Jobs', linkedin],
          ['Indeed', indeed],
        ],
      });
    } finally {
      await posting.close();
    }
  }, 120_000);
});
