// @vitest-environment happy-dom
/**
 * A note on an employer belongs to every job of that employer. Saved from one view (the popup, on job
 * 1), another open view showing a sibling job of the same employer (the side panel, on job 2) must
 * follow, as it follows a job note or a mark: else it keeps the old employer note, and its next
 * "Save note" on that field writes the stale text over the one just saved.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import type { CallBackground } from '@/utils/messaging/client';
import type { Request } from '@/utils/messaging/contract';
import type { FeedIndex } from '@/utils/feed/feed-index';
import { sessionlessPopupView } from '@/utils/background/__tests__/popup-view';
import { inLocale } from '@/test/setup/i18n';
import { JobNotesView } from '@/components/job/JobNotesView';
import { useJobNotes } from '@/utils/ui/use-job-notes';

afterEach(cleanup);

function background() {
  const notes = new Map<string, string>([['employer:gemeente utrecht', 'Framework contract until 2027']]);
  const index = {
    get: async (id: number) => ({ id, employer: 'Gemeente Utrecht' }),
    // Each job a vacancy of its own: its job note is its own (popup-view.ts).
    marks: { with: async (id: number) => [id] },
    notes: {
      of: async (keys: string[]) => Object.fromEntries(keys.filter((key) => notes.has(key)).map((key) => [key, notes.get(key)!])),
      newest: async (keys: string[]) => (notes.has(keys[0]!) ? { key: keys[0], text: notes.get(keys[0]!), at: 0 } : null),
      set: async (key: string, text: string) => void (text.trim() ? notes.set(key, text) : notes.delete(key)),
    },
  } as unknown as FeedIndex;
  const view = sessionlessPopupView(index, () => Date.now());
  const call = (async (request: Request) => {
    if (request.type === 'notes.get') return { ok: true, value: await view.notes(request.id) };
    if (request.type === 'notes.set') return { ok: true, value: await view.setNote(request.id, request.scope, request.text) };
    throw new Error(request.type);
  }) as unknown as CallBackground;
  return { call, notes };
}

function View({ call, id }: { call: CallBackground; id: number }) {
  return (
    <div data-testid={`view-${id}`}>
      <JobNotesView control={useJobNotes(call, id)} />
    </div>
  );
}

it("shows an employer note saved in another view on a sibling job's employer field", async () => {
  const bg = background();
  render(
    inLocale(
      'en',
      <>
        <View call={bg.call} id={1} />
        <View call={bg.call} id={2} />
      </>,
    ),
  );
  const label = 'Note on Gemeente Utrecht (every job of this employer)';
  const popup = (await within(screen.getByTestId('view-1')).findByLabelText(label)) as HTMLTextAreaElement;
  const panel = (await within(screen.getByTestId('view-2')).findByLabelText(label)) as HTMLTextAreaElement;
  expect(panel.value).toBe('Framework contract until 2027');

  fireEvent.input(popup, { target: { value: 'Framework contract ended: no more agency hires' } });
  await act(async () => {
    fireEvent.click(within(popup.closest('.note-field') as HTMLElement).getByRole('button', { name: 'Save note' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(bg.notes.get('employer:gemeente utrecht')).toBe('Framework contract ended: no more agency hires');
  // The side panel, on job 2 of the same employer, follows.
  await waitFor(() => expect(panel.value).toBe('Framework contract ended: no more agency hires'), { timeout: 1000 });
});
