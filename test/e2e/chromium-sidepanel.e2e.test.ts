/**
 * The side panel in Chromium, against the reference server: opened as a tab beside a posting (the
 * panel works on the tab used before it), "This page" explains the card, the queue is worked from
 * the keyboard (j loads each job's posting in that tab, h/n/s mark it), and a mark set in the popup
 * reaches the panel and the open card without a reload; "Sync now", offered beside a posting the feed
 * does not hold, brings it and its card. Screenshots in `.output/screenshots/`.
 */
import { mkdir, readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { parseCsv } from '../../utils/feed/csv.ts';
import { askValue } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { type ChromiumWithExtension, launchChromiumWithExtension, openExtensionPage, openPopup } from './harness/chromium.ts';
import { overlayFrame, overlayShowing } from './harness/overlay.ts';
import { addFeedJob, boardUrls, startServer, storedJob } from './harness/server.ts';
import { signInByMessage } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';
import { stoppedWorkerMarkers, stopWorker } from './harness/worker.ts';

const SHOTS = '.output/screenshots';
const JOBS = 120;
let server: ReferenceServer;
let browser: ChromiumWithExtension;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  server = await startServer(JOBS);
  browser = await launchChromiumWithExtension(server.apiUrl, { width: 1280, height: 860 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The title of the panel's selected row, or null. */
function selectedTitle(panel: Page): Promise<string | null> {
  return panel.evaluate(() => document.querySelector('.job-row-selected .job-title')?.textContent ?? null);
}

describe('the side panel in Chromium', () => {
  it('works five jobs from the keyboard beside their postings; marks set elsewhere follow', async () => {
    const options = await openExtensionPage(browser, 'options.html');
    await signInByMessage(options, false);
    await waitForSync(options, 'the first sync', { indexed: JOBS });
    await options.close();

    // A posting in the feed, and the panel opened beside it.
    const newest = server.store.ids().at(-1)!;
    const posting = await browser.context.newPage();
    await posting.goto(boardUrls(server, newest).inFeed);
    await overlayFrame(posting);
    const panel = await openExtensionPage(browser, 'sidepanel.html', { width: 420, height: 1000 });
    const diagnosis = panel.getByRole('region', { name: 'This page' });
    await diagnosis.getByText('In your feed:').waitFor({ timeout: 15_000 });
    await diagnosis.getByRole('button', { name: storedJob(server, newest).title }).waitFor();
    await panel.getByText(`0 of ${JOBS} handled`).waitFor();
    await panel.locator('.feed-list[aria-busy="false"]').waitFor();
    const rows = panel.locator('.job-list .job-row');
    await waitFor(async () => (await rows.count()) >= 6, 'the queue');
    const ids = (await rows.evaluateAll((buttons) => buttons.map((b) => Number((b as HTMLElement).dataset.rowKey)))).slice(0, 6);
    await panel.screenshot({ path: `${SHOTS}/sidepanel-start-en-light.png`, fullPage: true });

    // Five jobs, each with j (its posting loads in the tab beside) and a mark key.
    const keys = ['h', 'n', 's', 'h', 'h'] as const;
    const names = { h: 'Handled', n: 'Not relevant', s: 'Shortlist' } as const;
    for (const [i, key] of keys.entries()) {
      const job = storedJob(server, ids[i]!);
      await panel.keyboard.press('j');
      await expect.poll(() => selectedTitle(panel)).toBe(job.title);
      await waitFor(async () => posting.url() === job.url, `the posting of job ${job.id} beside the panel`);
      const group = panel.getByRole('region', { name: 'Selected job' }).getByRole('group', { name: 'Status' });
      const button = group.getByRole('button', { name: names[key], exact: true });
      await expect.poll(() => button.isEnabled()).toBe(true);
      await panel.keyboard.press(key);
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await panel.getByText(`4 of ${JOBS} handled`).waitFor();
    // The last posting's card names the mark set in the panel while the card was open.
    const card = await overlayFrame(posting);
    await card.getByText('In your feed · Handled').waitFor({ timeout: 15_000 });

    // A mark set in the popup reaches the panel's list and progress.
    const popup = await openPopup(browser);
    const sixth = storedJob(server, ids[5]!);
    await popup.locator('#feed-search-input').fill(sixth.title);
    await popup.locator('.job-row', { hasText: sixth.title }).first().click();
    await popup.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Not relevant' }).click();
    await expect
      .poll(() => popup.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Not relevant' }).getAttribute('aria-pressed'))
      .toBe('true');
    // The popup's search is the panel's queue too: emptied again, so the panel keeps its whole feed.
    await popup.getByRole('button', { name: /Back to the list/ }).click();
    await popup.locator('#feed-search-input').fill('');
    expect(await popup.locator('#feed-search-input').inputValue()).toBe('');
    await popup.locator('.feed-list[aria-busy="false"]').waitFor();
    await popup.close();
    await panel.getByText(`5 of ${JOBS} handled`).waitFor({ timeout: 10_000 });
    await panel.locator(`.job-row[data-row-key="${ids[5]}"]`).getByText('Not relevant').waitFor();
    await panel.screenshot({ path: `${SHOTS}/sidepanel-marks-en-light.png`, fullPage: true });

    // The board's result page: the marked jobs' markers show their marks (to the eye: the page
    // cannot read them, as chromium-ui shows). Looked at in the screenshot.
    const results = await browser.context.newPage();
    await results.goto(`${server.boardUrl}/zoeken?size=200`);
    const shortlisted = results.locator('a.result-link', { hasText: storedJob(server, ids[2]!).title.trim() }).first();
    await shortlisted.scrollIntoViewIfNeeded();
    await waitFor(
      () => shortlisted.evaluate((link) => link.nextElementSibling?.classList.contains('job-feed-companion-marker') ?? false),
      'the marker of the shortlisted job',
    );
    // The page measures every marker's host alike, marked or not: the mark shows in a slot of fixed size.
    const boxes = await results.evaluate(() =>
      [...document.querySelectorAll('.job-feed-companion-marker')].map((host) => {
        const { width, height } = host.getBoundingClientRect();
        return `${width}x${height}`;
      }),
    );
    expect(boxes.length).toBeGreaterThan(6);
    expect(new Set(boxes).size).toBe(1);
    // A mark set while the page is open reaches its markers without a reload: the page asks for them
    // again and places them anew (the same mark set again here, so the rest of the test is unchanged).
    await results.evaluate(() =>
      document.querySelectorAll('.job-feed-companion-marker').forEach((host) => host.setAttribute('data-before', '')),
    );
    await askValue(panel, { type: 'jobs.setStatus', id: ids[4]!, status: 'handled' });
    await waitFor(
      () =>
        results.evaluate(() => {
          const hosts = [...document.querySelectorAll('.job-feed-companion-marker')];
          return hosts.length > 6 && hosts.every((host) => !host.hasAttribute('data-before'));
        }),
      'the markers placed anew after a mark was set',
    );
    await results.screenshot({ path: `${SHOTS}/board-markers-marks.png` });
    await results.close();

    // The queue as a spreadsheet: every job of the search, its mark, its description as text.
    const [download] = await Promise.all([panel.waitForEvent('download'), panel.getByRole('button', { name: 'Export CSV' }).click()]);
    await panel.getByText(`Exported ${JOBS} jobs to ${download.suggestedFilename()}.`).waitFor({ timeout: 60_000 });
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const table = parseCsv(csv, ',');
    expect(table).toHaveLength(JOBS + 1);
    const byId = new Map(table.slice(1).map((row) => [Number(row[0]), row]));
    const sixthRow = byId.get(ids[5]!)!;
    expect(sixthRow[1]).toBe(sixth.title.trim());
    expect(sixthRow[8]).toBe('Not relevant');
    expect(sixthRow[11]).toBe(sixth.url);
    const description = sixthRow.at(-1)!;
    expect(description.length).toBeGreaterThan(20);
    expect(description).not.toMatch(/<[a-z]/i);

    try {
      for (const [language, theme] of [
        ['nl', 'dark'],
        ['nl', 'light'],
        ['en', 'dark'],
        ['en', 'light'],
      ] as const) {
        await askValue(panel, { type: 'settings.update', patch: { theme, language } });
        await panel.reload();
        await panel.getByRole('heading', { name: language === 'nl' ? 'Werklijst' : 'Work queue' }).waitFor();
        await panel.getByText(language === 'nl' ? `5 van ${JOBS} afgehandeld` : `5 of ${JOBS} handled`).waitFor();
        await panel.screenshot({ path: `${SHOTS}/sidepanel-${language}-${theme}.png`, fullPage: true });
        // On a 400 x 700 panel the queue's first jobs show without scrolling, under "This page" as
        // it stands beside a feed posting (all its lines), the progress, the keys and Export CSV. Its last
        // line names the check's age: on a loaded machine "8" became "10 seconds" and a longer sentence wrapped.
        await panel.setViewportSize({ width: 400, height: 700 });
        await panel.locator('.diagnosis .diag-step .link-button').waitFor();
        await waitFor(async () => (await rows.count()) >= 2, 'the queue');
        const [first, second] = [await rows.nth(0).boundingBox(), await rows.nth(1).boundingBox()];
        expect(first!.y + first!.height, 'the first job').toBeLessThanOrEqual(700);
        expect(second!.y + 40, 'the second job begins').toBeLessThanOrEqual(700);
        await panel.screenshot({ path: `${SHOTS}/sidepanel-fold-${language}-${theme}.png` });
        await panel.setViewportSize({ width: 420, height: 1000 });
      }
    } finally {
      // The next test reads the popup in English, whatever happened here.
      await askValue(panel, { type: 'settings.update', patch: { theme: 'system', language: 'auto' } });
    }
    await panel.close();
    await posting.close();
  }, 180_000);

  it("mutes an employer from a job's details: lists and markers leave its jobs out; Options lists it and unmutes it", async () => {
    // The employer of several jobs, one of them among the board's first results.
    // Titles repeat in the seeded feed: the jobs looked for by title have titles of their own.
    const all = server.store.ids().map((id) => storedJob(server, id));
    const unique = all.filter((job) => all.filter((other) => other.title.trim() === job.title.trim()).length === 1);
    const target = unique.find((job) => job.employer && all.filter((other) => other.employer === job.employer).length >= 2)!;
    const employer = target.employer!;
    const muted = all.filter((job) => job.employer === employer);
    const other = unique.find((job) => job.employer && job.employer !== employer)!;

    const popup = await openPopup(browser);
    await popup.locator('#feed-search-input').fill(target.title);
    await popup.locator('.job-row', { hasText: target.title.trim() }).first().click();
    const mute = popup.getByRole('button', { name: 'Mute employer' });
    await expect.poll(() => mute.isEnabled()).toBe(true);
    await mute.click();
    await expect.poll(() => mute.getAttribute('aria-pressed')).toBe('true');
    await popup.getByText(`${employer} is muted`, { exact: false }).waitFor();
    await popup.screenshot({ path: `${SHOTS}/popup-mute-en-light.png` });
    await popup.getByRole('button', { name: /Back to the list/ }).click();
    await popup.locator('#feed-search-input').fill(employer);
    await popup.getByRole('button', { name: `Show ${muted.length} muted` }).click();
    const mutedRow = popup.locator('.job-row', { hasText: target.title }).first();
    await mutedRow.getByText('Muted').waitFor();
    await mutedRow.scrollIntoViewIfNeeded();
    await popup.screenshot({ path: `${SHOTS}/popup-muted-list-en-light.png` });
    await popup.close();

    // The result page: a marker for the other employer's job, none for the muted one's.
    const results = await browser.context.newPage();
    await results.goto(`${server.boardUrl}/zoeken?size=200`);
    const markerAfter = (title: string) =>
      results
        .locator('a.result-link', { hasText: title.trim() })
        .first()
        .evaluate((link) => link.nextElementSibling?.classList.contains('job-feed-companion-marker') ?? false);
    await waitFor(() => markerAfter(other.title), 'the marker of a job not muted');
    expect(await markerAfter(target.title)).toBe(false);
    await results.close();

    // Options lists the mute (looked at in Dutch and dark too); Unmute takes it away and says so.
    const options = await openExtensionPage(browser, 'options.html');
    try {
      await askValue(options, { type: 'settings.update', patch: { theme: 'dark', language: 'nl' } });
      await options.reload();
      const dutch = options.getByRole('region', { name: 'Gedempte werkgevers en trefwoorden' });
      await dutch.getByText(employer, { exact: true }).waitFor();
      await dutch.scrollIntoViewIfNeeded();
      await options.screenshot({ path: `${SHOTS}/options-mutes-nl-dark.png` });
    } finally {
      await askValue(options, { type: 'settings.update', patch: { theme: 'system', language: 'auto' } });
    }
    await options.reload();
    const region = options.getByRole('region', { name: 'Muted employers and keywords' });
    await region.getByText(employer, { exact: true }).waitFor();
    await region.scrollIntoViewIfNeeded();
    await options.screenshot({ path: `${SHOTS}/options-mutes-en-light.png` });
    await region.getByRole('button', { name: `Unmute ${employer}` }).click();
    await region.getByText(`Unmuted: ${employer}. Its jobs are listed again.`).waitFor();
    await region.getByText('Nothing muted.', { exact: false }).waitFor();
    await options.close();
  }, 120_000);

  it('"Sync now" in "This page" brings a posting the feed did not hold: its card shows without a reload', async () => {
    // A posting on the board that the extension's index does not hold yet: checked, no card.
    const job = await addFeedJob(server, { title: 'Zeehondenverzorger', employer: 'Ecomare', city: 'Texel', location: 'Texel' });
    const posting = await browser.context.newPage();
    await posting.goto(job.url!);
    const panel = await openExtensionPage(browser, 'sidepanel.html', { width: 420, height: 1000 });
    const diagnosis = panel.getByRole('region', { name: 'This page' });
    // It failed here once (the suite run with chromium-alerts, right after a build) and passed in the runs after it:
    // should it fail again, its error says what "This page" said instead.
    await diagnosis
      .getByText('Not in your feed.', { exact: false })
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        throw new Error(`"This page" never said "Not in your feed."; it said: ${await diagnosis.textContent()}`, { cause: error });
      });
    await diagnosis.getByText(/^Checked .+\.$/).waitFor();
    expect(posting.frames().some((frame) => frame.url().includes('/overlay.html'))).toBe(false);

    // The fix the panel offers: when that sync ends, the panel says the page is in the feed, and the
    // page, told to check again, shows the card.
    await diagnosis.getByRole('button', { name: 'Sync now' }).click();
    await diagnosis.getByRole('button', { name: 'Zeehondenverzorger' }).waitFor({ timeout: 30_000 });
    await overlayShowing(posting, 'Zeehondenverzorger', 'the card of the posting the sync brought');
    await panel.screenshot({ path: `${SHOTS}/sidepanel-this-page-synced-en-light.png` });
    await panel.close();
    await posting.close();
  }, 90_000);

  it('"This page" still knows the check a posting made once Chrome has stopped the idle worker', async () => {
    // Chrome stops a worker idle for 30 s: a recruiter who reads a posting that long finds it stopped.
    const id = server.store.ids().at(-2)!;
    const posting = await browser.context.newPage();
    await posting.goto(boardUrls(server, id).inFeed);
    await overlayFrame(posting);
    await stopWorker(browser, posting);
    const panel = await openExtensionPage(browser, 'sidepanel.html', { width: 420, height: 1000 });
    const diagnosis = panel.getByRole('region', { name: 'This page' });
    await diagnosis.getByRole('button', { name: storedJob(server, id).title }).waitFor({ timeout: 15_000 });
    await diagnosis
      .getByText(/^Checked .+\.$/)
      .waitFor()
      .catch(async (error: unknown) => {
        throw new Error(`"This page" said: ${await diagnosis.textContent()}`, { cause: error });
      });
    // The panel's answers came from a new worker, not from the stopped one's memory.
    const markers = await stoppedWorkerMarkers(browser);
    expect(markers).toEqual(markers.map(() => false));
    await panel.close();
    await posting.close();
  }, 90_000);

  it("opens Chrome's own side panel from the popup's button, inside the click", async () => {
    // The browser's targets, asked through a page that stays open (the popup closes).
    const options = await openExtensionPage(browser, 'options.html');
    const cdp = await browser.context.newCDPSession(options);
    const popup = await openPopup(browser);
    const panels = async () =>
      (await cdp.send('Target.getTargets')).targetInfos.filter((target) => target.url.endsWith('/sidepanel.html')).length;
    const before = await panels();
    await popup.getByRole('button', { name: 'Side panel' }).click();
    await waitFor(async () => (await panels()) === before + 1, 'the side panel');
    // The popup steps aside once the panel is open.
    await waitFor(async () => popup.isClosed(), 'the popup closing');
    await options.close();
  }, 60_000);
});
