/**
 * The work tool's feed-wide views in Chromium, against the reference server.
 *
 * Saved searches' alerts: a search saved from the popup
 * with alerts on; three jobs that match and two that do not added to the feed at run time (the
 * server's test route); Sync now: the toolbar button counts exactly those three, the saved search
 * says "3 new", and the side panel's page a notification opens lists exactly them. Whether the
 * browser shows the notification depends on a permission prompt nothing automated can answer; the
 * count and the list do not.
 *
 * One vacancy on several boards: a posting whose vacancy is also on LinkedIn and Indeed (added to
 * the feed at run time, spelt as those boards spell it) shows "Also on" with both, each a link to
 * its posting; the side panel lists the vacancy once, "3 boards", its details list every posting, and
 * a mark set there applies to all three, and to a fourth board's posting a later sync brings; the
 * card's "All jobs at this employer" opens the employer's view (its jobs, boards used).
 * Screenshots in `.output/screenshots/`.
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { askValue, evaluateIn } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { type ChromiumWithExtension, launchChromiumWithExtension, openExtensionPage, openPopup } from './harness/chromium.ts';
import { addFeedJob, addVacancyOnThreeBoards, startServer } from './harness/server.ts';
import { clickInCard, expandCard, overlayShowing } from './harness/overlay.ts';
import { signInByMessage } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';

const SHOTS = '.output/screenshots';
const JOBS = 60;
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

/** The toolbar button's badge text, as the extension set it. */
function badgeText(page: Page): Promise<string> {
  return evaluateIn(
    page,
    () => (globalThis as unknown as { chrome: { action: { getBadgeText(d: object): Promise<string> } } }).chrome.action.getBadgeText({}),
    null,
  );
}

async function addJob(title: string, employer: string): Promise<void> {
  const response = await fetch(`${server.apiUrl}/__test/jobs`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, employer }),
  });
  expect(response.status).toBe(201);
}

describe('saved search alerts in Chromium', () => {
  it('count the three new jobs of a saved search after a sync, and list exactly them', async () => {
    const options = await openExtensionPage(browser, 'options.html');
    await signInByMessage(options, false);
    await waitForSync(options, 'the first sync', { indexed: JOBS });

    const popup = await openPopup(browser);
    await popup.locator('#feed-search-input').fill('walvisonderzoeker');
    await popup.getByRole('button', { name: 'Save search' }).click();
    const form = popup.getByRole('form', { name: 'Save search' });
    expect(await form.getByLabel('Name').inputValue()).toBe('walvisonderzoeker');
    await form.getByRole('button', { name: 'Save' }).click();
    await popup.getByText('Saved as “walvisonderzoeker”.', { exact: false }).waitFor();
    await popup.screenshot({ path: `${SHOTS}/popup-saved-search-en-light.png` });
    await popup.close();
    const [search] = await askValue(options, { type: 'searches.list' });
    expect(search).toMatchObject({ name: 'walvisonderzoeker', alerts: true, unseen: [] });

    for (const n of [1, 2, 3]) await addJob(`Walvisonderzoeker ${n}`, `Zeeonderzoek ${n}`);
    await addJob('Planner', 'Zeeonderzoek 1');
    await addJob('Walvissen tellen', 'Zeeonderzoek 2');
    await askValue(options, { type: 'sync.now', full: false });
    await waitForSync(options, 'the sync with the new jobs', { indexed: JOBS + 5 });
    await waitFor(async () => (await badgeText(options)) === '3', 'the badge counting three new matches');
    const [found] = await askValue(options, { type: 'searches.list' });
    expect(found!.unseen).toHaveLength(3);

    // The panel's page, as the notification's click opens it: exactly the three new jobs.
    const panel = await openExtensionPage(browser, `sidepanel.html?search=${found!.id}`, { width: 420, height: 1000 });
    const titles = () =>
      panel.evaluate(() => [...document.querySelectorAll('.job-list .job-title')].map((title) => title.textContent).sort());
    await waitFor(
      async () => JSON.stringify(await titles()) === JSON.stringify(['Walvisonderzoeker 1', 'Walvisonderzoeker 2', 'Walvisonderzoeker 3']),
      'the three new jobs',
    );
    await panel.getByText('New jobs for “walvisonderzoeker”: 3.').waitFor();
    await panel.screenshot({ path: `${SHOTS}/sidepanel-alert-en-light.png`, fullPage: true });
    // Looked at: the count leaves the badge.
    await waitFor(async () => (await badgeText(options)) !== '3', 'the badge after looking');
    await panel.getByRole('button', { name: 'walvisonderzoeker', exact: true }).waitFor();
    // The whole search again, one click away.
    await panel.getByRole('button', { name: 'Show the whole search' }).click();
    await waitFor(async () => (await panel.locator('#feed-search-input').inputValue()) === 'walvisonderzoeker', 'the whole search');
    await panel.close();

    // Options lists it; looked at in Dutch and dark.
    try {
      await askValue(options, { type: 'settings.update', patch: { theme: 'dark', language: 'nl' } });
      await options.reload();
      const region = options.getByRole('region', { name: 'Bewaarde zoekopdrachten' });
      await region.getByRole('button', { name: 'De bewaarde zoekopdracht walvisonderzoeker verwijderen' }).waitFor();
      await region.scrollIntoViewIfNeeded();
      await options.screenshot({ path: `${SHOTS}/options-saved-searches-nl-dark.png` });
      const reminders = options.getByRole('region', { name: 'Herinneringen voor de sluitingsdatum' });
      await reminders.scrollIntoViewIfNeeded();
      await options.screenshot({ path: `${SHOTS}/options-reminders-nl-dark.png` });
    } finally {
      await askValue(options, { type: 'settings.update', patch: { theme: 'system', language: 'auto' } });
    }
    await options.close();
  }, 180_000);

  it('shows "Also on" with the two other boards on a posting whose vacancy is on three', async () => {
    const options = await openExtensionPage(browser, 'options.html');
    const { demo, linkedin, indeed, copies } = await addVacancyOnThreeBoards(server);
    const indexed = (await askValue(options, { type: 'sync.status' })).indexed;
    await askValue(options, { type: 'sync.now', full: false });
    await waitForSync(options, 'the sync with the vacancy', { indexed: indexed + 3 });

    const posting = await browser.context.newPage();
    try {
      await posting.setViewportSize({ width: 1280, height: 860 });
      await posting.goto(demo.url);
      const frame = await overlayShowing(posting, 'Also on', 'the card saying "Also on"');
      const line = frame.locator('.also-on');
      expect((await line.textContent())?.replace(/\s+/g, ' ')).toBe('Also on LinkedIn Jobs, Indeed');
      expect(await line.getByRole('link', { name: 'LinkedIn Jobs' }).getAttribute('href')).toBe(linkedin);
      expect(await line.getByRole('link', { name: 'Indeed' }).getAttribute('href')).toBe(indeed);
      await posting.screenshot({ path: `${SHOTS}/overlay-also-on-en-light.png` });

      await expandCard(frame);
      await frame.getByText('This vacancy on 3 boards').waitFor();
      expect(await frame.locator('.vacancy-history').textContent()).toMatch(/^First seen .+ · posted 3 times$/);
      expect(await frame.locator('.vacancy-postings li').count()).toBe(3);
      await frame.locator('.vacancy-postings').scrollIntoViewIfNeeded();
      await posting.screenshot({ path: `${SHOTS}/overlay-vacancy-expanded-en-light.png` });

      // The employer across the feed, from the card: its three postings, on three boards.
      const [employer] = await Promise.all([
        browser.context.waitForEvent('page'),
        clickInCard(frame, frame.getByRole('button', { name: 'All jobs at this employer' })),
      ]);
      expect(employer.url()).toContain(`sidepanel.html?employer=${demo.id}`);
      await employer.getByRole('heading', { name: 'All jobs at Zeezicht B.V.' }).waitFor();
      await employer.getByText('3 jobs in your feed', { exact: false }).waitFor();
      const boards = await employer
        .locator('.employer-view dt', { hasText: 'Boards used' })
        .locator('xpath=following-sibling::dd')
        .textContent();
      expect(boards?.split(', ').sort()).toEqual(['Demo Vacaturebank (1)', 'Indeed (1)', 'LinkedIn Jobs (1)']);
      await employer.screenshot({ path: `${SHOTS}/sidepanel-employer-en-light.png`, fullPage: true });
      await employer.close();
    } finally {
      await posting.close();
    }

    // The details in the side panel, in Dutch and dark: every posting of the vacancy.
    try {
      await askValue(options, { type: 'settings.update', patch: { theme: 'dark', language: 'nl' } });
      const panel = await openExtensionPage(browser, `sidepanel.html`, { width: 420, height: 1000 });
      await panel.locator('#feed-search-input').fill('walvisteller');
      // One row for the vacancy, its newest posting, saying on how many boards it is.
      await waitFor(async () => (await panel.locator('.job-list .job-row').count()) === 1, 'one row for the vacancy');
      const row = panel.locator('.job-list .job-row');
      await row.getByText('3 vacaturesites').waitFor();
      await row.click();
      await panel.getByText('Deze vacature op 3 vacaturesites').waitFor();
      await panel.getByText('Deze vacature op 3 vacaturesites').scrollIntoViewIfNeeded();
      await panel.screenshot({ path: `${SHOTS}/sidepanel-vacancy-nl-dark.png` });
      // A mark on the row is a mark on the vacancy: every posting of it, on every board.
      await panel.locator('.selected-job').getByRole('button', { name: 'Shortlist' }).click();
      for (const id of [demo.id, ...copies])
        await waitFor(async () => (await askValue(options, { type: 'jobs.status', id })) === 'shortlisted', `the mark on job ${id}`);
      // A fourth board's posting of the vacancy, brought by a later sync, takes the vacancy's mark: the
      // row, now that newest posting, stays shortlisted.
      const later = await addFeedJob(server, {
        title: 'Walvisteller',
        employer: 'Zeezicht B.V.',
        city: 'Den Helder',
        location: 'Den Helder',
        url: 'https://www.nationalevacaturebank.nl/vacature/8c1f2e3a-4b5d-4e6f-8a9b-0c1d2e3f4a5b/walvisteller',
      });
      await askValue(options, { type: 'sync.now', full: false });
      await waitForSync(options, 'the sync with the fourth posting', { indexed: indexed + 4 });
      await waitFor(
        async () => (await askValue(options, { type: 'jobs.status', id: later.id })) === 'shortlisted',
        'the mark on the fourth posting',
      );
      await panel.locator('#feed-search-input').fill('');
      await panel.locator('#feed-search-input').fill('walvisteller');
      await row.getByText('4 vacaturesites').waitFor();
      expect(await panel.locator('.job-list .job-row').count()).toBe(1);
      await row.locator('.job-status-shortlisted').waitFor();
      // The details of the job still selected (the vacancy's posting that was newest) read its
      // vacancy again when the sync's run ended: four postings now, without selecting it again.
      await panel.locator('.selected-job').getByText('Deze vacature op 4 vacaturesites').waitFor();
      await panel.screenshot({ path: `${SHOTS}/sidepanel-vacancy-mark-followed-nl-dark.png` });
      await panel.close();
    } finally {
      await askValue(options, { type: 'settings.update', patch: { theme: 'system', language: 'auto' } });
    }
    await options.close();
  }, 180_000);
});
