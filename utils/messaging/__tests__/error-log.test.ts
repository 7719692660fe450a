import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDispatcher, type Handlers } from '../dispatch';
import { describeUnexpected } from '../error-log';

const JWT = 'eyJhbGciOiJIUzUxMiJ9.eyJzdWIiOiJkZW1vIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJl';
const OPAQUE = 'opaque-token_42.abc~def';
const ID = 'ext-id';
const POPUP = { id: ID, url: `chrome-extension://${ID}/popup.html` };
const policy = () => ({ extensionId: ID, extensionOrigin: `chrome-extension://${ID}/`, isBoardUrl: () => false });

/** Every handler throws what a bug holding a token might throw. */
function throwingHandlers(error: unknown): Handlers {
  return new Proxy({} as Handlers, {
    get: () => () => Promise.reject(error),
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('unexpected handler errors', () => {
  it('are logged with name, message and stack, tokens redacted, and answered as internal', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    const bug = new TypeError(`cannot read token ${JWT} (header Authorization: Bearer ${OPAQUE})`);
    bug.stack = `TypeError: cannot read token ${JWT}\n    at handler (chrome-extension://x/background.js:1:2)\n    at Bearer ${OPAQUE}`;
    const dispatch = createDispatcher(throwingHandlers(bug), policy);

    const result = await dispatch({ type: 'session.get' }, POPUP);
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'Something went wrong in the extension.' } });
    expect(logged).toHaveLength(1);
    const [line] = logged as [string];
    expect(line).toContain('TypeError');
    expect(line).toContain('cannot read token');
    expect(line).toContain('at handler (chrome-extension://x/background.js:1:2)');
    expect(line).not.toContain('eyJ');
    expect(line).not.toContain(OPAQUE);
    expect(line).toContain('Bearer [redacted]');
  });

  it('go to the given onUnexpected instead, and a sender policy that fails refuses nothing silently', async () => {
    const heard: unknown[] = [];
    const broken = createDispatcher(
      throwingHandlers(new Error('x')),
      () => Promise.reject(new Error('settings unreadable')),
      (error) => heard.push(error),
    );
    expect(await broken({ type: 'session.get' }, POPUP)).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(heard).toHaveLength(1);
  });

  it('describes what is not an Error too, without tokens', () => {
    expect(describeUnexpected({ token: JWT })).not.toContain('eyJ');
    expect(describeUnexpected(`Bearer ${OPAQUE}`)).toBe('Non-error thrown: Bearer [redacted]');
  });
});
