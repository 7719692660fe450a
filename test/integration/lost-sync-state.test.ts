/**
 * The sync's stored state lost (storage.local emptied or reset, the index kept): the state read is the
 * initial one, of generation 0, below the kept packs'. Its full pass must still sweep the jobs deleted
 * from the feed, not leave them listed until as many daily full passes as the index had made.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { syncStateItem } from '../../utils/storage';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, referenceServer, value } from './harness';

const server = referenceServer({ jobs: 60, seed: 47 });

it('sweeps the jobs gone from the feed at the first full pass after the sync state was lost', async () => {
  const { service, dispatch } = backgroundWorker(server().apiUrl, 'lost-sync-state');
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  await service.sync.start(true);
  await service.sync.start(true);
  const index = await service.index();
  expect([await index.count(), await index.generation()]).toEqual([60, 3]);

  await syncStateItem.removeValue();
  const [gone] = server().store.ids();
  server().store.remove(gone!);
  await service.sync.start(false);
  expect(await index.get(gone!)).toBeNull();
  expect(await index.count()).toBe(59);
  index.close();
});
