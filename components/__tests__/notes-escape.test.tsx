// @vitest-environment happy-dom
/**
 * Escape pressed while typing a note (to leave the field, to dismiss an IME, by habit) must not go
 * back to the list: the details view unmounts and the typed note is gone, unsaved and unannounced.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import { makeJob } from '@/utils/feed/__tests__/helpers';
import { inLocale } from '@/test/setup/i18n';
import { JobDetailsView } from '@/components/popup/JobDetailsView';
import type { NotesControl } from '@/utils/ui/use-job-notes';

afterEach(cleanup);

it('does not go back (and drop the typed note) on Escape in the note field', async () => {
  const onBack = vi.fn();
  const notes: NotesControl = {
    notes: { job: '', employer: '', employerName: null },
    editable: true,
    saving: null,
    saved: null,
    error: null,
    onSave: vi.fn(),
    leftBehind: [],
    jobId: 7,
  };
  const job = makeJob({ id: 7, title: 'Senior Java Developer', employer: 'Gemeente Utrecht' });
  render(
    inLocale('en', <JobDetailsView now={Date.now()} load={{ status: 'ready', job }} onBack={onBack} onRetry={() => {}} notes={notes} />),
  );
  // The fields show once their drafts are read (none here).
  const field = (await screen.findByLabelText('Note on this job')) as HTMLTextAreaElement;
  field.focus();
  fireEvent.input(field, { target: { value: 'Called the hiring manager, calls back Monday' } });
  fireEvent.keyDown(field, { key: 'Escape' });
  expect(onBack).not.toHaveBeenCalled();
  expect(field.isConnected && field.value).toBe('Called the hiring manager, calls back Monday');
});
