// @vitest-environment happy-dom
/**
 * The export reads the search page by page. A sync that lands between two pages lists its new jobs
 * at the top and moves every row down: read on by offset, the next page starts with rows already
 * read, and the file has them twice (a row that left the top would drop one the same way).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseJob } from '@/utils/api/parse';
import { makeSummary } from '@/utils/feed/__tests__/helpers';
import type { PageDiagnosis } from '@/utils/messaging/contract';
import { fullJob } from '@/test/fixtures';
import { SIGNED_IN, countResult, fakeBackground, ok, searchResult } from '@/entrypoints/popup/__tests__/fake-background';
import { App } from '../App';
import { pagesSpy, tabsAt } from './panel-ports';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

const job = (id: number) => makeSummary({ id, title: `Job ${id}`, url: `https://board.example/vacature/${id}` }, id * 1000);

describe('side panel export while a sync adds jobs', () => {
  it('has every job of the search once', async () => {
    let jobs = Array.from({ length: 250 }, (_, i) => job(250 - i));
    let exportPages = 0;
    const bg = fakeBackground({
      'session.get': () => ok(SIGNED_IN),
      'jobs.count': () => ok(countResult(jobs.length)),
      'jobs.search': ({ offset = 0, limit = 50 }) => {
        const page = searchResult(jobs.slice(offset, offset + limit), { matches: jobs.length, indexed: jobs.length });
        // The export's first page read, a sync commits 5 new jobs.
        if (limit === 200 && exportPages++ === 0) jobs = [255, 254, 253, 252, 251].map(job).concat(jobs);
        return ok(page);
      },
      'jobs.get': ({ id }) => ok({ ...parseJob(fullJob), id, title: `Job ${id}` }),
      'notes.get': () => ok({ job: '', employer: '', employerName: null }),
      'page.diagnose': () => ok({ board: null } as unknown as PageDiagnosis),
    });
    const save = vi.fn();
    render(<App call={bg.call} now={() => Date.now()} tabs={tabsAt(null)} pages={pagesSpy()} save={save} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled(), { timeout: 20_000 });
    const text: string = save.mock.calls[0]![1];
    const ids = [...text.matchAll(/board\.example\/vacature\/(\d+)/g)].map((match) => Number(match[1]));
    expect(ids.length).toBe(new Set(ids).size);
    for (let id = 1; id <= 250; id++) expect(ids).toContain(id);
  });
});
