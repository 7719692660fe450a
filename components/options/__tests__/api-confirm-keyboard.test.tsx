// @vitest-environment happy-dom
/**
 * A keyboard user saves a new API address and is warned it signs them out. The warning's Escape
 * answers Cancel, but only from inside it: the focus must be there when it opens (on Cancel, the safe
 * answer, as "Clear local data?" and the popup's "Sign out?" do), not left on Save, where Escape and
 * Enter did nothing of the kind (Enter on Save only asked again).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLocale } from '@/test/setup/i18n';
import { ApiUrlSection } from '../ApiUrlSection';
import { IDLE } from '../OptionsSection';

afterEach(cleanup);

describe('ApiUrlSection: the sign-out warning from the keyboard', () => {
  it('takes the focus to Cancel when it opens, so Escape at once cancels and gives the focus back to the field', () => {
    const onSave = vi.fn();
    render(inLocale('en', <ApiUrlSection value={null} defaultUrl="http://127.0.0.1:8787" status={IDLE} onSave={onSave} />));
    const field = screen.getByLabelText('API base URL');
    fireEvent.input(field, { target: { value: 'https://api.example.com' } });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByRole('button', { name: 'Change and sign out' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    expect(document.activeElement).toBe(field);
    expect(onSave).not.toHaveBeenCalled();
  });
});
