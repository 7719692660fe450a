/**
 * How the extension pages' code is cut into files (used by wxt.config.ts, in Node). Each file an
 * extension page loads costs about 2.5 ms before the page can run, whatever its size (a page of 13
 * empty modules reached DOMContentLoaded 30 ms after a page of one: docs/toolchain.md#module-files-cost),
 * and the bundler's default cut gives every set of pages that shares code its own file: the popup
 * loaded 13. Here the code the pages load at once (static imports) goes into a few files by the pages
 * that need it, the popup and the card on a posting first, since they are the ones waited for:
 * - `core`: what both the popup and the overlay load (Preact, the words' machinery, the job's display);
 * - `popup-lib`: what the popup shares with other pages (the side panel, a job's page), not the overlay;
 * - `overlay-lib`: what the overlay shares with other pages, not the popup;
 * - `panel-lib`: what the side panel shares with other pages (a job's page, Options), neither the popup
 *   nor the overlay: the bundler's default cut gave the panel three more files of 0.2-0.9 KB for it.
 * The side panel loads `core`, `popup-lib`, `overlay-lib` and `panel-lib`. Code a single page needs
 * stays in that page's own file, and code loaded later (`import()`) keeps
 * the bundler's cut, so no page loads anything sooner than before; a page may load a little more code
 * than it needs in these files (what its partner page uses), never less.
 */

/** The part of Rollup's module info this needs. */
export interface ModuleInfoLike {
  isEntry: boolean;
  importers: readonly string[];
}

export type GetModuleInfo = (id: string) => ModuleInfoLike | null;

/** The page an entry module is (its HTML file: entrypoints/<page>/index.html or entrypoints/<page>.html). */
export function pageOfEntry(id: string): string | null {
  const match = /[\\/]entrypoints[\\/]([^\\/]+?)(?:[\\/]index)?\.html$/.exec(id);
  return match ? match[1]! : null;
}

/**
 * The chunk namer for `output.manualChunks` of the pages' build (`build.rolldownOptions`: Vite 8 bundles
 * with Rolldown): a module's file from the pages that import it statically (a walk up its importers:
 * a few hundred modules, once each).
 */
export function pageChunks(): (id: string, meta: { getModuleInfo: GetModuleInfo }) => string | undefined {
  /** The pages whose entries reach `id` through static imports: the entries among all its importers, near and far. */
  const reach = (id: string, getModuleInfo: GetModuleInfo): Set<string> => {
    const pages = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const next = queue.pop()!;
      const info = getModuleInfo(next);
      const page = info?.isEntry ? pageOfEntry(next) : null;
      if (page) pages.add(page);
      for (const importer of info?.importers ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    return pages;
  };

  return (id, { getModuleInfo }) => {
    const pages = reach(id, getModuleInfo);
    if (pages.size < 2) return undefined;
    const popup = pages.has('popup');
    const overlay = pages.has('overlay');
    if (popup && overlay) return 'core';
    if (popup) return 'popup-lib';
    if (overlay) return 'overlay-lib';
    if (pages.has('sidepanel')) return 'panel-lib';
    return undefined;
  };
}
