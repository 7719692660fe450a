// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiUrlSection } from '../ApiUrlSection';
import { BoardsSection } from '../BoardsSection';
import { IDLE } from '../OptionsSection';
import { QuietHoursSection } from '../QuietHoursSection';
import { readWholeNumber } from '../WholeNumberSection';
import { inLocale } from '@/test/setup/i18n';

afterEach(cleanup);

describe('readWholeNumber', () => {
  it('reads whole numbers within bounds, empty as null when optional', () => {
    expect(readWholeNumber(' 42 ', 0, 100, false)).toBe(42);
    expect(readWholeNumber('', 0, 100, true)).toBeNull();
    expect(readWholeNumber('', 0, 100, false)).toBeUndefined();
    for (const bad of ['-1', '1.5', '1e3', 'abc', '101', '99999999999999999999'])
      expect(readWholeNumber(bad, 0, 100, true)).toBeUndefined();
  });
});

describe('ApiUrlSection', () => {
  it('says when the address is the one in use and asks for nothing', () => {
    const onSave = vi.fn();
    render(inLocale('en', <ApiUrlSection value={null} defaultUrl="http://127.0.0.1:8787" status={IDLE} onSave={onSave} />));
    fireEvent.input(screen.getByLabelText('API base URL'), { target: { value: 'http://127.0.0.1:8787' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('That is the address already in use.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change and sign out' })).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names the new host in the warning when the origin changes', () => {
    const onSave = vi.fn();
    render(inLocale('en', <ApiUrlSection value={null} defaultUrl="http://127.0.0.1:8787" status={IDLE} onSave={onSave} />));
    fireEvent.input(screen.getByLabelText('API base URL'), { target: { value: ' https://feed.example.org/api ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toContain('feed.example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Change and sign out' }));
    expect(onSave).toHaveBeenCalledWith('https://feed.example.org/api');
  });
});

describe('BoardsSection', () => {
  const props = {
    builtin: [{ id: 'a', name: 'Board A', enabled: true, access: true }],
    custom: [
      { name: 'Mine', pattern: 'https://jobs.example.com/*', enabled: true },
      { name: 'Paused', pattern: 'https://paused.example.com/*', enabled: false },
    ],
    status: IDLE,
    onToggle: vi.fn(),
    onGrant: vi.fn(),
    onGrantAll: vi.fn(),
    onToggleCustom: vi.fn(),
    onRemove: vi.fn(async () => true),
  };

  it('refuses a duplicate pattern and an empty name', () => {
    const onAdd = vi.fn(async () => true);
    render(inLocale('en', <BoardsSection {...props} onAdd={onAdd} />));
    fireEvent.input(screen.getByLabelText('URL pattern'), { target: { value: 'HTTPS://jobs.example.com/*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    expect(screen.getByText('Enter a name for the board.')).toBeTruthy();
    expect(screen.getByText('This pattern is already in your boards.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-describedby')).toBe('board-name-error');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('removes a custom board by its index', () => {
    render(inLocale('en', <BoardsSection {...props} onAdd={vi.fn(async () => true)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mine' }));
    expect(props.onRemove).toHaveBeenCalledWith(0);
  });

  it('shows whether each custom board is on and switches it by its index', () => {
    render(inLocale('en', <BoardsSection {...props} onAdd={vi.fn(async () => true)} />));
    const mine = screen.getByLabelText('Mine') as HTMLInputElement;
    const paused = screen.getByLabelText('Paused') as HTMLInputElement;
    expect([mine.checked, paused.checked]).toEqual([true, false]);
    fireEvent.click(paused);
    expect(props.onToggleCustom).toHaveBeenCalledWith(1, true);
    fireEvent.click(mine);
    expect(props.onToggleCustom).toHaveBeenCalledWith(0, false);
  });

  it('adds a new board switched on', async () => {
    const onAdd = vi.fn(async () => true);
    render(inLocale('en', <BoardsSection {...props} onAdd={onAdd} />));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: ' New ' } });
    fireEvent.input(screen.getByLabelText('URL pattern'), { target: { value: 'https://new.example.com/*' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add board' }));
    expect(onAdd).toHaveBeenCalledWith({ name: 'New', pattern: 'https://new.example.com/*', enabled: true });
  });
});

describe('QuietHoursSection', () => {
  const WORDS = {
    en: { from: 'From', to: 'Until', save: 'Save', format: 'Times on the 24-hour clock, like 22:00.' },
    nl: { from: 'Van', to: 'Tot', save: 'Opslaan', format: 'Tijden in 24-uursnotatie, zoals 22:00.' },
  } as const;
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const described = (input: HTMLInputElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('shows the times on the 24-hour clock in the extension’s language, not the browser’s time field', () => {
    for (const locale of ['en', 'nl'] as const) {
      const words = WORDS[locale];
      render(inLocale(locale, <QuietHoursSection value={{ from: 22 * 60, to: 7 * 60 + 30 }} status={IDLE} onSave={vi.fn()} />));
      // A type="time" field is drawn by the browser in its own language's format (10:00 PM in an
      // American browser), whatever the extension's language.
      expect([field(words.from).type, field(words.from).value, field(words.to).type, field(words.to).value]).toEqual([
        'text',
        '22:00',
        'text',
        '07:30',
      ]);
      expect(described(field(words.from))).toBe(words.format);
      cleanup();
    }
  });

  it('reads times as typed, shows them on the 24-hour clock once left, and saves them', () => {
    const onSave = vi.fn();
    render(inLocale('nl', <QuietHoursSection value={null} status={IDLE} onSave={onSave} />));
    fireEvent.click(screen.getByLabelText('Elke dag stille uren'));
    fireEvent.input(field('Van'), { target: { value: '10 pm' } });
    fireEvent.blur(field('Van'));
    fireEvent.input(field('Tot'), { target: { value: '7.30' } });
    fireEvent.blur(field('Tot'));
    expect([field('Van').value, field('Tot').value]).toEqual(['22:00', '07:30']);
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ from: 22 * 60, to: 7 * 60 + 30 });
  });

  it('says which time is wrong, keeps what was typed, and takes the focus there', () => {
    const onSave = vi.fn();
    render(inLocale('en', <QuietHoursSection value={{ from: 22 * 60, to: 7 * 60 }} status={IDLE} onSave={onSave} />));
    fireEvent.input(field('Until'), { target: { value: '25:00' } });
    fireEvent.blur(field('Until'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = '“25:00” is not a time of day. Write it like 22:00 or 07:30.';
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field('Until').value).toBe('25:00');
    expect([field('From').getAttribute('aria-invalid'), field('Until').getAttribute('aria-invalid')]).toEqual([null, 'true']);
    expect(described(field('Until'))).toBe(`${WORDS.en.format} ${message}`);
    expect(document.activeElement).toBe(field('Until'));
    // The same time twice: both are wrong.
    fireEvent.input(field('Until'), { target: { value: '22:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect([field('From').getAttribute('aria-invalid'), field('Until').getAttribute('aria-invalid')]).toEqual(['true', 'true']);
    expect(screen.getByRole('alert').textContent).toBe('Enter two different times of day, like 22:00 and 07:00.');
    expect(document.activeElement).toBe(field('From'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('names in Dutch the first time that is no time of day', () => {
    render(inLocale('nl', <QuietHoursSection value={{ from: 22 * 60, to: 7 * 60 }} status={IDLE} onSave={vi.fn()} />));
    fireEvent.input(field('Van'), { target: { value: ' half tien ' } });
    fireEvent.input(field('Tot'), { target: { value: '31:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByRole('alert').textContent).toBe('„half tien” is geen tijdstip. Schrijf het als 22:00 of 07:30.');
    expect(document.activeElement).toBe(field('Van'));
  });
});
