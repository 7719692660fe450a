// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/utils/i18n/locale';
import { SignInForm } from '../SignInForm';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

function setup(props: Partial<Parameters<typeof SignInForm>[0]> = {}, locale: Locale = 'en') {
  const onSubmit = vi.fn();
  render(inLocale(locale, <SignInForm apiBaseUrl="https://api.example.com" error={null} busy={false} onSubmit={onSubmit} {...props} />));
  return { onSubmit };
}

describe('SignInForm', () => {
  it('labels its fields and shows the API it signs in to', () => {
    setup();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).type).toBe('checkbox');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Signs in to https://api.example.com')).toBeTruthy();
  });

  it('will not send a password to a plain-http address off this computer, and says why', () => {
    const { onSubmit } = setup({ apiBaseUrl: 'http://feed.example.org/' });
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/must use https:\/\/, so your password and session travel encrypted/);
  });

  it('signs in over plain http to this computer', () => {
    const { onSubmit } = setup({ apiBaseUrl: 'http://127.0.0.1:8787/' });
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo', password: 'demo1234', rememberMe: false });
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('speaks Dutch', () => {
    setup({}, 'nl');
    expect(screen.getByLabelText('Gebruikersnaam')).toBeTruthy();
    expect(screen.getByLabelText('Wachtwoord')).toBeTruthy();
    expect(screen.getByLabelText('Onthoud mij')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeTruthy();
  });

  it('shows the spec limits beside the fields before any request', () => {
    const { onSubmit } = setup();
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(username.getAttribute('aria-describedby')!)?.textContent).toBe('Enter your username.');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe('A password has at least 4 characters.');
    expect(document.activeElement).toBe(username);

    fireEvent.input(username, { target: { value: 'x'.repeat(51) } });
    expect(screen.getByText('A username has at most 50 characters.')).toBeTruthy();
  });

  it('hands valid input over, with Remember me', () => {
    const { onSubmit } = setup();
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'demo', password: 'secret', rememberMe: true });
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a server problem as an alert', () => {
    setup({ error: 'That username and password do not match.' });
    expect(screen.getByRole('alert').textContent).toContain('do not match');
  });

  it('ties a refused username and password to both fields and takes the focus to the password', () => {
    const form = (error: string | null, credentialsRefused: boolean) =>
      inLocale(
        'en',
        <SignInForm
          apiBaseUrl="https://api.example.com"
          error={error}
          credentialsRefused={credentialsRefused}
          busy={false}
          onSubmit={() => undefined}
          idPrefix="welcome"
        />,
      );
    const { rerender } = render(form(null, false));
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    username.focus();
    rerender(form('That username and password do not match.', true));
    const alert = screen.getByRole('alert');
    expect(alert.id).toBe('welcome-alert');
    for (const field of [username, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain('welcome-alert');
    }
    expect(document.activeElement).toBe(password);
  });

  it('leaves the fields alone for a problem that is not about them', () => {
    setup({ error: 'The Job Feed server could not be reached.', credentialsRefused: false });
    for (const name of ['Username', 'Password']) {
      expect(screen.getByLabelText(name).getAttribute('aria-invalid')).toBeNull();
      expect(screen.getByLabelText(name).getAttribute('aria-describedby')).toBeNull();
    }
  });
});
