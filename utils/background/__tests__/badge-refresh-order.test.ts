/**
 * Two counts of the badge under way at once (a sync's end and the popup's opening, which moves the
 * last visit): the badge shows the later one. The count of new jobs reads each new job from its pack
 * (first-seen-count.ts) to leave out the closed and the marked, so an earlier count may end last.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FeedIndex } from '../../feed/feed-index';
import type { Badge } from '../badge';
import { Notifier } from '../notifier';
import type { BackgroundPorts } from '../ports';

describe('the toolbar badge counted twice at once', () => {
  it('shows the later count, not the one that ended last', async () => {
    let lastVisit = 1_000;
    const badges: Badge[] = [];
    /** The count since the old visit ends only when released; since the new one it ends at once. */
    let release: (count: number) => void = () => undefined;
    const slow = new Promise<number>((resolve) => (release = resolve));
    let asked = false;
    const index = {
      countFirstSeenAfter: (time: number) => (time === 1_000 ? ((asked = true), slow) : Promise.resolve(0)),
    } as unknown as FeedIndex;
    const notifier = new Notifier({
      ports: { setBadge: async (badge: Badge) => void badges.push(badge) } as unknown as BackgroundPorts,
      signedIn: async () => true,
      health: async () => ({ reachable: true }) as never,
      lastVisit: async () => lastVisit,
      index: async () => index,
      now: () => 5_000,
    });
    // A sync ended: 3 new jobs since the visit at 1,000, counted from their packs.
    const afterSync = notifier.refreshBadge();
    await vi.waitFor(() => expect(asked).toBe(true));
    // The recruiter opens the popup meanwhile: this visit is the last one, nothing is new since.
    lastVisit = 4_000;
    await notifier.refreshBadge();
    expect(badges.at(-1)).toMatchObject({ text: '' });
    release(3);
    await afterSync;
    expect(badges.at(-1)).toMatchObject({ text: '' });
  });
});
