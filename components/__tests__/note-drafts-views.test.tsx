// @vitest-environment happy-dom
/**
 * Two views of one job's notes (the popup and the side panel) over one storage.session: what one does
 * to a draft (types on, saves, discards) shows in the other, whose field is not being edited; a field
 * being edited (the caret in it, or typing not written yet) keeps what is typed in it, and that stays
 * its draft. Neither view ever believes a draft is stored that is not, nor writes back one that went.
 */
import { act, cleanup, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import { MARK_PING_KEY } from '@/utils/feed/mark-ping';
import { settleNoteDraft } from '@/utils/feed/note-drafts';
import { inLocale } from '@/test/setup/i18n';
import { JobNotesView } from '@/components/job/JobNotesView';
import { useJobNotes } from '@/utils/ui/use-job-notes';

beforeEach(() => fakeBrowser.reset());
afterEach(() => act(() => cleanup()));

const EMPLOYER = 'Gemeente Utrecht';

/**
 * The background as it saves a note (popup-view.ts setNote): the note kept, its draft removed when it
 * holds that text, and every open view told (a ping in storage.local) to read the notes again.
 */
function background(saved: Record<string, string> = {}) {
  const notes = new Map(Object.entries(saved));
  const answer = (id: number) => ({
    ok: true,
    value: { job: notes.get(`job:${id}`) ?? '', employer: notes.get('employer:gemeente utrecht') ?? '', employerName: EMPLOYER },
  });
  return (async (request: Request) => {
    if (request.type === 'notes.get') return answer(request.id);
    if (request.type === 'notes.set') {
      const key = request.scope === 'job' ? `job:${request.id}` : 'employer:gemeente utrecht';
      if (request.text.trim()) notes.set(key, request.text);
      else notes.delete(key);
      await settleNoteDraft(key, request.text);
      await fakeBrowser.storage.local.set({ [MARK_PING_KEY]: { id: request.id, at: Date.now() } });
      return answer(request.id);
    }
    throw new Error(request.type);
  }) as unknown as CallBackground;
}

function Notes({ call, id }: { call: CallBackground; id: number }) {
  const control = useJobNotes(call, id);
  return <JobNotesView key={id} control={control} />;
}

/** A view of job 1's notes, in a container of its own: the popup, or the side panel. */
async function view(call: CallBackground) {
  const { container, unmount } = render(inLocale('en', <Notes call={call} id={1} />));
  const note = (await within(container as HTMLElement).findByLabelText('Note on this job', {
    selector: 'textarea',
  })) as HTMLTextAreaElement;
  const around = within(note.closest('.note-field') as HTMLElement);
  return {
    note,
    unmount,
    status: () => around.getByRole('status').textContent,
    press: (name: string) => fireEvent.click(around.getByRole('button', { name })),
    type: (text: string) => fireEvent.input(note, { target: { value: text } }),
  };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** A pause in typing long enough for the draft to be written, and for the other view to hear of it. */
const pause = () => wait(400);
const stored = async () => fakeBrowser.storage.session.get(null);

describe('a draft shown in two views', () => {
  it('discarded in one goes in the other, which shows the saved note, and is not written back', async () => {
    const call = background({ 'job:1': 'Called Monday' });
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Called Monday, no answer' });
    const panel = await view(call);
    const popup = await view(call);
    expect(popup.note.value).toBe('Called Monday, no answer');

    panel.press('Discard draft');
    await pause();
    expect(popup.note.value).toBe('Called Monday');
    expect(popup.status()).toBe('');
    popup.unmount();
    await pause();
    expect(await stored()).toEqual({});
  });

  it('typed on in one shows so in the other', async () => {
    const call = background();
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Sent two profiles' });
    const panel = await view(call);
    const popup = await view(call);
    panel.type('Sent two profiles, one more on Friday');
    await pause();
    expect(popup.note.value).toBe('Sent two profiles, one more on Friday');
    expect(popup.status()).toBe('Draft, not saved.');
  });

  it('typed in one where the other had none shows in the other, and the reverse', async () => {
    const call = background({ 'job:1': 'Called' });
    const panel = await view(call);
    const popup = await view(call);
    panel.type('Called, interested');
    await pause();
    expect(popup.note.value).toBe('Called, interested');
    popup.type('Called, interested in June');
    await pause();
    expect(panel.note.value).toBe('Called, interested in June');
    expect(await stored()).toEqual({ 'noteDraft:job:1': 'Called, interested in June' });
  });

  it('saved in one, as typed on there, shows in the other as the saved note, not as its draft', async () => {
    const call = background();
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Sent two profiles' });
    const panel = await view(call);
    const popup = await view(call);
    panel.type('Sent two profiles and a third');
    panel.press('Save note');
    await pause();
    expect(panel.status()).toBe('Saved.');
    expect(popup.note.value).toBe('Sent two profiles and a third');
    expect(popup.status()).toBe('');
    expect(await stored()).toEqual({});
  });

  it('saved in this view keeps its text while the save is answered, the draft gone meanwhile', async () => {
    const saves = background();
    let answer!: () => void;
    const call = ((request: Request) =>
      request.type === 'notes.set'
        ? // The background saves the note and settles its draft at once; its answer comes later.
          saves(request).then((saved) => new Promise((resolve) => (answer = () => resolve(saved))))
        : saves(request)) as unknown as CallBackground;
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Sent two profiles' });
    const panel = await view(call);
    panel.press('Save note');
    await pause();
    expect(await stored()).toEqual({});
    expect(panel.note.value).toBe('Sent two profiles');
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(panel.note.value).toBe('Sent two profiles');
    expect(panel.status()).toBe('Saved.');
  });

  it('never takes what is being typed in the focused field, which stays its draft', async () => {
    const call = background();
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Sent two profiles' });
    const panel = await view(call);
    const popup = await view(call);
    popup.note.focus();
    popup.type('Sent two profiles; Anna');
    await pause();
    panel.type('Sent three profiles');
    await pause();
    expect(popup.note.value).toBe('Sent two profiles; Anna');
    expect(popup.status()).toBe('Draft, not saved.');
    // What the popup shows as its draft is the one kept (closed by a click outside, it comes back),
    // and the side panel, not being typed in, shows it too.
    await pause();
    expect(await stored()).toEqual({ 'noteDraft:job:1': 'Sent two profiles; Anna' });
    expect(panel.note.value).toBe('Sent two profiles; Anna');

    // The caret left in the field, nothing typed since it came there: the other view's draft shows.
    popup.note.blur();
    popup.note.focus();
    panel.type('Sent three profiles');
    await pause();
    expect(popup.note.value).toBe('Sent three profiles');
  });

  it('keeps typing not written yet in one view when the other writes its own meanwhile; the last typed is kept in both', async () => {
    const call = background();
    const panel = await view(call);
    const popup = await view(call);
    panel.type('Called');
    await wait(200);
    popup.type('Called back');
    // The side panel's draft is written (300 ms after its keystroke), the popup's not yet (500 ms): the
    // popup has heard of it, and keeps what it is typing.
    await waitFor(async () => expect(await stored()).toEqual({ 'noteDraft:job:1': 'Called' }), { interval: 5 });
    await wait(50);
    expect(await stored()).toEqual({ 'noteDraft:job:1': 'Called' });
    expect(popup.note.value).toBe('Called back');
    await pause();
    expect(popup.note.value).toBe('Called back');
    expect(await stored()).toEqual({ 'noteDraft:job:1': 'Called back' });
    expect(panel.note.value).toBe('Called back');
  });
});
