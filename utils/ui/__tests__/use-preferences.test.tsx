// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useI18n } from '@/utils/i18n/context';
import type { CallBackground } from '@/utils/messaging/client';
import { DEFAULT_SETTINGS } from '@/utils/settings/schema';
import { I18nRoot } from '../i18n-root';
import { likelyLocale } from '../use-preferences';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function Boards() {
  const { t } = useI18n();
  return <p>{t('vacancy.boards', { count: 3 })}</p>;
}

/** A background whose settings answer comes when `answer` is called (the language set to Dutch). */
function slowSettings() {
  let answer!: () => void;
  const settings = new Promise<void>((resolve) => (answer = resolve));
  const call = vi.fn(async (request: { type: string }) => {
    if (request.type !== 'settings.get') return { ok: false, error: { code: 'internal', message: 'unscripted' } };
    await settings;
    return { ok: true, value: { ...DEFAULT_SETTINGS, language: 'nl' } };
  }) as unknown as CallBackground;
  return { call, answer };
}

describe("a page's language before and after the settings", () => {
  it('starts in the browser language, takes the set one when the settings come, and leaves it for the next page', async () => {
    expect(likelyLocale()).toBe('en');
    const { call, answer } = slowSettings();
    render(
      <I18nRoot call={call}>
        <Boards />
      </I18nRoot>,
    );
    expect(screen.getByText('3 boards')).toBeTruthy();
    answer();
    expect(await screen.findByText('3 vacaturesites')).toBeTruthy();
    await waitFor(() => expect(likelyLocale()).toBe('nl'));
  });

  it('starts in the language the last page spoke, before its settings come', () => {
    localStorage.setItem('jobFeedCompanion.locale', 'nl');
    render(
      <I18nRoot call={slowSettings().call}>
        <Boards />
      </I18nRoot>,
    );
    expect(screen.getByText('3 vacaturesites')).toBeTruthy();
  });

  it('takes nothing else for a remembered language', () => {
    localStorage.setItem('jobFeedCompanion.locale', 'fr');
    expect(likelyLocale()).toBe('en');
  });
});
