/**
 * A board page whose site access the recruiter took back (the browser's site access menu, or
 * permissions.remove: permissions.onRemoved) keeps the content script it had until it loads again:
 * the browsers stop no script already running. Its checks after that (a single-page board such as
 * LinkedIn, where a job is reached without a page load) must find no card and no markers, as "This
 * page" already says (no access, page-current-revoked.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { BUILTIN_BOARDS } from '../../boards';
import { makeSummary } from '../../feed/__tests__/helpers';
import type { FeedIndex } from '../../feed/feed-index';
import type { JobSummary } from '../../feed/summary';
import type { Notifier } from '../notifier';
import type { OverlayCards } from '../overlay-cards';
import { PageMatching } from '../page-matching';

const INDEED = BUILTIN_BOARDS.find((board) => board.id === 'indeed')!;
const POSTING = 'https://nl.indeed.com/viewjob?jk=abcdef0123456789';
const SEARCH = 'https://nl.indeed.com/jobs?q=planner';
const JOB = makeSummary({ id: 7, title: 'Planner', url: POSTING, postingKey: 'indeed:abcdef0123456789' });

function pages(state: { granted: boolean }) {
  const byKey = async (keys: readonly string[]) =>
    new Map<string, JobSummary>(keys.includes(JOB.postingKey!) ? [[JOB.postingKey!, JOB]] : []);
  const index = {
    findByPostingKeys: byKey,
    findByPostingKey: async (key: string) => (key === JOB.postingKey ? JOB : null),
    findByNormalizedUrls: async () => new Map<string, JobSummary>(),
    isMuted: async () => false,
    statuses: { of: async () => ({}) },
  } as unknown as FeedIndex;
  const marks: boolean[] = [];
  const matching = new PageMatching({
    index: async () => index,
    boards: async () => [INDEED],
    signedIn: async () => true,
    overlay: {
      prefs: async () => ({ dismissedJobIds: [] }),
      issue: vi.fn(async () => 'ticket-1'),
      place: async () => 'bottom-right',
    } as unknown as OverlayCards,
    notifier: { markTab: async (_tab: number, on: boolean) => void marks.push(on) } as unknown as Notifier,
    markers: async () => ({ show: true, locale: 'en' }),
    lastSyncAt: async () => 1000,
    granted: async () => state.granted,
  });
  return { matching, marks };
}

const sender = (url: string) => ({ id: 'ext', url, frameId: 0, tab: { id: 3, url } });

describe('a board page after its access was taken back', () => {
  it('gets no card, no toolbar mark and no markers', async () => {
    const state = { granted: true };
    const { matching, marks } = pages(state);
    expect(await matching.match({ type: 'page.match', url: POSTING, hints: {} }, sender(POSTING))).toMatchObject({ matched: true });
    expect((await matching.markers({ type: 'page.markers', urls: [POSTING] }, sender(SEARCH))).markers).toEqual([{ url: POSTING }]);

    state.granted = false;
    expect(await matching.match({ type: 'page.match', url: POSTING, hints: {} }, sender(POSTING))).toEqual({ matched: false });
    expect(marks.at(-1)).toBe(false);
    expect((await matching.markers({ type: 'page.markers', urls: [POSTING] }, sender(SEARCH))).markers).toEqual([]);
  });
});
