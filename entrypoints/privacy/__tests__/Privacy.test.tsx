// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { Privacy } from '../Privacy';

afterEach(cleanup);
beforeEach(() => {
  fakeBrowser.reset();
  document.documentElement.removeAttribute('data-theme');
});

describe('the privacy statement', () => {
  it('takes the theme of the settings and follows a change made elsewhere', async () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, theme: 'dark' };
    const bg = fakeBackground({ 'settings.get': () => ok({ ...settings }) });
    render(<Privacy call={bg.call} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Privacy/);
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    settings.theme = 'system';
    await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    await waitFor(() => expect(document.documentElement.hasAttribute('data-theme')).toBe(false));
  });
});
