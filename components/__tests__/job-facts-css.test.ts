/**
 * A fact's label is cut only between words: its column is as wide as the longest word where 38 % of
 * the list is not (Dutch "Overheidswerkgever" read "Overheidswerkg / ever" in the 400 px popup), and
 * one grid holds every row of the list, so that the labels' column stays aligned as it widens.
 */
import { describe, expect, it } from 'vitest';
import { block } from './theme-css';

const CSS = 'components/job/job.css';

describe("the job's facts", () => {
  it('give the labels a column no narrower than their longest word, shared by every row', () => {
    expect(block(CSS, '.job-facts')).toMatch(/grid-template-columns:\s*minmax\(min-content,/);
    expect(block(CSS, '.job-fact')).toMatch(/display:\s*contents/);
    expect(block(CSS, '.job-fact dt')).not.toMatch(/overflow-wrap:\s*anywhere|word-break/);
  });
});
