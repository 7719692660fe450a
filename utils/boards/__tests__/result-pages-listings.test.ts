import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS } from '../builtin';
import { findBoard } from '../match';
import { isResultPage } from '../result-pages';

/**
 * Listing pages that carry posting links the board's selector finds, and that had markers before
 * result pages were limited: LinkedIn's saved jobs (/my-items/saved-jobs/, its /jobs/view/ cards) and
 * Indeed's search pages by address (q-…-vacatures.html, l-…-jobs.html), which the research cited for
 * Indeed's /vacatures (avirup2008/ai-job-search 14-RESEARCH.md) names as well.
 */
describe('result pages that list postings', () => {
  it.each([
    ['linkedin', 'https://www.linkedin.com/my-items/saved-jobs/'],
    ['linkedin', 'https://www.linkedin.com/my-items/saved-jobs/?cardType=SAVED'],
    ['linkedin', 'https://www.linkedin.com/my-items/saved-jobs/?cardType=APPLIED'],
    ['indeed', 'https://nl.indeed.com/q-junior-developer-vacatures.html'],
    ['indeed', 'https://nl.indeed.com/q-controller-l-overijssel-vacatures.html'],
    ['indeed', 'https://nl.indeed.com/q-cloetta-vacatures.html?q=cloetta'],
    ['indeed', 'https://www.indeed.com/q-marketing-manager-l-atlanta,-ga-jobs.html'],
    ['indeed', 'https://ae.indeed.com/l-dubai-jobs.html'],
  ])('%s: %s', (id, url) => {
    const board = findBoard(url, BUILTIN_BOARDS);
    expect(board?.id).toBe(id);
    expect(isResultPage(board!, url)).toBe(true);
  });

  it.each([
    ['indeed', 'https://nl.indeed.com/viewjob?jk=12c9e91e86a09037'],
    ['indeed', 'https://nl.indeed.com/cmp/bol.com'],
    ['linkedin', 'https://www.linkedin.com/my-items/saved-posts/'],
  ])('still not %s: %s', (id, url) => {
    const board = findBoard(url, BUILTIN_BOARDS);
    expect(board?.id).toBe(id);
    expect(isResultPage(board!, url)).toBe(false);
  });
});
