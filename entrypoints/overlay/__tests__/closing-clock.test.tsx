// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { fullJob } from '@/test/fixtures';
import { App } from '../App';
import { fakeBackground, ok } from './fake-background';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fakeBrowser.reset();
});

const JOB = parseJob(fullJob);
const CLOSING = Date.parse(JOB.closingDate!);

it('turns closed while it is shown, as its closing instant passes', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(CLOSING - 10 * 60_000);
  const bg = fakeBackground({ 'overlay.job': () => ok(JOB) }, { language: 'en' });
  render(<App call={bg.call} params={{ ticket: 'abcdefghijklmnop1234', anchor: 'bottom-right' }} frameSize={() => [340, 212]} />);
  const title = await screen.findByRole('heading', { level: 1, name: JOB.title! });
  // The card settles (its marks, its fit) well before the job closes.
  await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
  expect(screen.getByText('Closes today')).toBeTruthy();
  expect(title.classList.contains('title-closed')).toBe(false);
  await act(async () => void (await vi.advanceTimersByTimeAsync(10 * 60_000)));
  expect(screen.queryByText('Closes today')).toBeNull();
  expect(screen.getByText(/^Closed /)).toBeTruthy();
  expect(title.classList.contains('title-closed')).toBe(true);
});
