/**
 * One employer's same role in two cities is two vacancies: a chain or an agency posts "Vakkenvuller"
 * for each of its stores. A recruiter who takes on the Utrecht one and marks the Amsterdam one Not
 * relevant must not see the Utrecht one marked, nor the two listed as one row "2 boards".
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { groupVacancies } from '../vacancy-groups';
import { freshDbName, makeSummary } from './helpers';

const store = (id: number, city: string, url: string) =>
  makeSummary({
    id,
    title: 'Vakkenvuller (m/v)',
    employer: 'Albert Heijn B.V.',
    city,
    url,
    publishDate: '2026-03-10T09:00:00Z',
    status: 'OPEN',
  });
const utrecht = store(1, 'Utrecht', 'https://nl.indeed.com/viewjob?jk=0123456789abcdef');
const amsterdam = store(2, 'Amsterdam', 'https://www.linkedin.com/jobs/view/3912345678/');
// The Utrecht vacancy again on another board, its city in the title as boards write it.
const utrechtAgain = makeSummary({
  id: 3,
  title: 'Vakkenvuller – Utrecht',
  employer: 'Albert Heijn',
  city: 'Utrecht',
  url: 'https://www.linkedin.com/jobs/view/3912345679/',
  publishDate: '2026-03-12T09:00:00Z',
  status: 'OPEN',
});

describe('the same employer and title in another city', () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
  });
  afterEach(() => index.close());

  it('is another vacancy; the same city on another board is the same one', () => {
    const groups = groupVacancies([utrecht, amsterdam, utrechtAgain]);
    expect(groups.get(2)).not.toBe(groups.get(1));
    expect(groups.get(3)).toBe(groups.get(1));
  });

  it('is the same one where a board writes the city with its country, and the city in the title', () => {
    // The city key reads "Utrecht, Nederland" to its first comma: the title's "– Utrecht" is that city too.
    const withCountry = makeSummary({
      id: 3,
      title: 'Vakkenvuller – Utrecht',
      employer: 'Albert Heijn',
      city: 'Utrecht, Nederland',
      url: 'https://www.linkedin.com/jobs/view/3912345679/',
      publishDate: '2026-03-12T09:00:00Z',
      status: 'OPEN',
    });
    const groups = groupVacancies([utrecht, amsterdam, withCountry]);
    expect(groups.get(3)).toBe(groups.get(1));
    expect(groups.get(2)).not.toBe(groups.get(1));
  });

  it('takes no mark set on the other city, and is listed apart', async () => {
    await index.putMany([utrecht, amsterdam], 1);
    expect(await index.marks.set(2, 'notRelevant', 1_000)).toEqual([2]);
    expect(await index.statuses.of([1, 2])).toEqual({ 2: 'notRelevant' });
    const page = await index.search({ query: '', filters: { hideDone: true }, offset: 0, limit: 20 });
    expect(page.jobs.map((job) => job.id)).toEqual([1]);
    expect(page.boards).toEqual({});
  });
});
