// @vitest-environment happy-dom
/**
 * A username pasted from a welcome e-mail often brings a space along. The server (JHipster-like:
 * test/server/auth.ts lowercases, does not trim) refuses "demo " as a wrong username and password,
 * which tells the recruiter nothing they can see; a username of spaces only is no username.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/utils/i18n/locale';
import { inLocale } from '@/test/setup/i18n';
import { SignInForm } from '../SignInForm';

afterEach(cleanup);

function typeAndSubmit(username: string, locale: Locale = 'en') {
  const onSubmit = vi.fn();
  render(inLocale(locale, <SignInForm apiBaseUrl="https://api.example.com" error={null} busy={false} onSubmit={onSubmit} />));
  const [user, pass, submit] = locale === 'en' ? ['Username', 'Password', 'Sign in'] : ['Gebruikersnaam', 'Wachtwoord', 'Inloggen'];
  fireEvent.input(screen.getByLabelText(user!), { target: { value: username } });
  fireEvent.input(screen.getByLabelText(pass!), { target: { value: ' demo1234 ' } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
  return onSubmit;
}

describe('SignInForm: spaces around the username', () => {
  it('sends a pasted username without the spaces around it, and the password as typed', () => {
    const onSubmit = typeAndSubmit('  demo \t');
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo', password: ' demo1234 ', rememberMe: false });
  });

  it('asks for a username when only spaces were typed (Dutch)', () => {
    const onSubmit = typeAndSubmit('   ', 'nl');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Vul je gebruikersnaam in.')).toBeTruthy();
  });
});
