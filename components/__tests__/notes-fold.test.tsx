// @vitest-environment happy-dom
/**
 * Clearing a note and pressing "Save note" must not fold the notes section shut under the recruiter:
 * the Save button they just pressed (holding the focus) and the "Saved." status would be hidden.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import { inLocale } from '@/test/setup/i18n';
import { JobNotesView } from '@/components/job/JobNotesView';
import { useJobNotes } from '@/utils/ui/use-job-notes';

afterEach(cleanup);

function Notes({ call }: { call: CallBackground }) {
  return <JobNotesView control={useJobNotes(call, 7)} />;
}

it('keeps the notes section open, and the focus in it, after a note is cleared and saved', async () => {
  let stored = 'Called Monday';
  const call = (async (request: Request) => {
    if (request.type === 'notes.set') stored = request.text;
    return { ok: true, value: { job: stored, employer: '', employerName: null } };
  }) as unknown as CallBackground;
  render(inLocale('en', <Notes call={call} />));
  const field = (await screen.findByLabelText('Note on this job')) as HTMLTextAreaElement;
  const details = field.closest('details')!;
  expect(details.open).toBe(true);
  fireEvent.input(field, { target: { value: '' } });
  const save = screen.getByRole('button', { name: 'Save note' });
  save.focus();
  await act(async () => {
    fireEvent.click(save);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(stored).toBe('');
  // The recruiter is still in the section they were working in, and is told it was saved.
  expect(details.open).toBe(true);
  expect(screen.getByText('Saved.')).toBeTruthy();
});
