/**
 * "Clear local data" that stops after the feed's packs and owner are cleared but before the recruiter's
 * notes and marks are: the next sign-in, as another user, must not find the first user's work.
 */
import 'fake-indexeddb/auto';
import { expect, it } from 'vitest';
import { POPUP_SENDER } from './ports';
import { backgroundWorker, referenceServer, value } from './harness';

const server = referenceServer({ jobs: 40, seed: 41 });

it('leaves no note or mark of the first user to another user after a clear that stopped halfway', async () => {
  const { service, dispatch } = backgroundWorker(server().apiUrl, 'clear-halfway-owner');
  value(await dispatch({ type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: false }, POPUP_SENDER));
  await service.sync.start(false);
  const index = await service.index();
  const [id] = server().store.ids();
  await index.notes.set('job:1', 'Called the manager, private', 1);
  await index.statuses.set(id!, 'handled', 1);

  // The notes' clear is refused (or the worker stops there), after the feed's own transaction.
  const clear = index.notes.clear.bind(index.notes);
  index.notes.clear = () => Promise.reject(new DOMException('Transaction aborted', 'AbortError'));
  expect((await dispatch({ type: 'data.clear' }, POPUP_SENDER)).ok).toBe(false);
  index.notes.clear = clear;
  value(await dispatch({ type: 'session.signOut' }, POPUP_SENDER));

  value(await dispatch({ type: 'session.signIn', username: 'admin', password: 'admin1234', rememberMe: false }, POPUP_SENDER));
  expect(await index.notes.of(['job:1'])).toEqual({});
  expect(await index.statuses.of([id!])).toEqual({});
  index.close();
});
