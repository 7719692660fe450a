// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { REAL_URLS } from '../../../test/fixtures/boards/real-urls';
import { BUILTIN_BOARDS } from '../builtin';
import { findBoard, postingIdFromUrl, postingKeyFromUrl, resultPostingLinks } from '../match';
import { isResultPage } from '../result-pages';
import type { BoardAdapter } from '../types';

function board(id: string): BoardAdapter {
  const found = BUILTIN_BOARDS.find((adapter) => adapter.id === id);
  if (!found) throw new Error(`no built-in board ${id}`);
  return found;
}

function resultPage(url: string, hrefs: string[]): Document {
  const links = hrefs.map((href, i) => `<a href="${href.replace(/&/g, '&amp;')}">result ${i}</a>`).join('\n');
  return new DOMParser().parseFromString(`<!doctype html><html><head><base href="${url}"></head><body>${links}</body></html>`, 'text/html');
}

describe('built-in adapters against the boards’ current URLs', () => {
  it('has evidence for every board but the demo', () => {
    expect(Object.keys(REAL_URLS).sort()).toEqual(
      BUILTIN_BOARDS.filter((b) => b.id !== 'demo')
        .map((b) => b.id)
        .sort(),
    );
  });

  for (const [id, evidence] of Object.entries(REAL_URLS)) {
    describe(id, () => {
      it.each(evidence.postings)('posting %s → %s', (url, expected) => {
        expect(findBoard(url, BUILTIN_BOARDS)?.id).toBe(id);
        expect(postingIdFromUrl(board(id), url)).toBe(expected);
        expect(postingKeyFromUrl(url, BUILTIN_BOARDS)).toBe(`${id}:${expected}`);
      });

      it.each(evidence.nonPostings)('no posting on %s', (url) => {
        expect(postingKeyFromUrl(url, BUILTIN_BOARDS)).toBeNull();
      });

      it('marks the posting links of a result page, and no other link', () => {
        const { url, links } = evidence.resultPage;
        expect(findBoard(url, BUILTIN_BOARDS)?.id).toBe(id);
        expect(postingIdFromUrl(board(id), url)).toBeNull();
        const doc = resultPage(
          url,
          links.map(([href]) => href),
        );
        const found = resultPostingLinks(board(id), doc).map((a) => {
          const href = a.getAttribute('href')!;
          return [href, postingIdFromUrl(board(id), new URL(href, doc.baseURI).href)];
        });
        expect(found).toEqual(links.filter(([, postingId]) => postingId !== null));
      });

      it.each([evidence.resultPage.url, ...evidence.resultPageUrls])('result page: %s', (url) => {
        expect(findBoard(url, BUILTIN_BOARDS)?.id).toBe(id);
        expect(isResultPage(board(id), url)).toBe(true);
      });

      if (evidence.otherPageUrls.length > 0) {
        it.each(evidence.otherPageUrls)('no result page: %s', (url) => {
          expect(findBoard(url, BUILTIN_BOARDS)?.id).toBe(id);
          expect(isResultPage(board(id), url)).toBe(false);
        });
      } else {
        it('keeps markers on every page, its result pages being unknown', () => {
          expect(board(id).resultPages).toEqual([{ pathPattern: '^/' }]);
        });
      }
    });
  }
});
