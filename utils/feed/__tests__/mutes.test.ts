/**
 * Mutes: an employer however the feed writes it, a keyword as whole words in what the search box
 * looks in; muted jobs leave the search (counted, and listed again with "show muted"), the queue's
 * progress and the markers' lookups; the list survives a reopen and goes with the index.
 */
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { KEYWORD_MIN, muteKey, MUTES_MAX, muteTest, type MuteRecord } from '../mute-rule';
import { searchFieldsOf } from '../search-text';
import { fieldsHave, freshDbName, makeSummary } from './helpers';

const mute = (kind: MuteRecord['kind'], value: string, at = 1): MuteRecord => ({ key: muteKey(kind, value)!, kind, value, at });
const row = (employer: string | null, title: string) =>
  searchFieldsOf({ title, employer, location: 'Utrecht', city: 'Utrecht', category: null, categoryLabel: null });

describe('a mute', () => {
  it('is keyed by its kind and its folded value; blank values and one-letter keywords are none', () => {
    expect(muteKey('employer', '  Gemeente   Utrécht ')).toBe('employer:gemeente utrecht');
    expect(muteKey('keyword', 'Stage')).toBe('keyword:stage');
    expect(muteKey('employer', '   ')).toBeNull();
    expect(muteKey('keyword', 'x')).toBeNull();
    expect(KEYWORD_MIN).toBe(2);
    expect(muteKey('employer', 'X')).toBe('employer:x');
  });

  it('matches an employer however the feed writes it, and no other', () => {
    const test = muteTest([mute('employer', 'Gemeente Utrecht')])!;
    expect(test(row('GEMEENTE  UTRÉCHT', 'Beleidsmedewerker'))).toBe(true);
    expect(test(row('Gemeente Utrechtse Heuvelrug', 'Beleidsmedewerker'))).toBe(false);
    expect(test(row(null, 'Gemeente Utrecht zoekt'))).toBe(false);
  });

  it('matches a keyword typed with a straight apostrophe in a title set with a curly one, and back; an employer mute keeps its key', () => {
    const test = muteTest([mute('keyword', "zzp'er"), mute('keyword', '’s heeren loo')])!;
    expect(test(row('Acme', 'ZZP’er bouwkundig tekenaar'))).toBe(true);
    expect(test(row("'s Heeren Loo", 'Begeleider'))).toBe(true);
    expect(test(row('Acme', 'Tekenaar'))).toBe(false);
    // The key an employer mute (and an employer's notes) is kept under is the folded name as it was.
    expect(muteKey('employer', '’s Heeren Loo')).toBe('employer:’s heeren loo');
    expect(muteTest([mute('employer', '’s Heeren Loo')])!(row('’S HEEREN LOO', 'Begeleider'))).toBe(true);
  });

  it('matches a keyword as whole words, phrases included, in title, employer and place', () => {
    const test = muteTest([mute('keyword', 'stage'), mute('keyword', 'Den Haag'), mute('keyword', 'c++')])!;
    expect(test(row('Acme', 'Stage marketing'))).toBe(true);
    expect(test(row('Acme', 'Marketing (stage)'))).toBe(true);
    expect(test(row('Stagecoach', 'Chauffeur'))).toBe(false);
    expect(test(row('Acme', 'Backstage crew'))).toBe(false);
    expect(test(row('Gemeente Den Haag', 'Jurist'))).toBe(true);
    expect(test(row('Acme', 'Developer C++ embedded'))).toBe(true);
    expect(test(row('Acme', 'Developer C embedded'))).toBe(false);
  });

  it('matches a phrase within one field, not across two, and looks in the category', () => {
    const test = muteTest([mute('keyword', 'Den Haag'), mute('keyword', 'zorg')])!;
    // "… den" ends the title and "haag …" starts the employer: no phrase.
    expect(test(row('Haag Groep', 'Medewerker Den'))).toBe(false);
    expect(test(row('Haag Groep', 'Medewerker Den Haag'))).toBe(true);
    const healthcare = searchFieldsOf({
      title: 'Verpleegkundige',
      employer: 'Acme',
      location: null,
      city: null,
      category: 'HEALTHCARE',
      categoryLabel: { en: 'Healthcare', nl: 'Zorg' },
    });
    expect(test(healthcare)).toBe(true);
    expect(test({ ...healthcare, categoryText: null })).toBe(false);
  });

  it('costs nothing when nothing is muted', () => {
    expect(muteTest([])).toBeNull();
  });

  it('never throws and never matches a row without the keyword, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 2, maxLength: 30 }), fc.string({ maxLength: 60 }), (typed, title) => {
        const key = muteKey('keyword', typed);
        if (key === null) return;
        const test = muteTest([{ key, kind: 'keyword', value: typed, at: 1 }])!;
        const text = row('Acme', title);
        if (!fieldsHave(text, key.slice('keyword:'.length))) expect(test(text)).toBe(false);
      }),
    );
  });
});

describe('mutes in the index', () => {
  let index: FeedIndex;
  let name: string;
  beforeEach(async () => {
    name = freshDbName();
    index = await FeedIndex.open(name);
    await index.putMany(
      [
        makeSummary({ id: 1, title: 'Stage marketing', employer: 'Acme', publishDate: '2026-03-01T09:00:00Z' }),
        makeSummary({ id: 2, title: 'Jurist', employer: 'Gemeente Utrecht', publishDate: '2026-03-02T09:00:00Z' }),
        makeSummary({ id: 3, title: 'Jurist', employer: 'gemeente  utrecht', publishDate: '2026-03-03T09:00:00Z' }),
        makeSummary({ id: 4, title: 'Backstage technicus', employer: 'Theater', publishDate: '2026-03-04T09:00:00Z' }),
      ],
      1,
    );
  });
  afterEach(() => index.close());

  it('leave muted jobs out of the search, counted, and list them again marked with "show muted"', async () => {
    expect(await index.mutes.add('employer', 'Gemeente Utrecht', 10)).toBe('added');
    expect(await index.mutes.add('keyword', 'stage', 20)).toBe('added');
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 10 });
    expect(page.jobs.map((job) => job.id)).toEqual([4]);
    expect(page).toMatchObject({ matches: 1, mutedOut: 3, mutedIds: [], worked: { done: 0, of: 1 } });
    const shown = await index.search({ query: '', filters: { showMuted: true }, offset: 0, limit: 10 });
    expect(shown.jobs.map((job) => job.id)).toEqual([4, 3, 2, 1]);
    expect(shown).toMatchObject({ matches: 4, mutedOut: 0, mutedIds: [3, 2, 1], worked: { done: 0, of: 4 } });
    // A query counts only the muted jobs it would have found.
    expect(await index.search({ query: 'jurist', filters: {}, offset: 0, limit: 10 })).toMatchObject({ matches: 0, mutedOut: 2 });
    expect(await index.isMuted((await index.get(2))!)).toBe(true);
    expect(await index.isMuted((await index.get(4))!)).toBe(false);
  });

  it('list a vacancy on two boards as its newest posting not muted, whichever posting the mute is on', async () => {
    for (const newestMuted of [true, false]) {
      const own = await FeedIndex.open(freshDbName());
      const base = { title: 'Verpleegkundige', city: 'Deventer' };
      await own.putMany(
        [
          makeSummary({
            ...base,
            id: 1,
            employer: 'Zorggroep Oost B.V.',
            publishDate: newestMuted ? '2026-03-21T09:00:00Z' : '2026-03-19T09:00:00Z',
            url: 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/verpleegkundige',
          }),
          makeSummary({
            ...base,
            id: 2,
            employer: 'Zorggroep Oost',
            publishDate: '2026-03-20T09:00:00Z',
            url: 'https://www.linkedin.com/jobs/view/3912345678/',
          }),
        ],
        1,
      );
      await own.mutes.add('employer', 'Zorggroep Oost B.V.', 1);
      const page = await own.search({ query: '', filters: {}, offset: 0, limit: 10 });
      expect(
        page.jobs.map((job) => job.id),
        `newest muted: ${newestMuted}`,
      ).toEqual([2]);
      expect(page).toMatchObject({ matches: 1, mutedOut: 1 });
      own.close();
    }
  });

  it('keep the list newest first, once per thing muted, through a reopen; removing one lists its jobs again', async () => {
    await index.mutes.add('keyword', 'Stage', 10);
    await index.mutes.add('employer', 'Acme', 20);
    expect(await index.mutes.add('keyword', ' STAGE ', 30)).toBe('known');
    expect(await index.mutes.add('keyword', 'a', 30)).toBe('invalid');
    index.close();
    index = await FeedIndex.open(name);
    expect((await index.mutes.list()).map(({ key, value }) => [key, value])).toEqual([
      ['employer:acme', 'Acme'],
      ['keyword:stage', 'Stage'],
    ]);
    await index.mutes.remove('employer:acme');
    await index.mutes.remove('keyword:stage');
    await index.mutes.remove('keyword:never');
    expect(await index.mutes.list()).toEqual([]);
    expect((await index.search({ query: '', filters: {}, offset: 0, limit: 10 })).matches).toBe(4);
  });

  it(`refuse a mute beyond ${MUTES_MAX}`, async () => {
    for (let i = 0; i < MUTES_MAX; i++) await index.mutes.add('keyword', `woord${i}`, i);
    expect(await index.mutes.add('keyword', 'nog een', MUTES_MAX)).toBe('full');
    expect(await index.mutes.list()).toHaveLength(MUTES_MAX);
  });

  it('go with the index when it is cleared', async () => {
    await index.mutes.add('employer', 'Acme', 10);
    await index.clear();
    expect(await index.mutes.list()).toEqual([]);
    index.close();
    index = await FeedIndex.open(name);
    expect(await index.mutes.list()).toEqual([]);
  });
});
