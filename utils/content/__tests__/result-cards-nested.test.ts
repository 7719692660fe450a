// @vitest-environment happy-dom
import { afterEach, expect, it } from 'vitest';
import { selectResults } from '../../boards/page-results';
import type { ResultCards } from '../../boards/types';
import { placeMarkers, removeMarkers } from '../markers';

/** Two cards whose first p is the same element (a card drawn inside another) share one marker place. */
const CARDS: ResultCards = {
  selector: '[componentkey^="job-card-component-ref-"]',
  attribute: 'componentkey',
  idPattern: '^job-card-component-ref-(\\d+)$',
  postingUrl: 'http://localhost:8788/vacatures/{id}/',
  titleSelector: 'p',
};
afterEach(() => removeMarkers());

it('places one marker once, not a pair taken away and put back at every pass (each pass a mutation, so for ever)', () => {
  document.body.innerHTML =
    '<div componentkey="job-card-component-ref-501001"><div componentkey="job-card-component-ref-501002"><p>T</p></div></div>';
  const feed = new Map<string, string | undefined>([
    ['http://localhost:8788/vacatures/501001/', undefined],
    ['http://localhost:8788/vacatures/501002/', undefined],
  ]);
  const placed = [1, 2, 3].map(() => placeMarkers(selectResults(document, 'a.result-link', CARDS), feed, 'en'));
  expect(placed).toEqual([1, 0, 0]);
});
