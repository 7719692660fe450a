// @vitest-environment happy-dom
/**
 * A keyboard user tabs to "Sign in" and presses it. While the attempt runs the button must say it
 * cannot be pressed without being `disabled`: a disabled button under the focus drops it to the page's
 * body in Chromium and Firefox (measured, components/SteadyButton.tsx), and after a server that cannot
 * be reached, a 5xx, a 429 or a timeout nothing puts it back (only a refused password moves it).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { SignInForm } from '../SignInForm';

afterEach(cleanup);

describe('SignInForm: the focus stays on "Sign in" while it works', () => {
  it('busy: aria-disabled, not disabled, and a press sends nothing more', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(
      inLocale('en', <SignInForm apiBaseUrl="https://api.example.com" error={null} busy={false} onSubmit={onSubmit} />),
    );
    fireEvent.input(screen.getByLabelText('Username'), { target: { value: 'demo' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    button.focus();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(inLocale('en', <SignInForm apiBaseUrl="https://api.example.com" error={null} busy onSubmit={onSubmit} />));
    const busy = screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(false);
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
