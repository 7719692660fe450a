// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import type { JobStatus } from '@/utils/feed/job-status';
import { fullJob } from '@/test/fixtures';
import { App } from '../App';
import { fakeBackground, ok } from './fake-background';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const JOB = parseJob(fullJob);
const NOW = new Date(2026, 10, 13, 9, 0).getTime();

/** The board page back from the back-forward cache: its frames heard nothing while they were kept there. */
function restore(persisted: boolean) {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  act(() => void window.dispatchEvent(event));
}

it('reads its job and its mark again when its page comes back from the back-forward cache', async () => {
  let job = JOB;
  let status: JobStatus | null = null;
  const bg = fakeBackground({ 'overlay.job': () => ok(job), 'overlay.status': () => ok(status) }, { language: 'en' });
  render(<App call={bg.call} params={{ ticket: 'abcdefghijklmnop1234', anchor: 'bottom-right' }} now={() => NOW} />);
  await screen.findByRole('heading', { level: 1, name: JOB.title! });
  await waitFor(() => expect(bg.of('overlay.status')).toHaveLength(1));
  expect(screen.getByText('In your feed')).toBeTruthy();

  // Meanwhile, in the side panel: shortlisted; and the feed closed the job.
  status = 'shortlisted';
  job = { ...JOB, status: 'CLOSED' };
  // A first visit's pageshow is not a return: nothing is asked again.
  restore(false);
  expect(bg.of('overlay.job')).toHaveLength(1);
  restore(true);
  await screen.findByText('In your feed · Shortlisted');
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: JOB.title! }).classList.contains('title-closed')).toBe(true));
  // Read quietly: the card never went back to "loading" meanwhile.
  expect(screen.queryByText('Loading…')).toBeNull();
});
