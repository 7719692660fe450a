/**
 * A 401 that answers a request sent with an earlier session's token ends whatever session is current:
 * the recruiter who has just signed in again is signed out at once, "The server ended your session".
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BackgroundService } from '@/utils/background/service';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { POPUP_SENDER, recordingPorts } from '@/test/integration/ports';
import { API, fakeApi } from './fake-api';

const now = () => Date.parse('2026-11-20T10:00:00Z');

beforeEach(() => fakeBrowser.reset());

describe('a late 401 for an old token', () => {
  it('does not end the session signed in since', async () => {
    const api = fakeApi(now);
    const ports = recordingPorts();
    const service = new BackgroundService({
      defaultApiBaseUrl: API,
      buildBoardPatterns: [],
      ports,
      indexName: 'stale-401',
      fetch: api.fetch,
      now,
    });
    const dispatch = createDispatcher(service.handlers(), () => service.senderPolicy());
    const signIn = () => dispatch({ type: 'session.signIn', username: 'alice', password: 'secret12', rememberMe: false }, POPUP_SENDER);

    expect((await signIn()).ok).toBe(true);
    await service.sync.start(false);
    const first = (await service.session.current())!.token;

    // The popup asks for the count; the server is slow to answer it.
    let release!: () => void;
    api.hold.gate = new Promise<void>((resolve) => (release = resolve));
    const slow = dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
    await new Promise((resolve) => setTimeout(resolve, 20));

    // The server stops taking the token (password changed, key rotated): the next call's 401 ends the session.
    api.revoked.add(first);
    const refused = await dispatch({ type: 'jobs.count', refresh: true }, POPUP_SENDER);
    expect(refused.ok).toBe(false);
    expect(await dispatch({ type: 'session.get' }, POPUP_SENDER)).toMatchObject({
      value: { signedIn: false, ended: { reason: 'unauthorized' } },
    });

    // The recruiter signs in again and gets a new token.
    expect((await signIn()).ok).toBe(true);
    await service.sync.start(false);
    expect((await service.session.current())!.token).not.toBe(first);

    // Now the slow request, sent with the old token, is answered 401.
    release();
    await slow;

    expect(await dispatch({ type: 'session.get' }, POPUP_SENDER)).toMatchObject({ value: { signedIn: true, subject: 'alice' } });
  });
});
