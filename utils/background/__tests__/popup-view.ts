import type { FeedIndex } from '@/utils/feed/feed-index';
import { PopupView } from '../popup-view';

/**
 * The popup's background module over `index`, with no session (so it writes no snapshot) and no sync:
 * for tests of its marks and notes.
 */
export function sessionlessPopupView(index: FeedIndex, now: () => number): PopupView {
  return new PopupView({
    index: async () => index,
    session: async () => null,
    count: async () => null,
    apiBaseUrl: async () => '',
    syncState: () => Promise.reject(new Error('no sync here')),
    now,
  });
}
