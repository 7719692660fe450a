/**
 * SECURITY.md#untrusted-html-inert in a real browser: every payload of the XSS corpus is placed in every string field
 * the UI shows (one job per payload, the payload in all of its fields), synced, and then looked at
 * where a person would see it: the popup's list, search results and details, the overlay card on the
 * posting (description expanded) and, as custom board names, the options page. In each document no
 * payload may run (the flag it would set stays unset, no dialog opens) and none of its markup may
 * survive live: no `on*` attribute, no `javascript:`/`vbscript:`/`data:text/html` URL, no script,
 * frame, object, embed, style, svg or math element inside the app. The checker itself is shown to
 * catch a payload that is inserted unsanitized (a positive control), so the test can fail.
 */
import { type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../server/app.ts';
import { XSS_PAYLOADS } from '../fixtures/xss-payloads.ts';
import { askValue } from './harness/ask.ts';
import { waitForSync } from './harness/background.ts';
import { type ChromiumWithExtension, extensionUrl, launchChromiumWithExtension, POPUP_SIZE } from './harness/chromium.ts';
import { expandCard, overlayShowing } from './harness/overlay.ts';
import { startServer } from './harness/server.ts';
import { signInWithForm } from './harness/sign-in.ts';
import { waitFor } from './harness/wait.ts';
import { expectNoXss, xssFindings } from './harness/xss.ts';

let server: ReferenceServer;
let browser: ChromiumWithExtension;
const dialogs: string[] = [];

/** The job id carrying each payload, in corpus order. */
const payloadJobs: { id: number; token: string; payload: string; url: string }[] = [];

/** The string fields the popup details, the list and the overlay show, as the test fills them. */
const FIELDS = [
  'title',
  'employer',
  'location',
  'description',
  'candidateDescription',
  'duration',
  'extensionOption',
  'startDateText',
  'salaryScale',
  'address',
  'company.name',
  'company.location',
  'company.summary',
  'competences[].text',
  'activities[].text',
  'educations[].level',
  'attachments[].name',
  'category.en',
  'category.nl',
] as const;

const token = (k: number) => `XSS${String(k).padStart(3, '0')}`;

/** A Job patch with `payload` in every field of FIELDS, on top of a job that has a company and a category. */
function hostileJob(template: Record<string, unknown>, k: number, payload: string): Record<string, unknown> {
  const id = 100_000 + k;
  const ref = { id };
  const data = template.data as { clientDataSource: { jobCategory: Record<string, unknown> } } & Record<string, unknown>;
  return {
    id,
    title: `${token(k)} ${payload}`,
    employer: payload,
    location: payload,
    description: `<p>${token(k)} description</p>${payload}`,
    candidateDescription: payload,
    duration: payload,
    extensionOption: payload,
    startDateText: payload,
    salaryScale: payload,
    address: payload,
    category: template.category,
    company: { ...(template.company as object), name: payload, location: payload, summary: payload },
    competences: [{ id: id * 10, text: payload, job: ref }],
    activities: [{ id: id * 10, text: payload, job: ref }],
    educations: [{ id: id * 10, level: payload, job: ref }],
    attachments: [{ id: id * 10, name: payload, mimeType: 'text/plain', content: Buffer.from(payload).toString('base64'), job: ref }],
    data: {
      ...data,
      clientDataSource: { ...data.clientDataSource, jobCategory: { ...data.clientDataSource.jobCategory, en: payload, nl: payload } },
    },
  };
}

/** A new tab whose dialogs are recorded (and dismissed): a payload that ran could open one. */
async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return page;
}

beforeAll(async () => {
  server = await startServer(300);
  const template = server.store
    .ids()
    .map((id) => server.store.get(id)!)
    .find(
      (job) => job.company && job.category && (job.data as { clientDataSource?: { jobCategory?: unknown } }).clientDataSource?.jobCategory,
    )!;
  for (const [k, payload] of XSS_PAYLOADS.entries()) {
    const response = await fetch(`${server.apiUrl}/__test/jobs`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(hostileJob(template, k, payload)),
    });
    if (response.status !== 201) throw new Error(`adding payload ${k} failed: ${response.status} ${await response.text()}`);
    const job = (await response.json()) as { id: number; url: string };
    payloadJobs.push({ id: job.id, token: token(k), payload, url: job.url });
  }
  browser = await launchChromiumWithExtension(server.apiUrl, { width: 1280, height: 860 });

  const popup = await newPage();
  await popup.goto(extensionUrl(browser, 'popup.html'));
  await signInWithForm(popup);
  await waitForSync(popup, 'the first sync', { indexed: server.store.size });
  await popup.close();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe(`XSS corpus (${XSS_PAYLOADS.length} payloads × ${FIELDS.length} fields) in Chromium`, () => {
  it('the checker catches a payload inserted without sanitizing (positive control)', async () => {
    const board = await newPage();
    await board.goto(`${server.boardUrl}/plain`);
    expectNoXss(await xssFindings(board, null), 'the plain board page before');
    // Unsanitized on purpose: the positive control.
    await board.evaluate(
      // eslint-disable-next-line no-unsanitized/method
      (html) => document.body.insertAdjacentHTML('beforeend', html),
      XSS_PAYLOADS.find((p) => p.startsWith('<img src=x onerror='))!,
    );
    const caught = await waitFor(async () => {
      const result = await xssFindings(board, null);
      return result.flag && result;
    }, 'the unsanitized payload to run');
    expect(caught.problems.some((p) => p.includes('onerror'))).toBe(true);
    await board.close();

    // In an extension page the CSP stops the handler from running; the markup check still sees it.
    const popup = await newPage();
    await popup.goto(extensionUrl(browser, 'popup.html'));
    await popup.locator('#app *').first().waitFor();
    await popup.evaluate(() =>
      document.querySelector('#app')!.insertAdjacentHTML('beforeend', '<svg onload="x"></svg><a href=" JavaScript:x">x</a>'),
    );
    const seen = (await xssFindings(popup, '#app')).problems;
    expect(seen).toEqual(expect.arrayContaining(['<svg> has onload', '<svg> inside #app']));
    expect(seen.some((p) => p.startsWith('<a href'))).toBe(true);
    await popup.close();
  });

  it('popup: the recent list and search results run nothing', async () => {
    const popup = await newPage();
    await popup.setViewportSize(POPUP_SIZE);
    await popup.goto(extensionUrl(browser, 'popup.html'));
    // The payload jobs are the newest: the recent list is made of them.
    await waitFor(() => popup.evaluate(() => (document.body.textContent ?? '').includes('XSS')), 'payload jobs in the list');
    expectNoXss(await xssFindings(popup, '#app'), 'popup list');
    for (const query of ['XSS0', 'XSS1', 'script', 'onerror', 'javascript']) {
      await popup.getByRole('searchbox', { name: 'Search' }).fill(query);
      // The list answers this query (it is marked busy from the keystroke until then).
      await waitFor(
        () => popup.evaluate(() => document.querySelector('section.feed-list')?.getAttribute('aria-busy') === 'false'),
        `the answer to "${query}"`,
      );
      const result = await xssFindings(popup, '#app');
      expectNoXss(result, `popup search "${query}"`);
    }
    await popup.close();
  });

  it('popup: every payload job in the details view runs nothing and shows its fields as text', async () => {
    const popup = await newPage();
    await popup.setViewportSize(POPUP_SIZE);
    let fewestCopies = Infinity;
    for (const [k, job] of payloadJobs.entries()) {
      // A query string makes each a full page load: the hash alone would be a same-document jump.
      await popup.goto(extensionUrl(browser, `popup.html?k=${k}#job=${job.id}`));
      await popup.getByRole('heading', { name: job.token }).first().waitFor({ timeout: 10_000 });
      // Sanitized markup arrives after the sanitizer chunk loads; wait for every busy region.
      await waitFor(
        () => popup.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length === 0),
        `the sanitized fields of payload ${k}: ${job.payload}`,
      );
      const result = await xssFindings(popup, '#app');
      expectNoXss(result, `popup details of payload ${k}: ${job.payload}`);
      // The payload is on screen as text in the fields rendered as text (title, employer, company, lists, …).
      fewestCopies = Math.min(fewestCopies, result.text.split(job.payload).length - 1);
    }
    expect(fewestCopies).toBeGreaterThanOrEqual(8);
    await popup.close();
  }, 240_000);

  it('overlay, in Dutch: every payload job on its posting page runs nothing, description expanded', async () => {
    // The popup above showed the English category labels; the card shows the Dutch ones.
    const settingsPage = await newPage();
    await settingsPage.goto(extensionUrl(browser, 'options.html'));
    await askValue(settingsPage, { type: 'settings.update', patch: { language: 'nl' } });
    const page = await newPage();
    let checked = 0;
    for (const [k, job] of payloadJobs.entries()) {
      await page.goto(job.url);
      const frame = await overlayShowing(page, job.token, `the card of payload ${k}`);
      // The card opens as its summary: the whole record, with the description, on request.
      await expandCard(frame, `the card of payload ${k}`);
      // Opened from the keyboard, as a keyboard user opens it. A pointer click is aimed at page
      // coordinates worked out from the frame's place; three CI runs saw it do nothing here (payloads 54
      // and 24 among them), after waits for the frame to grow and the focus to settle, and Playwright's
      // check of what a click hit reports success when no event reaches the frame at all. A key goes to
      // the focused frame wherever it is. About 2,900 clicks under load did not bring the miss back: in
      // the 1,160 of them watched each reached the button and the page got none, and in 129 cards no
      // layout shift but the expansion's own came before the click.
      await frame.locator('button[aria-controls="job-description"][aria-expanded="false"]').press('Enter');
      await waitFor(
        () =>
          frame.evaluate(() => document.querySelector('button[aria-controls="job-description"]')?.getAttribute('aria-expanded') === 'true'),
        `the description of payload ${k} open after Enter on its button`,
        10_000,
      ).catch(async (error: Error) => {
        // What the card shows then tells a key that did not reach the button from a card put up anew.
        const seen = frame.isDetached()
          ? 'the card frame was replaced'
          : await frame
              .evaluate(() => `disclosure ${document.querySelector('button[aria-controls="job-description"]')?.outerHTML ?? 'gone'}`)
              .catch(String);
        throw new Error(`${error.message}; ${seen}; page ${page.url()}`);
      });
      await waitFor(
        () => frame.evaluate(() => document.querySelectorAll('[aria-busy="true"]').length === 0),
        `the sanitized description of payload ${k}: ${job.payload}`,
      );
      const card = await xssFindings(frame, '#app');
      expectNoXss(card, `overlay of payload ${k}: ${job.payload}`);
      expect(card.text).toContain(`${job.token} description`);
      // The Dutch label is on the card as text (Categorie).
      expect(card.text).toContain(`Categorie${job.payload}`);
      expectNoXss(await xssFindings(page, null), `posting page of payload ${k}`);
      checked++;
    }
    expect(checked).toBe(XSS_PAYLOADS.length);
    await page.close();
    await askValue(settingsPage, { type: 'settings.update', patch: { language: 'auto' } });
    await settingsPage.close();
  }, 300_000);

  it('options page: payloads as custom board names run nothing', async () => {
    const options = await newPage();
    await options.goto(extensionUrl(browser, 'options.html'));
    await options.getByRole('heading').first().waitFor();
    // A board name is at most 80 characters (the form refuses longer ones); the rest cannot be entered.
    const names = XSS_PAYLOADS.filter((p) => p.trim().length > 0 && p.length <= 80);
    expect(names.length).toBeGreaterThanOrEqual(100);
    for (let start = 0; start < names.length; start += 50) {
      const batch = names.slice(start, start + 50);
      await askValue(options, {
        type: 'settings.update',
        patch: { customBoards: batch.map((name, i) => ({ name, pattern: `https://xss-${start + i}.example/*`, enabled: false })) },
      });
      await options.reload();
      await waitFor(
        () => options.evaluate((first) => (document.body.textContent ?? '').includes(first), batch[0]!.trim()),
        'the board names',
      );
      const result = await xssFindings(options, '#app');
      expectNoXss(result, `options page, boards ${start}–${start + batch.length - 1}`);
      for (const name of batch) expect(result.text).toContain(name.trim());
    }
    await askValue(options, { type: 'settings.update', patch: { customBoards: [] } });
    await options.close();
  }, 120_000);

  it('no dialog opened anywhere', () => {
    expect(dialogs).toEqual([]);
  });
});
