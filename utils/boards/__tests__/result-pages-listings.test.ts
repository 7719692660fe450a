// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS } from '../builtin';
import { findBoard, resultPostingLinks, selectLinks } from '../match';
import { isResultPage } from '../result-pages';

/**
 * Listing pages that carry posting links the board's selector finds, and that had markers before
 * result pages were limited: LinkedIn's saved jobs (/my-items/saved-jobs/, its /jobs/view/ cards) and
 * Indeed's search pages by address (q-…-vacatures.html, l-…-jobs.html), which the research cited for
 * Indeed's /vacatures (avirup2008/ai-job-search 14-RESEARCH.md) names as well. Also Indeed's company job
 * lists /cmp/<name>/jobs, whose cards link by job key (AGZ-TX/ai tools/outreach-leads: indeed_public.py
 * and its test fixtures, /viewjob?jk=…&from=cmp; the company slugs below are from public code that opens them).
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
    ['indeed', 'https://www.indeed.com/cmp/Microsoft/jobs'],
    ['indeed', 'https://www.indeed.com/cmp/Microsoft/jobs?clearPrefilter=1'],
    ['indeed', 'https://ca.indeed.com/cmp/Leap-Tools-Inc.-1/jobs?jk=562c7031db35aae8&start=0&clearPrefilter=1'],
    ['indeed', 'https://www.indeed.com/cmp/Flores-Mendez,-P.c./jobs/'],
    ['linkedin', 'https://www.linkedin.com/company/microsoft/jobs/'],
    ['linkedin', 'https://www.linkedin.com/company/microsoft/jobs'],
  ])('%s: %s', (id, url) => {
    const board = findBoard(url, BUILTIN_BOARDS);
    expect(board?.id).toBe(id);
    expect(isResultPage(board!, url)).toBe(true);
  });

  it.each([
    ['indeed', 'https://nl.indeed.com/viewjob?jk=12c9e91e86a09037'],
    ['indeed', 'https://nl.indeed.com/cmp/bol.com'],
    ['indeed', 'https://ca.indeed.com/cmp/Solace-Corporation/reviews'],
    ['indeed', 'https://www.indeed.com/cmp/Caribbean-Temporary-Services,-Llc./about'],
    ['linkedin', 'https://www.linkedin.com/my-items/saved-posts/'],
    ['linkedin', 'https://www.linkedin.com/company/microsoft/'],
    ['linkedin', 'https://www.linkedin.com/company/microsoft/posts/'],
    ['linkedin', 'https://www.linkedin.com/company/microsoft/jobs/extra'],
  ])('still not %s: %s', (id, url) => {
    const board = findBoard(url, BUILTIN_BOARDS);
    expect(board?.id).toBe(id);
    expect(isResultPage(board!, url)).toBe(false);
  });

  it("finds the job-key links of an Indeed company's job list", () => {
    const url = 'https://www.indeed.com/cmp/Microsoft/jobs?clearPrefilter=1';
    const hrefs = ['/viewjob?jk=0123456789abcdef&from=cmp', '/cmp/Microsoft/jobs?jk=fedcba9876543210', '/cmp/Microsoft/reviews'];
    const links = hrefs.map((href) => `<a href="${href.replace(/&/g, '&amp;')}">x</a>`).join('');
    const doc = new DOMParser().parseFromString(`<html><head><base href="${url}"></head><body>${links}</body></html>`, 'text/html');
    const board = findBoard(url, BUILTIN_BOARDS)!;
    expect(resultPostingLinks(board, doc).map((a) => a.getAttribute('href'))).toEqual(hrefs.slice(0, 2));
  });

  it("finds the job cards of a LinkedIn company's job list, not its other links that open a job", () => {
    // A card as eliasbiondo/linkedin-mcp-server parses it (domain/parsers/company.py): a.job-card-square__link whose
    // href opens the job in the search; the "see all jobs" button and a job alert link to searches as well.
    const url = 'https://www.linkedin.com/company/microsoft/jobs/';
    const card =
      '/jobs/search/?currentJobId=4100000001&f_C=1035&geoId=92000000&origin=COMPANY_PAGE_JOBS_CLUSTER_EXPANSION&originToLandingJobPostings=4100000001%2C4100000002&trk=d_flagship3_company';
    const doc = new DOMParser().parseFromString(
      `<html><head><base href="${url}"></head><body>
        <section class="job-card-container"><a class="app-aware-link job-card-square__link" href="${card.replace(/&/g, '&amp;')}">Engineer</a></section>
        <a class="job-card-square__link" href="/jobs/search/?f_C=1035&amp;origin=COMPANY_PAGE_JOBS_CLUSTER_EXPANSION">See all jobs</a>
        <a href="/jobs/search-results/?currentJobId=4100000002&amp;origin=JOB_ALERT">Alert</a>
        <a href="/jobs/view/4100000001/apply/?openSDUIApplyFlow=true">Easy Apply</a>
        <a href="/jobs/view/4100000003/">Similar</a>
      </body></html>`,
      'text/html',
    );
    const board = findBoard(url, BUILTIN_BOARDS)!;
    expect(resultPostingLinks(board, doc).map((a) => a.textContent)).toEqual(['Engineer', 'Similar']);
    // The content script takes the selector's links as they are: it alone keeps out the alert and the button.
    expect(selectLinks(doc, board.resultLinkSelector).map((a) => a.textContent)).toEqual(['Engineer', 'Similar']);
  });

  it('leaves out the Easy Apply of a LinkedIn job open beside the results, a link to the posting that is no result', () => {
    // <a href=".../jobs/view/<id>/apply/?openSDUIApplyFlow=true"> (utils/boards/builtin.ts for the evidence).
    const url = 'https://www.linkedin.com/jobs/search/?currentJobId=4468200147&keywords=freelance';
    const hrefs = [
      'https://nl.linkedin.com/jobs/view/devops-engineer-at-acme-4468200147?position=2&pageNum=0',
      'https://www.linkedin.com/jobs/view/4468200147/apply/?openSDUIApplyFlow=true',
      'https://www.linkedin.com/jobs/view/4468200147/apply?openSDUIApplyFlow=true',
      'https://www.linkedin.com/jobs/view/4468200147/apply',
      'https://www.linkedin.com/jobs/view/applied-scientist-at-acme-4419416701/',
    ];
    const links = hrefs.map((href) => `<a href="${href.replace(/&/g, '&amp;')}">x</a>`).join('');
    const doc = new DOMParser().parseFromString(`<html><head><base href="${url}"></head><body>${links}</body></html>`, 'text/html');
    const board = findBoard(url, BUILTIN_BOARDS)!;
    expect(selectLinks(doc, board.resultLinkSelector).map((a) => a.getAttribute('href'))).toEqual([hrefs[0], hrefs[4]]);
  });
});
