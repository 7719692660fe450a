import { describe, expect, it } from 'vitest';
import { pageChunks, pageOfEntry, type ModuleInfoLike } from '../page-chunks';

const entry = (page: string) => `/repo/entrypoints/${page}/index.html`;

/** A module graph as Rolldown describes it: each module's static importers. */
function graph(importers: Record<string, string[]>, entries: string[]) {
  return (id: string): ModuleInfoLike | null =>
    id in importers || entries.includes(id) ? { isEntry: entries.includes(id), importers: importers[id] ?? [] } : null;
}

describe('pageOfEntry', () => {
  it('names the page of an HTML entry, and nothing else', () => {
    expect(pageOfEntry('/repo/entrypoints/popup/index.html')).toBe('popup');
    expect(pageOfEntry('C:\\repo\\entrypoints\\overlay\\index.html')).toBe('overlay');
    expect(pageOfEntry('/repo/entrypoints/options.html')).toBe('options');
    expect(pageOfEntry('/repo/entrypoints/popup/main.tsx')).toBeNull();
  });
});

describe('pageChunks', () => {
  const entries = ['popup', 'overlay', 'sidepanel', 'options', 'job'].map(entry);
  const getModuleInfo = graph(
    {
      '/repo/entrypoints/popup/main.tsx': [entry('popup')],
      '/repo/entrypoints/overlay/main.tsx': [entry('overlay')],
      '/repo/entrypoints/sidepanel/main.tsx': [entry('sidepanel')],
      '/repo/entrypoints/options/main.tsx': [entry('options')],
      // Both first pages, through a chain and a cycle.
      preact: ['/repo/components/JobListItem.tsx', '/repo/entrypoints/options/main.tsx'],
      '/repo/components/JobListItem.tsx': [
        '/repo/components/FeedView.tsx',
        '/repo/entrypoints/overlay/main.tsx',
        '/repo/components/cycle.ts',
      ],
      '/repo/components/cycle.ts': ['/repo/components/JobListItem.tsx'],
      // The popup and the side panel.
      '/repo/components/FeedView.tsx': ['/repo/entrypoints/popup/main.tsx', '/repo/entrypoints/sidepanel/main.tsx'],
      // The overlay and the options page.
      '/repo/components/theme.css': ['/repo/entrypoints/overlay/main.tsx', '/repo/entrypoints/options/main.tsx'],
      // The side panel and the options page: neither first page.
      '/repo/components/Field.tsx': ['/repo/entrypoints/sidepanel/main.tsx', '/repo/entrypoints/options/main.tsx'],
      // Through a module the popup and the side panel share.
      '/repo/components/SearchFilters.tsx': ['/repo/components/FeedView.tsx'],
      // Through a module the side panel and the options page share.
      '/repo/components/Linked.ts': ['/repo/components/Field.tsx'],
      // The options page and a job's page: no side panel, no first page.
      '/repo/components/OptionsAndJob.ts': ['/repo/entrypoints/options/main.tsx', '/repo/entrypoints/job/main.tsx'],
      '/repo/entrypoints/job/main.tsx': [entry('job')],
      // One page only.
      '/repo/components/ThisPageBar.tsx': ['/repo/entrypoints/popup/main.tsx'],
      '/repo/entrypoints/options/App.tsx': ['/repo/entrypoints/options/main.tsx'],
      // Loaded later only (import()): no static importer.
      '/repo/components/JobDetails.tsx': [],
    },
    entries,
  );
  const chunkOf = (id: string) => pageChunks()(id, { getModuleInfo });

  it('puts what the popup and the overlay both load at once in one file', () => {
    expect(chunkOf('preact')).toBe('core');
    expect(chunkOf('/repo/components/JobListItem.tsx')).toBe('core');
    expect(chunkOf('/repo/components/cycle.ts')).toBe('core');
  });

  it("puts the popup's and the overlay's code shared with other pages in a file each", () => {
    expect(chunkOf('/repo/components/FeedView.tsx')).toBe('popup-lib');
    expect(chunkOf('/repo/components/SearchFilters.tsx')).toBe('popup-lib');
    expect(chunkOf('/repo/components/theme.css')).toBe('overlay-lib');
  });

  it("puts the side panel's code shared with other pages, neither the popup's nor the overlay's, in one file", () => {
    expect(chunkOf('/repo/components/Field.tsx')).toBe('panel-lib');
    expect(chunkOf('/repo/components/Linked.ts')).toBe('panel-lib');
  });

  it('leaves to the bundler the code of one page, of pages without a first paint waited for, and what is loaded later', () => {
    expect(chunkOf('/repo/components/ThisPageBar.tsx')).toBeUndefined();
    expect(chunkOf('/repo/entrypoints/options/App.tsx')).toBeUndefined();
    expect(chunkOf('/repo/entrypoints/popup/main.tsx')).toBeUndefined();
    expect(chunkOf('/repo/components/OptionsAndJob.ts')).toBeUndefined();
    expect(chunkOf('/repo/components/JobDetails.tsx')).toBeUndefined();
    expect(chunkOf('unknown')).toBeUndefined();
  });
});
