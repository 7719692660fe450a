// @vitest-environment happy-dom
/**
 * A note that was not saved is said beside the note field in the language of the moment: a switch in
 * the options rewords the sentence (the popup, the side panel and the job page all show it this way).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import { inLocale } from '@/test/setup/i18n';
import { JobNotesView } from '@/components/job/JobNotesView';
import { useJobNotes } from '../use-job-notes';

afterEach(cleanup);

function Notes({ call }: { call: CallBackground }) {
  return <JobNotesView control={useJobNotes(call, 7)} />;
}

it('words a failed note at each render, so a change of language rewords it beside the field', async () => {
  const call = (async (request: Request) =>
    request.type === 'notes.get'
      ? { ok: true, value: { job: '', employer: '', employerName: null } }
      : {
          ok: false,
          error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } },
        }) as unknown as CallBackground;
  const { rerender } = render(inLocale('en', <Notes call={call} />));
  const field = await screen.findByLabelText('Note on this job');
  fireEvent.input(field, { target: { value: 'Called, calls back Monday' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByRole('alert').textContent).toBe(
    'The note was not saved: The Job Feed server had a problem (error 503). Try again later.',
  );

  rerender(inLocale('nl', <Notes call={call} />));
  const dutch = screen.getByRole('alert').textContent;
  expect(dutch).toMatch(/^De notitie is niet bewaard: /);
  expect(dutch).not.toContain('The Job Feed server');
});
