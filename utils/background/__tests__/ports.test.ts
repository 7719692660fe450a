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
});
