/**
 * The move of the index's owner from where an earlier version kept it (storage.local) into the index,
 * stopped between its two writes (the worker stopped, or IndexedDB refusing the write): the owner must
 * not be lost, or the next sign-in as another user keeps the first user's notes and marks.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { legacyIndexOwnerItem } from '../../utils/storage';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, referenceServer, value } from './harness';

const server = referenceServer({ jobs: 20, seed: 53 });

it("keeps an earlier version's owner when its move into the index stops halfway", async () => {
  const { service, dispatch } = backgroundWorker(server().apiUrl, 'legacy-owner-interrupted');
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const index = await service.index();
  await index.notes.set('job:1', 'Called the manager, private', 1);
  value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));
  // As the earlier version left it: the owner in storage.local only.
  await index.owner.set(null);
  await legacyIndexOwnerItem.setValue({ subject: 'demo', apiBaseUrl: server().apiUrl });

  // The update's move of the owner: its write into the index is refused once (or the worker stops there).
  const set = index.owner.set.bind(index.owner);
  index.owner.set = () => Promise.reject(new DOMException('Transaction aborted', 'AbortError'));
  await service.restoreAlarms().catch(() => undefined);
  index.owner.set = set;

  value(await dispatch({ type: 'session.signIn', username: 'admin', password: 'admin1234', rememberMe: false }, POPUP_SENDER));
  expect(await index.notes.of(['job:1'])).toEqual({});
  await service.sync.stop();
  index.close();
});
