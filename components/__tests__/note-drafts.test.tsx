// @vitest-environment happy-dom
/**
 * A note typed and not saved survives its view: the popup closed by a click outside it, the side panel
 * moved on to another job with j/k. Shown again, the field holds the draft, said to be unsaved, with
 * Save and Discard draft; kept for the browser session only (storage.session), per job and per employer.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import type { Locale } from '@/utils/i18n/locale';
import { inLocale } from '@/test/setup/i18n';
import { JobNotesView } from '@/components/job/JobNotesView';
import { useJobNotes } from '@/utils/ui/use-job-notes';
import type { NoteDrafts } from '@/utils/ui/use-note-drafts';

/** Every call of the drafts' `keep`, through the hook as it is (the same `keep` each render, as the hook's). */
const keeps = vi.hoisted(() => ({ calls: [] as unknown[][] }));
vi.mock('@/utils/ui/use-note-drafts', async (original) => {
  const hook = await original<typeof import('@/utils/ui/use-note-drafts')>();
  const counted = new WeakMap<NoteDrafts['keep'], NoteDrafts['keep']>();
  return {
    ...hook,
    useNoteDrafts(...args: Parameters<typeof hook.useNoteDrafts>): NoteDrafts {
      const drafts = hook.useNoteDrafts(...args);
      if (!counted.has(drafts.keep))
        counted.set(drafts.keep, (...call) => {
          keeps.calls.push(call);
          drafts.keep(...call);
        });
      return { ...drafts, keep: counted.get(drafts.keep)! };
    },
  };
});

beforeEach(() => {
  fakeBrowser.reset();
  keeps.calls = [];
});
// In act: the views' effects end (Preact runs them after a paint), and with them the drafts they
// write as they go, before the next test's storage is new.
afterEach(() => act(() => cleanup()));

const EMPLOYERS: Record<number, string> = { 1: 'Gemeente Utrecht', 2: 'Gemeente Utrecht', 3: 'Rabobank' };
const JOB_LABEL = 'Note on this job';
const UTRECHT_LABEL = 'Note on Gemeente Utrecht (every job of this employer)';

/** The background's notes: saved ones by key, as notes.get and notes.set answer them. */
function background(saved: Record<string, string> = {}) {
  const notes = new Map(Object.entries(saved));
  const answer = (id: number) => {
    const employer = `employer:${EMPLOYERS[id]!.toLowerCase()}`;
    return { ok: true, value: { job: notes.get(`job:${id}`) ?? '', employer: notes.get(employer) ?? '', employerName: EMPLOYERS[id] } };
  };
  const call = (async (request: Request) => {
    if (request.type === 'notes.get') return answer(request.id);
    if (request.type === 'notes.set') {
      const key = request.scope === 'job' ? `job:${request.id}` : `employer:${EMPLOYERS[request.id]!.toLowerCase()}`;
      if (request.text.trim()) notes.set(key, request.text);
      else notes.delete(key);
      return answer(request.id);
    }
    throw new Error(request.type);
  }) as unknown as CallBackground;
  return { call, notes };
}

/** A job's notes as the popup and the side panel show them: one hook for the view, the notes keyed by job. */
function Notes({ call, id }: { call: CallBackground; id: number }) {
  const control = useJobNotes(call, id);
  return <JobNotesView key={id} control={control} />;
}

function show(call: CallBackground, id: number, locale: Locale = 'en') {
  return render(inLocale(locale, <Notes call={call} id={id} />));
}

const field = async (label = JOB_LABEL) => (await screen.findByLabelText(label)) as HTMLTextAreaElement;
/** What is said beside a field, and its buttons. */
const around = (note: HTMLTextAreaElement) => within(note.closest('.note-field') as HTMLElement);
const statusOf = (note: HTMLTextAreaElement) => around(note).getByRole('status').textContent;
const drafts = async () => fakeBrowser.storage.session.get(null);
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a note typed and not saved', () => {
  it('comes back as a draft, said to be unsaved, when the notes are shown again after the view went', async () => {
    const bg = background({ 'job:1': 'Called Monday' });
    const first = show(bg.call, 1);
    fireEvent.input(await field(), { target: { value: 'Called Monday; calls back Thursday' } });
    // The popup closes (a click outside it) before any pause in typing: the view goes at once.
    first.unmount();
    await settle();

    show(bg.call, 1);
    const again = await field();
    expect(again.value).toBe('Called Monday; calls back Thursday');
    expect(again.closest('details')!.open).toBe(true);
    expect(statusOf(again)).toBe('Draft, not saved.');
    expect(around(again).getByRole('button', { name: 'Save note' }).getAttribute('aria-disabled')).toBe('false');
    expect(around(again).getByRole('button', { name: 'Discard draft' })).toBeTruthy();
    // Kept for the browser session only, never beside the notes on disk.
    expect(await drafts()).toEqual({ 'noteDraft:job:1': 'Called Monday; calls back Thursday' });
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('is kept a pause after the last keystroke, and at once when the page hides', async () => {
    const bg = background();
    show(bg.call, 1);
    const note = await field();
    fireEvent.input(note, { target: { value: 'Interested' } });
    await settle();
    expect(await drafts()).toEqual({});
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await drafts()).toEqual({ 'noteDraft:job:1': 'Interested' });

    fireEvent.input(note, { target: { value: 'Interested, not before June' } });
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(await drafts()).toEqual({ 'noteDraft:job:1': 'Interested, not before June' });
  });

  it('is handed to the drafts once a keystroke, not again by the render that follows', async () => {
    const bg = background({ 'job:1': 'Called' });
    show(bg.call, 1);
    const note = await field();
    // The fields' first effects (after the first paint) have run: the employer's is the last.
    await waitFor(() => expect(keeps.calls).toContainEqual(['employer', '', '']));
    keeps.calls = [];
    fireEvent.input(note, { target: { value: 'Called M' } });
    await settle();
    expect(keeps.calls).toEqual([['job', 'Called M', 'Called']]);
    fireEvent.input(note, { target: { value: 'Called Mo' } });
    await settle();
    expect(keeps.calls).toEqual([
      ['job', 'Called M', 'Called'],
      ['job', 'Called Mo', 'Called'],
    ]);
  });

  it('is removed when it is saved', async () => {
    const bg = background();
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Sent two profiles' });
    const first = show(bg.call, 1);
    const note = await field();
    await act(async () => {
      fireEvent.click(around(note).getByRole('button', { name: 'Save note' }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(bg.notes.get('job:1')).toBe('Sent two profiles');
    expect(statusOf(note)).toBe('Saved.');
    expect(await drafts()).toEqual({});

    first.unmount();
    show(bg.call, 1);
    expect((await field()).value).toBe('Sent two profiles');
    expect(screen.queryByText('Draft, not saved.')).toBeNull();
  });

  // The background removes it once it saves the note (test/integration/note-drafts-session.test.ts).
  it('is written when the view moves on to another job before a save sent for it is answered', async () => {
    const bg = background();
    let answer!: () => void;
    const call = ((request: Request) =>
      request.type === 'notes.set'
        ? new Promise((resolve) => (answer = () => resolve(bg.call(request))))
        : bg.call(request)) as unknown as CallBackground;
    const { rerender } = show(call, 1);
    const note = await field();
    fireEvent.input(note, { target: { value: 'Sent two profiles' } });
    fireEvent.click(around(note).getByRole('button', { name: 'Save note' }));
    // j: the next job, before the save is answered.
    rerender(inLocale('en', <Notes call={call} id={3} />));
    await field('Note on Rabobank (every job of this employer)');
    expect(await drafts()).toEqual({ 'noteDraft:job:1': 'Sent two profiles' });
    await act(async () => {
      answer();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(bg.notes.get('job:1')).toBe('Sent two profiles');
  });

  it('is removed with Discard draft, which gives the field the saved note and keeps the focus in it', async () => {
    const bg = background({ 'job:1': 'Called Monday' });
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Called Monday, no answer' });
    const first = show(bg.call, 1);
    const note = await field();
    expect(note.value).toBe('Called Monday, no answer');
    fireEvent.click(around(note).getByRole('button', { name: 'Discard draft' }));
    await settle();
    expect(note.value).toBe('Called Monday');
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull();
    expect(statusOf(note)).toBe('');
    expect(await drafts()).toEqual({});

    first.unmount();
    show(bg.call, 1);
    expect((await field()).value).toBe('Called Monday');
  });

  it('is removed at Discard draft itself, not by the render after it: a popup closed at once does not bring it back', async () => {
    const bg = background({ 'job:1': 'Called Monday' });
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Called Monday, no answer' });
    show(bg.call, 1);
    const note = await field();
    await waitFor(() => expect(keeps.calls).toContainEqual(['employer', '', '']));
    keeps.calls = [];
    // A plain click, outside act: Preact renders (and runs the effects) later, after the popup may be gone.
    around(note).getByRole('button', { name: 'Discard draft' }).click();
    expect(keeps.calls).toEqual([['job', 'Called Monday', 'Called Monday']]);
    await settle();
    // The render that follows hands nothing over again.
    expect(keeps.calls).toEqual([['job', 'Called Monday', 'Called Monday']]);
    expect(await drafts()).toEqual({});
  });

  it('is removed when it is the saved note again, saved in another view or typed back', async () => {
    const bg = background({ 'job:1': 'Called Monday' });
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Called Monday' });
    show(bg.call, 1);
    const note = await field();
    expect(note.value).toBe('Called Monday');
    expect(screen.queryByText('Draft, not saved.')).toBeNull();
    await waitFor(async () => expect(await drafts()).toEqual({}));

    fireEvent.input(note, { target: { value: 'Called Monday and Tuesday' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await drafts()).toEqual({ 'noteDraft:job:1': 'Called Monday and Tuesday' });
    fireEvent.input(note, { target: { value: 'Called Monday' } });
    await settle();
    expect(await drafts()).toEqual({});
    expect(statusOf(note)).toBe('');
  });

  it("of job 1 never shows on job 2, and the employer's shows on every job of that employer only", async () => {
    const bg = background();
    const { rerender } = show(bg.call, 1);
    fireEvent.input(await field(), { target: { value: 'Job 1 only' } });
    fireEvent.input(await field(UTRECHT_LABEL), { target: { value: 'Framework contract until 2027' } });
    // k in the side panel: job 2, of the same employer, in the same view.
    rerender(inLocale('en', <Notes call={bg.call} id={2} />));
    await waitFor(() => expect(screen.getByLabelText(JOB_LABEL)).toBeTruthy());
    expect((await field()).value).toBe('');
    expect((await field(UTRECHT_LABEL)).value).toBe('Framework contract until 2027');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual(['', 'Draft, not saved.']);

    rerender(inLocale('en', <Notes call={bg.call} id={3} />));
    expect((await field('Note on Rabobank (every job of this employer)')).value).toBe('');
    expect((await field()).value).toBe('');
    expect(screen.queryByText('Draft, not saved.')).toBeNull();

    rerender(inLocale('en', <Notes call={bg.call} id={1} />));
    await waitFor(() => expect(screen.getByLabelText(UTRECHT_LABEL)).toBeTruthy());
    expect((await field()).value).toBe('Job 1 only');
    expect((await field(UTRECHT_LABEL)).value).toBe('Framework contract until 2027');
  });

  it('is ignored when what is stored is not a note, and a good one beside it still comes back', async () => {
    const bg = background({ 'job:1': 'Called Monday' });
    for (const odd of [42, null, { text: 'Planted' }, ['Planted'], 'x'.repeat(2001)]) {
      await fakeBrowser.storage.session.set({ 'noteDraft:job:1': odd, 'noteDraft:employer:gemeente utrecht': 'Framework contract' });
      const view = show(bg.call, 1);
      const note = await field();
      expect(note.value, JSON.stringify(odd)).toBe('Called Monday');
      expect(statusOf(note)).toBe('');
      expect((await field(UTRECHT_LABEL)).value).toBe('Framework contract');
      view.unmount();
    }
  });

  it('is said to be unsaved in Dutch too', async () => {
    const bg = background();
    await fakeBrowser.storage.session.set({ 'noteDraft:job:1': 'Gebeld' });
    show(bg.call, 1, 'nl');
    const note = await field('Notitie bij deze vacature');
    expect(note.value).toBe('Gebeld');
    expect(statusOf(note)).toBe('Concept, niet bewaard.');
    expect(around(note).getByRole('button', { name: 'Concept weggooien' })).toBeTruthy();
  });
});
