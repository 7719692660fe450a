// @vitest-environment happy-dom
/**
 * Quiet hours were off; the recruiter ticks them on, mistypes a time and is told so, then changes
 * their mind, unticks and saves "off". Nothing changes in the settings (off stays off), so no new value
 * comes back to clear the form: the error said of a time no longer asked for must go with the save.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { IDLE } from '../OptionsSection';
import { QuietHoursSection } from '../QuietHoursSection';

afterEach(cleanup);

describe('QuietHoursSection: saving "off" after a refused time', () => {
  it('takes the error and the fields’ invalid marks away', () => {
    const onSave = vi.fn();
    const props = { value: null, status: IDLE, onSave };
    const { rerender } = render(inLocale('en', <QuietHoursSection {...props} />));
    const on = screen.getByLabelText('Quiet hours every day');
    fireEvent.click(on);
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '25:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('“25:00” is not a time of day. Write it like 22:00 or 07:30.');
    fireEvent.click(on);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenLastCalledWith(null);
    // The background answers: still off, the same value as before.
    rerender(inLocale('en', <QuietHoursSection {...props} status={{ kind: 'saved', message: 'Quiet hours off.' }} />));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
  });
});
