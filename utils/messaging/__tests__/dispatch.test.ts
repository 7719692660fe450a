import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Request, RequestType } from '../contract';
import { ALLOWED_SENDERS } from '../senders';
import { createDispatcher, HandlerFailure, type Handlers } from '../dispatch';
import { classifySender, type MessageSenderLike, type SenderPolicy } from '../senders';

const policy: SenderPolicy = {
  extensionId: 'ext-id',
  extensionOrigin: 'chrome-extension://ext-id/',
  isBoardUrl: (url) => new URL(url).hostname === 'board.example',
};

const senders = {
  popup: { id: 'ext-id', url: 'chrome-extension://ext-id/popup.html' },
  popupInTab: { id: 'ext-id', url: 'chrome-extension://ext-id/popup.html?k=1#job=1001', tab: { id: 9 }, frameId: 0 },
  options: { id: 'ext-id', url: 'chrome-extension://ext-id/options.html', tab: { id: 5 }, frameId: 0 },
  welcome: { id: 'ext-id', url: 'chrome-extension://ext-id/welcome.html', tab: { id: 6 }, frameId: 0 },
  overlayFrame: {
    id: 'ext-id',
    url: 'chrome-extension://ext-id/overlay.html?ticket=abcdefghijklmnopqrstuvwx&side=right',
    tab: { id: 4 },
    frameId: 7,
  },
  overlayAsTab: { id: 'ext-id', url: 'chrome-extension://ext-id/overlay.html', tab: { id: 8 }, frameId: 0 },
  overlayOutsideTab: { id: 'ext-id', url: 'chrome-extension://ext-id/overlay.html' },
  overlayOddPath: { id: 'ext-id', url: 'chrome-extension://ext-id//overlay.html', tab: { id: 4 }, frameId: 7 },
  overlayPopupQuery: { id: 'ext-id', url: 'chrome-extension://ext-id/overlay.html?/popup.html', tab: { id: 4 }, frameId: 7 },
  overlayFromOtherExtension: { id: 'other-id', url: 'chrome-extension://ext-id/overlay.html', tab: { id: 4 }, frameId: 7 },
  contentScript: { id: 'ext-id', url: 'https://board.example/job/1', tab: { id: 4, url: 'https://board.example/job/1' }, frameId: 0 },
  contentScriptInSubframe: { id: 'ext-id', url: 'https://board.example/job/1', tab: { id: 4 }, frameId: 3 },
  contentScriptOffBoard: { id: 'ext-id', url: 'https://evil.example/', tab: { id: 4 }, frameId: 0 },
  otherExtension: { id: 'other-id', url: 'chrome-extension://other-id/popup.html' },
  forgedOrigin: { id: 'ext-id', url: 'chrome-extension://ext-id.evil.example/' },
  noUrl: { id: 'ext-id' },
  fileUrl: { id: 'ext-id', url: 'file:///etc/passwd', tab: { id: 1 }, frameId: 0 },
} satisfies Record<string, MessageSenderLike>;

/** One valid example of every request. */
const EXAMPLES: { [T in RequestType]: Extract<Request, { type: T }> } = {
  'session.get': { type: 'session.get' },
  'session.signIn': { type: 'session.signIn', username: 'demo', password: 'demo1234', rememberMe: true },
  'session.signOut': { type: 'session.signOut' },
  'jobs.count': { type: 'jobs.count', refresh: true },
  'jobs.search': { type: 'jobs.search', query: 'java', filters: { provinces: ['UTRECHT'] }, offset: 0, limit: 20 },
  'jobs.facets': { type: 'jobs.facets' },
  'jobs.get': { type: 'jobs.get', id: 1001 },
  'jobs.local': { type: 'jobs.local', id: 1001 },
  'jobs.vacancy': { type: 'jobs.vacancy', id: 1001 },
  'jobs.employer': { type: 'jobs.employer', id: 1001 },
  'jobs.setStatus': { type: 'jobs.setStatus', id: 1001, status: 'shortlisted' },
  'jobs.status': { type: 'jobs.status', id: 1001 },
  'notes.get': { type: 'notes.get', id: 1001 },
  'notes.set': { type: 'notes.set', id: 1001, scope: 'employer', text: 'Bel eerst Anja.' },
  'mutes.list': { type: 'mutes.list' },
  'mutes.add': { type: 'mutes.add', kind: 'keyword', value: 'stage' },
  'mutes.remove': { type: 'mutes.remove', key: 'keyword:stage' },
  'searches.list': { type: 'searches.list' },
  'searches.save': { type: 'searches.save', name: 'Java', query: 'java', filters: {}, alerts: true, perEmployer: false },
  'searches.update': { type: 'searches.update', id: 'search-0001', alerts: false },
  'searches.delete': { type: 'searches.delete', id: 'search-0001' },
  'searches.seen': { type: 'searches.seen', id: 'search-0001' },
  'settings.get': { type: 'settings.get' },
  'settings.update': { type: 'settings.update', patch: { theme: 'dark' } },
  'sync.now': { type: 'sync.now', full: false },
  'sync.status': { type: 'sync.status' },
  'popup.opened': { type: 'popup.opened' },
  'data.clear': { type: 'data.clear' },
  'overlay.job': { type: 'overlay.job', ticket: 'abcdefghijklmnopqrstuvwx' },
  'overlay.summary': { type: 'overlay.summary', ticket: 'abcdefghijklmnopqrstuvwx' },
  'overlay.status': { type: 'overlay.status', ticket: 'abcdefghijklmnopqrstuvwx' },
  'overlay.notes': { type: 'overlay.notes', ticket: 'abcdefghijklmnopqrstuvwx' },
  'overlay.vacancy': { type: 'overlay.vacancy', ticket: 'abcdefghijklmnopqrstuvwx' },
  'overlay.setStatus': { type: 'overlay.setStatus', ticket: 'abcdefghijklmnopqrstuvwx', status: 'handled' },
  'cards.hidden': { type: 'cards.hidden' },
  'cards.show': { type: 'cards.show', id: null },
  'overlay.preferences': { type: 'overlay.preferences' },
  'overlay.layout': { type: 'overlay.layout', ticket: 'abcdefghijklmnopqrstuvwx', collapsed: true, anchor: 'top-left', dismissed: false },
  'overlay.drag': { type: 'overlay.drag', ticket: 'abcdefghijklmnopqrstuvwx', screenX: 812.5, screenY: 440, buttons: 1 },
  'overlay.open': { type: 'overlay.open', ticket: 'abcdefghijklmnopqrstuvwx', target: 'job' },
  'page.match': { type: 'page.match', url: null, hints: {} },
  'page.markers': { type: 'page.markers', urls: ['https://board.example/job/2'] },
  'page.status': { type: 'page.status', url: 'https://board.example/job/2' },
  'page.current': { type: 'page.current', url: 'https://www.nationalevacaturebank.nl/vacature/1' },
  'page.diagnose': { type: 'page.diagnose', url: 'https://www.nationalevacaturebank.nl/vacature/1' },
};
const TYPES = Object.keys(EXAMPLES) as RequestType[];

function spyHandlers() {
  const calls: RequestType[] = [];
  const handlers = Object.fromEntries(
    TYPES.map((type) => [
      type,
      vi.fn(async () => {
        calls.push(type);
        return { handled: type };
      }),
    ]),
  ) as unknown as Handlers;
  return { handlers, calls };
}

describe('classifySender', () => {
  it.each([
    ['popup', 'extensionPage'],
    ['popupInTab', 'extensionPage'],
    ['options', 'extensionPage'],
    ['welcome', 'extensionPage'],
    ['overlayFrame', 'overlayFrame'],
    ['overlayAsTab', 'overlayFrame'],
    ['overlayOutsideTab', null],
    ['overlayOddPath', 'overlayFrame'],
    ['overlayPopupQuery', 'overlayFrame'],
    ['overlayFromOtherExtension', null],
    ['contentScript', 'contentScript'],
    ['contentScriptInSubframe', null],
    ['contentScriptOffBoard', null],
    ['otherExtension', null],
    ['forgedOrigin', null],
    ['noUrl', null],
    ['fileUrl', null],
  ] as const)('%s → %s', (name, expected) => {
    expect(classifySender(senders[name], policy)).toBe(expected);
  });
  it('refuses a missing sender', () => {
    expect(classifySender(undefined, policy)).toBeNull();
  });
});

describe('dispatcher', () => {
  it.each(TYPES)('%s: runs for its allowed senders and is refused for all others, with no handler call', async (type) => {
    for (const [name, sender] of Object.entries(senders)) {
      const { handlers, calls } = spyHandlers();
      const dispatch = createDispatcher(handlers, () => policy);
      const result = await dispatch(EXAMPLES[type], sender);
      const senderClass = classifySender(sender, policy);
      const allowed = senderClass !== null && ALLOWED_SENDERS[type].includes(senderClass);
      if (allowed) {
        expect(result, name).toEqual({ ok: true, value: { handled: type } });
        expect(calls).toEqual([type]);
      } else {
        expect(result.ok, name).toBe(false);
        if (!result.ok) expect(result.error.code).toBe('refused');
        expect(calls).toEqual([]);
      }
    }
  });

  it('lets a content script ask only whether its page matches', () => {
    const forContentScripts = TYPES.filter((t) => ALLOWED_SENDERS[t].includes('contentScript'));
    expect(forContentScripts.sort()).toEqual(['page.markers', 'page.match']);
  });

  it('lets the overlay frame ask only for its own card: job, layout, drag and its pages opened by ticket, display preferences', () => {
    const forOverlay = TYPES.filter((t) => ALLOWED_SENDERS[t].includes('overlayFrame'));
    expect(forOverlay.sort()).toEqual([
      'overlay.drag',
      'overlay.job',
      'overlay.layout',
      'overlay.notes',
      'overlay.open',
      'overlay.preferences',
      'overlay.setStatus',
      'overlay.status',
      'overlay.summary',
      'overlay.vacancy',
    ]);
  });

  it.each(['overlayFrame', 'overlayAsTab', 'overlayOddPath', 'overlayPopupQuery'] as const)(
    'refuses %s everything a full page may do, with no handler call',
    async (name) => {
      for (const type of TYPES.filter((t) => !t.startsWith('overlay.'))) {
        const { handlers, calls } = spyHandlers();
        const result = await createDispatcher(handlers, () => policy)(EXAMPLES[type], senders[name]);
        expect(result, type).toEqual({ ok: false, error: { code: 'refused', message: expect.any(String) } });
        expect(calls).toEqual([]);
      }
    },
  );

  it.each(['popup', 'options', 'welcome', 'contentScript'] as const)('refuses the overlay requests from %s', async (name) => {
    for (const type of TYPES.filter((t) => t.startsWith('overlay.'))) {
      const { handlers, calls } = spyHandlers();
      const result = await createDispatcher(handlers, () => policy)(EXAMPLES[type], senders[name]);
      expect(result.ok, type).toBe(false);
      expect(calls).toEqual([]);
    }
  });

  const malformed: [string, unknown][] = [
    ['null', null],
    ['a string', 'session.get'],
    ['an unknown type', { type: 'fetch', url: 'https://evil.example' }],
    ['an extra field', { type: 'session.get', token: 'x' }],
    ['a negative id', { type: 'jobs.get', id: -1 }],
    ['a fractional id', { type: 'jobs.get', id: 1.5 }],
    ['a string id', { type: 'jobs.get', id: '../admin' }],
    ['a huge id', { type: 'jobs.get', id: 2 ** 60 }],
    ['an unknown setting', { type: 'settings.update', patch: { token: 'x' } }],
    ['an invalid base URL', { type: 'settings.update', patch: { apiBaseUrl: 'javascript:alert(1)' } }],
    ['a bad ticket', { type: 'overlay.job', ticket: '../../x' }],
    [
      'an unknown anchor',
      { type: 'overlay.layout', ticket: 'abcdefghijklmnopqrstuvwx', collapsed: true, anchor: 'middle', dismissed: false },
    ],
    ['a grab without a point', { type: 'overlay.drag', ticket: 'abcdefghijklmnopqrstuvwx', screenX: 10, buttons: 1 }],
    ['a grab off any screen', { type: 'overlay.drag', ticket: 'abcdefghijklmnopqrstuvwx', screenX: 1e9, screenY: 0, buttons: 1 }],
    ['a grab at no number', { type: 'overlay.drag', ticket: 'abcdefghijklmnopqrstuvwx', screenX: Number.NaN, screenY: 0, buttons: 1 }],
    ['a grab with made-up buttons', { type: 'overlay.drag', ticket: 'abcdefghijklmnopqrstuvwx', screenX: 1, screenY: 0, buttons: 64 }],
    ['too many marker urls', { type: 'page.markers', urls: Array.from({ length: 501 }, () => 'https://board.example/') }],
    ['an array', [{ type: 'session.get' }]],
  ];
  it.each(malformed)('answers %s with a typed "invalid" and calls nothing', async (_name, message) => {
    const { handlers, calls } = spyHandlers();
    const result = await createDispatcher(handlers, () => policy)(message, senders.popup);
    expect(result).toEqual({ ok: false, error: { code: 'invalid', message: expect.any(String) } });
    expect(calls).toEqual([]);
  });

  it('tells of a refused sender of this extension (a content script off the boards), after classifying, and of no other', async () => {
    const heard: [unknown, MessageSenderLike][] = [];
    const { handlers, calls } = spyHandlers();
    const unexpected = vi.fn();
    let fail = false;
    const dispatch = createDispatcher(
      handlers,
      () => policy,
      unexpected,
      async (message, sender) => {
        heard.push([message, sender]);
        if (fail) throw new Error('badge refused');
      },
    );
    const ask = EXAMPLES['page.match'];
    for (const sender of Object.values(senders)) {
      const result = await dispatch(ask, sender);
      expect(result.ok || result.error.code === 'refused').toBe(true);
    }
    const ours = Object.values(senders).filter((sender) => sender.id === 'ext-id' && classifySender(sender, policy) === null);
    expect(ours).toContain(senders.contentScriptOffBoard);
    expect(heard).toEqual(ours.map((sender) => [ask, sender]));
    expect(calls).toEqual(['page.match']);
    // A hook that fails still leaves the sender refused; the failure is a bug to hear of.
    fail = true;
    expect(await dispatch(ask, senders.contentScriptOffBoard)).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(unexpected).toHaveBeenCalledOnce();
  });

  it('turns handler failures into typed results', async () => {
    const { handlers } = spyHandlers();
    handlers['jobs.get'] = async () => {
      throw new ApiError({ kind: 'notFound', reason: 'Not Found' });
    };
    handlers['jobs.count'] = async () => {
      throw new ApiError({ kind: 'unauthorized', reason: 'expired', badCredentials: false });
    };
    handlers['session.get'] = async () => {
      throw new HandlerFailure('signedOut', 'You are signed out.');
    };
    const unexpected = vi.fn();
    handlers['sync.status'] = async () => {
      throw new TypeError('boom with secret detail');
    };
    const dispatch = createDispatcher(handlers, () => policy, unexpected);
    expect(await dispatch(EXAMPLES['jobs.get'], senders.popup)).toMatchObject({
      ok: false,
      error: { code: 'api', api: { kind: 'notFound' } },
    });
    expect(await dispatch(EXAMPLES['jobs.count'], senders.popup)).toMatchObject({ ok: false, error: { code: 'signedOut' } });
    expect(await dispatch(EXAMPLES['session.get'], senders.popup)).toEqual({
      ok: false,
      error: { code: 'signedOut', message: 'You are signed out.' },
    });
    const internal = await dispatch(EXAMPLES['sync.status'], senders.popup);
    expect(internal).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } });
    expect(JSON.stringify(internal)).not.toContain('secret');
    expect(unexpected).toHaveBeenCalledOnce();
  });

  it('survives thousands of random and near-valid messages from every sender class (fuzz)', async () => {
    const { handlers, calls } = spyHandlers();
    const dispatch = createDispatcher(handlers, () => policy);
    const nearValid = fc.oneof(
      ...TYPES.map((type) =>
        fc
          .record({ type: fc.constant(type) })
          .chain((base) =>
            fc
              .dictionary(
                fc.oneof(
                  fc.constantFrom(
                    'id',
                    'url',
                    'patch',
                    'ticket',
                    'username',
                    'urls',
                    'query',
                    'filters',
                    'offset',
                    'limit',
                    'refresh',
                    'full',
                    'hints',
                    'rememberMe',
                    'password',
                  ),
                  fc.string(),
                ),
                fc.anything(),
                { maxKeys: 4 },
              )
              .map((extra) => ({ ...EXAMPLES[type], ...extra, ...base })),
          ),
      ),
    );
    const message = fc.oneof(fc.anything(), nearValid, fc.constantFrom(...Object.values(EXAMPLES)));
    const sender = fc.oneof(
      fc.constantFrom(...Object.values(senders)),
      fc.record({
        id: fc.option(fc.string(), { nil: undefined }),
        url: fc.option(fc.webUrl(), { nil: undefined }),
        frameId: fc.option(fc.integer(), { nil: undefined }),
      }),
    );
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(message, sender, async (m, s) => {
        runs++;
        const before = calls.length;
        const result = await dispatch(m, s as MessageSenderLike);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) {
          expect(['refused', 'invalid']).toContain(result.error.code);
          expect(calls.length).toBe(before);
        } else {
          const senderClass = classifySender(s as MessageSenderLike, policy);
          const type = (m as Request).type;
          expect(senderClass && ALLOWED_SENDERS[type].includes(senderClass)).toBeTruthy();
        }
      }),
      { numRuns: 3000 },
    );
    expect(runs).toBe(3000);
  });
});
