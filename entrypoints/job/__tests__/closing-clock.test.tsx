// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { JobPage } from '../JobPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const JOB = parseJob(fullJob);
const CLOSING = Date.parse(JOB.closingDate!);

it('turns the record closed while it is open in its tab, as its closing instant passes', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(CLOSING - 10 * 60_000);
  const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.get': () => ok(JOB), 'jobs.status': () => ok(null) });
  render(<JobPage call={bg.call} search={`?id=${JOB.id}`} />);
  await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() });
  // The page settles (its mark, its notes) well before the job closes.
  await act(async () => void (await vi.advanceTimersByTimeAsync(5_000)));
  expect(screen.queryAllByText(/^Closed /)).toEqual([]);
  await act(async () => void (await vi.advanceTimersByTimeAsync(10 * 60_000)));
  expect(screen.queryAllByText(/^Closed /).length).toBeGreaterThan(0);
});
