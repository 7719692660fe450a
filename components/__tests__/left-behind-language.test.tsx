// @vitest-environment happy-dom
/**
 * A mark or a note not saved for a job the view had left (the popup's details, the side panel's queue)
 * is said beside the list in the language of the moment: a switch in the options rewords the notices.
 */
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import type { Locale } from '@/utils/i18n/locale';
import { inLocale } from '@/test/setup/i18n';
import { useJobNotes } from '@/utils/ui/use-job-notes';
import { useJobStatus, type StatusControl } from '@/utils/ui/use-job-status';
import type { NotesControl } from '@/utils/ui/use-job-notes';
import { LeftBehindNotices } from '../job/LeftBehindNotices';

afterEach(cleanup);

const JOBS = [1, 2, 3].map((id) => makeSummary({ id, title: `Job ${id}` }));
const DOWN = { ok: false, error: { code: 'api', message: '503', api: { kind: 'server', status: 503, reason: null } } };

/** The selected job's mark and notes, as the popup and the side panel hold them, and their notices beside the list. */
function Queue({ call, id, seen }: { call: CallBackground; id: number; seen: { mark?: StatusControl; notes?: NotesControl } }) {
  const mark = (seen.mark = useJobStatus(call, id));
  const notes = (seen.notes = useJobNotes(call, id));
  return <LeftBehindNotices items={[...mark.leftBehind, ...notes.leftBehind]} jobs={JOBS} />;
}

it('words a mark and a note left behind at each render, so a change of language rewords their notices', async () => {
  // Reads answer at once; writes wait for the test, which answers them with a failure.
  const held: (() => void)[] = [];
  const call = ((request: Request) => {
    if (request.type === 'jobs.status') return Promise.resolve({ ok: true, value: null });
    if (request.type === 'notes.get') return Promise.resolve({ ok: true, value: { job: '', employer: '', employerName: null } });
    return new Promise((resolve) => held.push(() => resolve(DOWN)));
  }) as unknown as CallBackground;
  const fail = () =>
    act(async () => {
      held.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  const seen: { mark?: StatusControl; notes?: NotesControl } = {};
  const { rerender } = render(inLocale('en', <Queue call={call} id={1} seen={seen} />));
  const show = (locale: Locale, id: number) => rerender(inLocale(locale, <Queue call={call} id={id} seen={seen} />));

  // Job 1 handled, job 2 shown before the answer; a note on job 2, job 3 shown before its answer.
  act(() => seen.mark!.onSet('handled'));
  show('en', 2);
  await fail();
  act(() => seen.notes!.onSave('job', 'Gebeld'));
  show('en', 3);
  await fail();
  const notices = () => screen.getAllByRole('alert').map((alert) => alert.querySelector('p')?.textContent ?? alert.textContent);
  expect(notices()).toEqual([
    'For “Job 1”: The status was not saved: The Job Feed server had a problem (error 503). Try again later.',
    'For “Job 2”: The note was not saved: The Job Feed server had a problem (error 503). Try again later.',
  ]);

  show('nl', 3);
  const dutch = notices();
  expect(dutch[0]).toMatch(/^Voor ‘Job 1’: De status is niet opgeslagen: /);
  expect(dutch[1]).toMatch(/^Voor ‘Job 2’: De notitie is niet bewaard: /);
  expect(dutch.join(' ')).not.toMatch(/The Job Feed server|not saved/);
});
