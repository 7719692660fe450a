import { describe, expect, it } from 'vitest';
import { newsHoldsAny, newsWithout } from '../news-without';
import type { StoredSearch } from '../saved-search';
import { storedSearch } from './helpers';

/** A saved search named by `id` with `unseen` as its news and, when given, what its notification names. */
const search = (id: string, unseen: number[], announced?: number[]): StoredSearch =>
  storedSearch(id, id, { unseen, ...(announced && { announced }) });

describe('newsWithout', () => {
  it('gives only the searches whose news holds a job taken, each without those jobs, in its order', () => {
    const java = search('java', [7, 5, 3], [7, 5]);
    const imker = search('imker', [9]);
    const tuin = search('tuin', [5, 4, 2]);
    const changed = newsWithout([java, imker, tuin], new Set([5, 2]));
    expect(changed).toEqual([
      { ...java, unseen: [7, 3] },
      { ...tuin, unseen: [4] },
    ]);
    // What the notification names is the notification's own to change (alert-rewrites.ts).
    expect(changed[0]!.announced).toEqual([7, 5]);
    // The searches read are not changed in place: the kept copy is written only once stored.
    expect(java.unseen).toEqual([7, 5, 3]);
  });

  it('changes none when no search holds a job taken', () => {
    expect(newsWithout([search('java', [7]), search('imker', [])], new Set([8]))).toEqual([]);
  });
});

describe('newsHoldsAny', () => {
  it('finds a job in the news or named by a notification only (past the news cap)', () => {
    const searches = [search('java', [7], [7, 11]), search('imker', [])];
    expect(newsHoldsAny(searches, new Set([7]))).toBe(true);
    expect(newsHoldsAny(searches, new Set([11]))).toBe(true);
    expect(newsHoldsAny(searches, new Set([12]))).toBe(false);
  });
});
