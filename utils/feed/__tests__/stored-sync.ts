/** A sync of a fake feed wired as the extension wires it, for the sync tests. */
import { BUILTIN_BOARDS } from '../../boards';
import { feedCountItem, syncStateItem } from '../../storage';
import { FeedSync } from '../sync';
import type { FeedSyncOptions } from '../sync-options';
import type { FakeFeed } from './fake-feed';

/**
 * A sync of `feed` into `index`: its state and the feed's count kept in storage (the fake browser's),
 * the built-in boards, and `options`: its clock, and what they add or replace (a page size, a state's saver).
 */
export function storedSync(
  feed: FakeFeed,
  index: FeedSyncOptions['index'],
  options: Partial<FeedSyncOptions> & Pick<FeedSyncOptions, 'now'>,
): FeedSync {
  return new FeedSync({
    client: feed.client,
    index,
    loadState: () => syncStateItem.getValue(),
    saveState: (state) => syncStateItem.setValue(state),
    saveCount: (count) => feedCountItem.setValue(count),
    adapters: () => BUILTIN_BOARDS,
    ...options,
  });
}
