import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CHECKED_PAGES, PageChecks } from '../page-checks';
import { pageChecksItem } from '../../storage';

const check = (at: number, jobId: number | null = null) => ({ at, matched: jobId !== null, jobId });

beforeEach(() => {
  fakeBrowser.reset();
});

describe('PageChecks', () => {
  it('hands the next worker the newest checks, at most CHECKED_PAGES, the newest of a page replacing its older one', async () => {
    const checks = new PageChecks();
    for (let n = 0; n < CHECKED_PAGES + 5; n++) void checks.set(`https://board.example/${n}`, check(n, n));
    await checks.set('https://board.example/10', check(1000, null));

    const next = new PageChecks();
    expect(await next.get('https://board.example/4')).toBeUndefined();
    expect(await next.get('https://board.example/5')).toEqual(check(5, 5));
    expect(await next.get('https://board.example/10')).toEqual(check(1000, null));
    expect(await next.get(`https://board.example/${CHECKED_PAGES + 4}`)).toEqual(check(CHECKED_PAGES + 4, CHECKED_PAGES + 4));
    expect(await pageChecksItem.getValue()).toHaveLength(CHECKED_PAGES);
  });

  it('ignores what is not a check in storage, and keeps the checks that are', async () => {
    await pageChecksItem.setValue([
      ['https://board.example/1', 1, true, 7],
      ['https://board.example/2', '2', true, 7],
      ['https://board.example/3', 3, 'yes', null],
      ['https://board.example/4', 4, true, 1.5],
      { address: 'https://board.example/5' },
      ['https://board.example/6', 6, false, null, 'extra'],
    ]);
    const checks = new PageChecks();
    expect(await checks.get('https://board.example/1')).toEqual(check(1, 7));
    for (const n of [2, 3, 4, 5, 6]) expect(await checks.get(`https://board.example/${n}`)).toBeUndefined();

    await pageChecksItem.setValue({ not: 'a list' });
    expect(await new PageChecks().get('https://board.example/1')).toBeUndefined();
  });

  it("keeps the session storage the sign-in and the cards share small: a page's address of a megabyte is not stored", async () => {
    // A board page can make its own address that long (history.replaceState); its content script
    // then sends none (over 4,096 characters), and the tab's address is the one checked.
    const checks = new PageChecks();
    const long = (n: number) => `https://board.example/zoeken?q=${n}&${'x'.repeat(1_200_000)}`;
    for (let n = 0; n < 9; n++) await checks.set(long(n), check(n, n));
    await checks.set('https://board.example/1', check(10, 1));
    expect(await checks.get(long(8))).toEqual(check(8, 8));
    // Chrome's storage.session holds 10 MB in all, the session's token and the cards' tickets too.
    expect(JSON.stringify(await pageChecksItem.getValue()).length).toBeLessThan(CHECKED_PAGES * 4200);
    expect(await new PageChecks().get('https://board.example/1')).toEqual(check(10, 1));
  });

  it('forgets every check, in memory and in storage', async () => {
    const checks = new PageChecks();
    await checks.set('https://board.example/1', check(1, 1));
    await checks.clear();
    expect(await checks.get('https://board.example/1')).toBeUndefined();
    expect(await new PageChecks().get('https://board.example/1')).toBeUndefined();
  });
});
