/**
 * A chain posts one text for its store in each city; an agency's copy of the Utrecht posting (no
 * employer, city Utrecht) is the Utrecht vacancy's, not Amsterdam's, though both texts are as near.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { descriptionHash } from '../description-hash';
import { FeedIndex } from '../feed-index';
import { groupVacancies } from '../vacancy-groups';
import { freshDbName, makeSummary } from './helpers';

const TEXT = `<p>${Array.from({ length: 60 }, (_, i) => `taak${i}`).join(' ')}</p>`;
const store = (id: number, city: string, url: string, employer: string | null = 'Albert Heijn') =>
  makeSummary({ id, title: 'Vakkenvuller', employer, city, url, description: TEXT, publishDate: '2026-03-10T09:00:00Z', status: 'OPEN' });
const amsterdam = store(1, 'Amsterdam', 'https://www.linkedin.com/jobs/view/3912345678/');
const utrecht = store(2, 'Utrecht', 'https://nl.indeed.com/viewjob?jk=0123456789abcdef');
const utrechtCopy = store(3, 'Utrecht', 'https://jobs.example.org/p/3', null);

describe("an agency's copy of one city's posting of a chain's shared text", () => {
  let index: FeedIndex;
  beforeEach(async () => {
    index = await FeedIndex.open(freshDbName());
  });
  afterEach(() => index.close());

  it("joins its own city's vacancy, not another city's", () => {
    expect(descriptionHash(TEXT)).not.toBeNull();
    const groups = groupVacancies([amsterdam, utrecht, utrechtCopy]);
    expect(groups.get(3)).not.toBe(groups.get(1));
  });

  it("takes no mark set on another city's vacancy", async () => {
    await index.putMany([amsterdam, utrecht, utrechtCopy], 1);
    await index.marks.set(1, 'notRelevant', 1_000);
    expect(await index.statuses.of([1, 2, 3])).toEqual({ 1: 'notRelevant' });
  });
});
