/**
 * The job selected in the side panel (storage.session, panel-selection.ts) is its user's: the panel
 * opens on it again in the same browser session, but not for the next person who signs in on this
 * browser, after a sign-out or as another user, who would otherwise open the panel on the job the
 * last recruiter was working (its title and record).
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { readPanelSelection, savePanelSelection } from '@/utils/feed/panel-selection';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

const now = () => Date.parse('2026-11-20T10:00:00Z');

beforeEach(() => fakeBrowser.reset());

function background(name: string) {
  const service = new BackgroundService({
    defaultApiBaseUrl: API,
    buildBoardPatterns: [],
    ports: recordingPorts(),
    indexName: `panel-selection-${name}-${Date.now()}`,
    fetch: fakeApi(now).fetch,
    now,
  });
  const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
  const signIn = async (username: string) => {
    const result = await dispatch({ type: 'session.signIn', username, password: 'secret12', rememberMe: false }, POPUP_SENDER);
    expect(result.ok).toBe(true);
  };
  return { dispatch, signIn };
}

describe("the side panel's selected job", () => {
  it('goes at a sign-out', async () => {
    const { dispatch, signIn } = background('out');
    await signIn('recruiter-a');
    await savePanelSelection(7);
    expect(await readPanelSelection()).toBe(7);
    expect(await dispatch({ type: 'session.signOut' }, POPUP_SENDER)).toMatchObject({ ok: true });
    expect(await readPanelSelection()).toBeNull();
  });

  it('is not there for another user who signs in', async () => {
    const { signIn } = background('other');
    await signIn('recruiter-a');
    await savePanelSelection(7);
    await signIn('recruiter-b');
    expect(await readPanelSelection()).toBeNull();
  });
});
