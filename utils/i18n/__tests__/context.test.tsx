// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { useI18n } from '../context';

afterEach(cleanup);

function Greeting() {
  const { t, locale } = useI18n();
  return <p lang={locale}>{t('session.signIn')}</p>;
}

describe('useI18n', () => {
  it('words a component in the language its page provides', () => {
    render(inLocale('nl', <Greeting />));
    expect(screen.getByText('Inloggen').getAttribute('lang')).toBe('nl');
    cleanup();
    render(inLocale('en', <Greeting />));
    expect(screen.getByText('Sign in').getAttribute('lang')).toBe('en');
  });

  it('refuses a component rendered outside any page root, instead of guessing a language', () => {
    expect(() => render(<Greeting />)).toThrow(/outside an <I18nProvider>/);
  });
});
