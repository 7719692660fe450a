// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS } from '../builtin';
import { findBoard, postingKeyFromUrl } from '../match';
import { selectResults } from '../page-results';
import { isResultPage } from '../result-pages';

/**
 * LinkedIn's redesigned search: cards without a link, <div role="button" componentkey=
 * "job-card-component-ref-<id>"> with the title in their first p (utils/boards/builtin.ts for the
 * evidence); the job open beside them keeps a link of its own.
 */
const SEARCH = 'https://www.linkedin.com/jobs/search-results/?keywords=freelance&start=25';
const card = (key: string, title: string) => `<div role="button" tabindex="0" componentkey="${key}"><p>${title}</p><p>Acme</p></div>`;

function page(body: string): Document {
  return new DOMParser().parseFromString(`<html><head><base href="${SEARCH}"></head><body>${body}</body></html>`, 'text/html');
}

const linkedin = BUILTIN_BOARDS.find((board) => board.id === 'linkedin')!;
const results = (doc: Document) => selectResults(doc, linkedin.resultLinkSelector, linkedin.resultCards);

describe('selectResults', () => {
  it("reads LinkedIn's link-less cards as their postings' URLs, the marker's place being the title", () => {
    expect(findBoard(SEARCH, BUILTIN_BOARDS)).toBe(linkedin);
    expect(isResultPage(linkedin, SEARCH)).toBe(true);
    const doc = page(
      card('job-card-component-ref-4468200147', 'Data Engineer') +
        card('job-card-component-ref-4419416701', 'DevOps') +
        // Not a posting's: another component, a key whose id is no number.
        '<div componentkey="job-card-component-ref-promo"><p>Promoted</p></div>' +
        '<div componentkey="JobDetails_AboutTheJob_4468200147"><p>About</p></div>' +
        '<a href="https://www.linkedin.com/jobs/view/4279149653/">Open job</a>',
    );
    const found = results(doc).map(({ at, url }) => [at.localName, at.textContent, url()]);
    expect(found).toEqual([
      ['a', 'Open job', 'https://www.linkedin.com/jobs/view/4279149653/'],
      ['p', 'Data Engineer', 'https://www.linkedin.com/jobs/view/4468200147/'],
      ['p', 'DevOps', 'https://www.linkedin.com/jobs/view/4419416701/'],
      ['p', 'Promoted', ''],
    ]);
    // The URL asked about is the posting's, by the board's own rules.
    expect(postingKeyFromUrl(found[1]![2]!, BUILTIN_BOARDS)).toBe('linkedin:4468200147');
  });

  it('follows a card the list reuses for another posting, and leaves a card that holds a result link to that link', () => {
    const doc = page(
      card('job-card-component-ref-4468200147', 'Data Engineer') +
        '<div componentkey="job-card-component-ref-4419416701"><a href="https://www.linkedin.com/jobs/view/4419416701/"><p>DevOps</p></a></div>',
    );
    const found = results(doc);
    expect(found.map(({ at }) => at.textContent)).toEqual(['DevOps', 'Data Engineer']);
    doc.querySelector('[role="button"]')!.setAttribute('componentkey', 'job-card-component-ref-4100000001');
    expect(found[1]!.url()).toBe('https://www.linkedin.com/jobs/view/4100000001/');
  });

  it('finds no cards where the board names none, or names a selector the document cannot take', () => {
    const doc = page(
      card('job-card-component-ref-4468200147', 'Data Engineer') + '<a href="https://www.linkedin.com/jobs/view/4279149653/">Open job</a>',
    );
    expect(selectResults(doc, linkedin.resultLinkSelector).map(({ at }) => at.localName)).toEqual(['a']);
    expect(selectResults(doc, linkedin.resultLinkSelector, { ...linkedin.resultCards!, selector: '[x=' })).toHaveLength(1);
    expect(selectResults(doc, linkedin.resultLinkSelector, { ...linkedin.resultCards!, titleSelector: 'h3' })).toHaveLength(1);
  });
});
