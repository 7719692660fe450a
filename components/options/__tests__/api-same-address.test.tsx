// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { ApiUrlSection } from '../ApiUrlSection';
import { IDLE } from '../OptionsSection';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

// The API is called at the same address whatever the spelling (parseApiBaseUrl): a change there would
// sign the recruiter out and clear the local feed for nothing.
it.each([
  [null, 'http://127.0.0.1:8787/'],
  [null, 'HTTP://127.0.0.1:8787'],
  ['https://api.example.com/v1', 'https://api.example.com/v1/'],
  ['https://api.example.com/', 'https://API.example.com'],
  ['https://api.example.com:443', 'https://api.example.com'],
])('in use %s: %s is the address already in use, and no change is offered', (value, typed) => {
  const onSave = vi.fn();
  render(inLocale('en', <ApiUrlSection value={value} defaultUrl="http://127.0.0.1:8787" status={IDLE} onSave={onSave} />));
  fireEvent.input(screen.getByLabelText('API base URL'), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
  expect(screen.getByText('That is the address already in use.')).toBeTruthy();
  expect(onSave).not.toHaveBeenCalled();
});
