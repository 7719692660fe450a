import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PageChecks } from '@/utils/background/page-checks';
import { checkFoundJob, storedCheckFoundJob } from '../stored-page-checks';
import { pageAddress } from '../normalize-url';

const POSTING = 'https://www.nationalevacaturebank.nl/vacature/123/lead-applicatiebeheerder';
const SEARCH = 'https://www.nationalevacaturebank.nl/vacatures?q=beheerder';
const ROUTED = 'https://werkzoeken.example/#/vacature/9';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('checkFoundJob', () => {
  const stored = [
    [POSTING, 1000, true, 7],
    [SEARCH, 2000, false, null],
    [ROUTED, 3000, false, 9],
  ];

  it("finds the tab's page by the address the background checked (pageAddress): a job there, none on a search page", () => {
    expect(checkFoundJob(stored, POSTING)).toBe(true);
    // An "Apply" link's jump within the page keeps the page's check, as page.current does.
    expect(checkFoundJob(stored, `${POSTING}#solliciteren`)).toBe(true);
    expect(checkFoundJob(stored, SEARCH)).toBe(false);
    // The card hidden on that page: the popup's bar still shows the job (with "Show the card again").
    expect(checkFoundJob(stored, ROUTED)).toBe(true);
  });

  it('finds no job for a page not checked: a tab moved on to another page since its check, another route, an unknown page', () => {
    expect(checkFoundJob(stored, 'https://www.nationalevacaturebank.nl/vacature/124/tester')).toBe(false);
    expect(checkFoundJob(stored, 'https://werkzoeken.example/#/vacature/10')).toBe(false);
    expect(checkFoundJob(stored, 'https://api.example.com/')).toBe(false);
    expect(checkFoundJob([], POSTING)).toBe(false);
  });

  it('ignores a stored value that is not a list of checks, and entries that are not checks, without throwing', () => {
    for (const value of [undefined, null, 'x', 42, { [POSTING]: 7 }]) expect(checkFoundJob(value, POSTING)).toBe(false);
    const malformed = [null, 7, POSTING, [POSTING], [POSTING, 1, true, '7'], [POSTING, 1, true, 1.5], [POSTING, 1, true, null]];
    expect(checkFoundJob(malformed, POSTING)).toBe(false);
    expect(checkFoundJob([...malformed, [POSTING, 1, true, 7]], POSTING)).toBe(true);
  });
});

describe('storedCheckFoundJob', () => {
  it("reads the checks the background stores, whichever tab's page it checked", async () => {
    const checks = new PageChecks();
    await checks.set(pageAddress(POSTING), { at: 1, matched: true, jobId: 7 });
    await checks.set(pageAddress(SEARCH), { at: 2, matched: false, jobId: null });
    expect(await storedCheckFoundJob(POSTING)).toBe(true);
    expect(await storedCheckFoundJob(SEARCH)).toBe(false);
    await checks.clear();
    expect(await storedCheckFoundJob(POSTING)).toBe(false);
  });

  it('fails where the browser has no storage.session for the page, for the caller to keep the longer wait', async () => {
    vi.spyOn(fakeBrowser.storage.session, 'get').mockRejectedValueOnce(new Error('storage.session is not available'));
    await expect(storedCheckFoundJob(POSTING)).rejects.toThrow('not available');
  });
});
