// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { parseJob } from '@/utils/api/parse';
import type { Job } from '@/utils/api/schemas';
import type { Result } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, fakeBackground, ok } from '@/entrypoints/popup/__tests__/fake-background';
import { JobPage } from '../JobPage';

afterEach(cleanup);

const JOB = parseJob(fullJob);
const NOW = Date.parse('2026-11-13T10:00:00Z');
const serverDown: Result<Job> = { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } };

it('keeps the focus on the page after Try again: on Try again when it failed again, on the job once it shows', async () => {
  let answer: Result<Job> = serverDown;
  const bg = fakeBackground({ 'session.get': () => ok(SIGNED_IN), 'jobs.get': () => answer, 'jobs.local': () => ok(null) });
  render(<JobPage call={bg.call} search={`?id=${JOB.id}`} now={() => NOW} />);
  const press = async () => {
    const button = await screen.findByRole('button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
  };
  await press();
  await waitFor(() => expect(bg.of('jobs.get')).toHaveLength(2));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
  answer = ok(JOB);
  await press();
  const heading = await screen.findByRole('heading', { level: 1, name: JOB.title!.trim() });
  await waitFor(() => expect(document.activeElement).toBe(heading));
});
