// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { VacancyView } from '@/utils/feed/vacancy-view';
import type { CallBackground } from '@/utils/messaging/client';
import { useVacancy } from '../use-vacancy';
import { syncProgress } from './background-events';

afterEach(cleanup);
beforeEach(() => fakeBrowser.reset());

function Boards({ call, id }: { call: CallBackground; id: number | null }) {
  const vacancy = useVacancy(call, id);
  return <p data-testid="boards">{vacancy ? `job ${vacancy.postings[0]!.id}: ${vacancy.boards} boards` : 'none'}</p>;
}

function view(id: number, boards: number): VacancyView {
  return { postings: [{ id, title: 'Walvisteller', board: null, url: null, postedAt: null, closed: false }], firstSeen: null, boards };
}

/** A background whose vacancy answers are held until `answer` is called (for one job, or all), each with the boards set then. */
function background() {
  const boards = new Map<number, number>();
  const held: { id: number; resolve: () => void }[] = [];
  const asked: number[] = [];
  const call = (async (request: { type: string; id: number }) => {
    if (request.type !== 'jobs.vacancy') return { ok: false, error: { code: 'internal', message: 'unscripted' } };
    asked.push(request.id);
    await new Promise<void>((resolve) => held.push({ id: request.id, resolve }));
    return { ok: true, value: view(request.id, boards.get(request.id) ?? 1) };
  }) as unknown as CallBackground;
  const answer = (id?: number) => {
    for (const request of held.filter((one) => id === undefined || one.id === id)) {
      held.splice(held.indexOf(request), 1);
      request.resolve();
    }
  };
  return { call, boards, asked, answer };
}

const runEvent = (ended: boolean) => act(() => syncProgress(ended));

describe("the selected job's vacancy after a sync", () => {
  it("is read again when a sync's run ends, showing the old one until the answer", async () => {
    const api = background();
    api.boards.set(1, 3);
    render(<Boards call={api.call} id={1} />);
    await waitFor(() => expect(api.asked).toEqual([1]));
    api.answer();
    await screen.findByText('job 1: 3 boards');

    // Progress while the run goes on asks nothing; its end asks again.
    await runEvent(false);
    api.boards.set(1, 4);
    await runEvent(true);
    await waitFor(() => expect(api.asked).toEqual([1, 1]));
    expect(screen.getByTestId('boards').textContent).toBe('job 1: 3 boards');
    api.answer();
    await screen.findByText('job 1: 4 boards');
  });

  it('drops the answer of a read again when another job was selected meanwhile', async () => {
    const api = background();
    const { rerender } = render(<Boards call={api.call} id={1} />);
    await waitFor(() => expect(api.asked).toEqual([1]));
    api.answer();
    await screen.findByText('job 1: 1 boards');

    await runEvent(true);
    await waitFor(() => expect(api.asked).toEqual([1, 1]));
    rerender(<Boards call={api.call} id={2} />);
    await waitFor(() => expect(api.asked).toEqual([1, 1, 2]));
    api.boards.set(2, 2);
    api.answer(2);
    await screen.findByText('job 2: 2 boards');
    // The answer about job 1, asked before the selection moved, comes last and is not shown over job 2's.
    api.answer(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('boards').textContent).toBe('job 2: 2 boards');
  });

  it('asks nothing at the end of a run when no job is selected', async () => {
    const api = background();
    render(<Boards call={api.call} id={null} />);
    await runEvent(true);
    expect(api.asked).toEqual([]);
    expect(screen.getByTestId('boards').textContent).toBe('none');
  });
});
