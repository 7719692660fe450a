// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, type Settings } from '@/utils/settings/schema';
import { fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { Guide } from '../Guide';

afterEach(cleanup);
beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

const pictures = () => [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');

describe('the guide', () => {
  it('takes the theme and language of the settings, with the pictures of the Dutch screens in Dutch', async () => {
    const bg = fakeBackground({}, { theme: 'dark', language: 'nl' });
    render(<Guide call={bg.call} />);
    await screen.findByRole('heading', { level: 1, name: /een korte handleiding/ });
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('dark'));
    expect(document.documentElement.lang).toBe('nl');
    expect(pictures()).toHaveLength(3);
    expect(pictures().every((src) => /-nl-dark\b/.test(src))).toBe(true);
  });

  it('follows a language switch made elsewhere, pictures included', async () => {
    const settings: Settings = { ...DEFAULT_SETTINGS, language: 'en' };
    const bg = fakeBackground({ 'settings.get': () => ok({ ...settings }) });
    render(<Guide call={bg.call} />);
    await screen.findByRole('heading', { level: 1, name: /a short guide/i });
    expect(pictures().some((src) => /-nl-dark\b/.test(src))).toBe(false);
    settings.language = 'nl';
    await fakeBrowser.runtime.onMessage.trigger({ event: 'settings.changed' }, { id: fakeBrowser.runtime.id }, () => undefined);
    await screen.findByRole('heading', { level: 1, name: /een korte handleiding/ });
    await waitFor(() => expect(document.title).toMatch(/handleiding/i));
    expect(pictures().every((src) => /-nl-dark\b/.test(src))).toBe(true);
  });
});
