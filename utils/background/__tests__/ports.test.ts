import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browserPorts } from '../ports';

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('the browser behind the ports', () => {
  it('lists as readable only the tabs whose web address the browser gave, and gives out their ids only', async () => {
    // As Chrome answers without the "tabs" permission: an address only where the extension has host access.
    vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation(
      async () =>
        [
          { id: 3, url: 'https://www.nationalevacaturebank.nl/vacature/12345678/x' },
          { id: 4 },
          { id: 5, url: 'chrome-extension://abc/sidepanel.html' },
          { url: 'http://localhost:8788/vacatures/1' },
          { id: 6, url: 'http://localhost:8788/vacatures/1' },
        ] as never,
    );
    expect(await browserPorts().readableTabs()).toEqual([3, 6]);
  });

  it('lists no tab when the browser refuses the question', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation(() => Promise.reject(new Error('no')));
    expect(await browserPorts().readableTabs()).toEqual([]);
  });

  it("takes a tab's own badge colour away with its text, as Chrome lets it (a copy of the global one)", async () => {
    // Chrome's action: colours per tab over a global one; null refused for a colour, as for a title.
    const colours = new Map<number | undefined, string>([[undefined, '#1a73e8']]);
    vi.spyOn(fakeBrowser.action, 'setBadgeText').mockImplementation(async () => undefined);
    vi.spyOn(fakeBrowser.action, 'setTitle').mockImplementation(async () => undefined);
    vi.spyOn(fakeBrowser.action, 'getTitle').mockImplementation(async () => 'Job Feed Companion');
    vi.spyOn(fakeBrowser.action, 'setBadgeBackgroundColor').mockImplementation(async ({ color, tabId }) => {
      if (color === null) throw new TypeError("Error at parameter 'details': Missing required property 'color'.");
      colours.set(tabId, color as string);
    });
    vi.spyOn(fakeBrowser.action, 'getBadgeBackgroundColor').mockImplementation(
      async ({ tabId }) => (colours.get(tabId) ?? colours.get(undefined)) as never,
    );
    const ports = browserPorts();
    await ports.setBadge({ text: '✓', color: '#188038', title: 'In your feed' }, 7);
    expect(colours.get(7)).toBe('#188038');
    await ports.clearTabBadge(7);
    expect(colours.get(7)).toBe('#1a73e8');
  });

  it("lists the browser's notifications of the extension, not a list of its own, and clears one", async () => {
    // Raised before this worker started: only the browser knows of them.
    await fakeBrowser.notifications.create('search:a', { type: 'basic', iconUrl: '', title: 'A', message: '' });
    await fakeBrowser.notifications.create('reminder:7', { type: 'basic', iconUrl: '', title: 'B', message: '' });
    const ports = browserPorts();
    expect((await ports.notificationIds()).sort()).toEqual(['reminder:7', 'search:a']);
    await ports.clearNotification('search:a');
    // One not shown (clicked or closed meanwhile) is no error.
    await ports.clearNotification('search:a');
    expect(await ports.notificationIds()).toEqual(['reminder:7']);
  });

  describe("changes a notification's words in place", () => {
    const words = { title: '1 new job for Walvis', message: 'Walvisonderzoeker Oost' };
    const granted = (yes: boolean) => vi.spyOn(fakeBrowser.permissions, 'contains').mockImplementation(async () => yes);

    it('where the browser can (Chrome): silently, and only one shown, which it answers', async () => {
      granted(true);
      const update = vi.spyOn(fakeBrowser.notifications, 'update').mockImplementation(async (id) => id === 'search:a');
      const ports = browserPorts();
      expect(await ports.updateNotification('search:a', words)).toBe('updated');
      expect(update).toHaveBeenCalledWith('search:a', { ...words, silent: true });
      // Closed or clicked meanwhile: Chrome raises none, and says so.
      expect(await ports.updateNotification('search:b', words)).toBe('absent');
    });

    it('where it cannot (Firefox has no notifications.update): one shown is to be replaced, none raised', async () => {
      granted(true);
      const update = Object.getOwnPropertyDescriptor(fakeBrowser.notifications, 'update')!;
      Object.defineProperty(fakeBrowser.notifications, 'update', { value: undefined, configurable: true });
      try {
        await fakeBrowser.notifications.create('search:a', { type: 'basic', iconUrl: '', title: 'A', message: '' });
        const ports = browserPorts();
        expect(await ports.updateNotification('search:a', words)).toBe('replaceOnly');
        expect(await ports.updateNotification('search:b', words)).toBe('absent');
        expect(await fakeBrowser.notifications.getAll()).toEqual({ 'search:a': true });
      } finally {
        Object.defineProperty(fakeBrowser.notifications, 'update', update);
      }
    });

    it('never without the permission', async () => {
      granted(false);
      const update = vi.spyOn(fakeBrowser.notifications, 'update').mockImplementation(async () => true);
      expect(await browserPorts().updateNotification('search:a', words)).toBe('absent');
      expect(update).not.toHaveBeenCalled();
    });
  });

  it('lists no notification when the browser refuses the question', async () => {
    vi.spyOn(fakeBrowser.notifications, 'getAll').mockImplementation(() => Promise.reject(new Error('no')));
    expect(await browserPorts().notificationIds()).toEqual([]);
  });
});
