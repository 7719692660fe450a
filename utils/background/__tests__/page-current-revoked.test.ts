/**
 * The popup's "This page" (page.current) answers from the page's last check in this browser session.
 * A board whose access the recruiter took back (or switched off) since that check has no card and no
 * script there any more: the popup must not go on naming the page's feed job from the old check, and
 * so hiding the "No access to Indeed yet / Allow access" notice its diagnosis would give.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUILTIN_BOARDS, type BoardAdapter } from '../../boards';
import { makeSummary } from '../../feed/__tests__/helpers';
import type { FeedIndex } from '../../feed/feed-index';
import { pageAddress } from '../../feed/normalize-url';
import type { Notifier } from '../notifier';
import type { OverlayCards } from '../overlay-cards';
import { PageMatching } from '../page-matching';

const INDEED = BUILTIN_BOARDS.find((board) => board.id === 'indeed')!;
const POSTING = 'https://nl.indeed.com/viewjob?jk=abc123';
const JOB = makeSummary({ id: 7, title: 'Planner', url: POSTING });

beforeEach(() => fakeBrowser.reset());

function pages(state: { granted: boolean; enabled: BoardAdapter[] }) {
  return new PageMatching({
    index: async () => ({ get: async (id: number) => (id === JOB.id ? JOB : null), count: async () => 1 }) as unknown as FeedIndex,
    boards: async () => state.enabled,
    signedIn: async () => true,
    overlay: { prefs: async () => ({ dismissedJobIds: [] }) } as unknown as OverlayCards,
    notifier: {} as Notifier,
    markers: async () => ({ show: false, locale: 'en' }),
    lastSyncAt: async () => 1000,
    granted: async () => state.granted,
  });
}

describe('page.current after the board lost its access', () => {
  it('names the job while the board is on and readable, and none once access is taken back or the board switched off', async () => {
    const state = { granted: true, enabled: [INDEED] };
    const matching = pages(state);
    await matching.checked.set(pageAddress(POSTING), { at: 1000, matched: true, jobId: JOB.id });
    expect(await matching.current({ type: 'page.current', url: POSTING })).toMatchObject({ job: { id: 7 } });

    state.granted = false;
    expect(await matching.current({ type: 'page.current', url: POSTING })).toBeNull();
    // The popup's next question then finds why: Indeed is on, its access not given.
    expect(await matching.diagnose({ type: 'page.diagnose', url: POSTING })).toMatchObject({ boardOn: true, access: false });

    state.granted = true;
    state.enabled = [];
    expect(await matching.current({ type: 'page.current', url: POSTING })).toBeNull();
  });
});
