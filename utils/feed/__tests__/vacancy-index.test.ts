/**
 * The index's vacancies: the group a job is in, kept through a sync's pages (new jobs join it), a
 * sweep (regrouped) and a changed job (regrouped), read back as summaries and as the view a card shows.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FeedIndex } from '../feed-index';
import { alsoOn, countBoards, vacancyView } from '../vacancy-view';
import { freshDbName, makeSummary } from './helpers';

let index: FeedIndex;

beforeEach(async () => {
  index = await FeedIndex.open(freshDbName());
});

afterEach(() => {
  index.close();
});

const NOW = Date.parse('2026-04-01T00:00:00Z');
const posting = (id: number, url: string, fields: Record<string, unknown> = {}) =>
  makeSummary({
    id,
    title: 'Medewerker Klantenservice (m/v)',
    employer: 'Acme B.V.',
    city: 'Utrecht',
    url,
    publishDate: '2026-03-10T09:00:00Z',
    createdDate: '2026-03-09T09:00:00Z',
    status: 'OPEN',
    ...fields,
  });

const vacancyIds = async (id: number) => (await index.vacancy(id)).map((job) => job.id).sort((a, b) => a - b);

describe('vacancies in the feed index', () => {
  it('group a posting with its copies on other boards, and keep up with a sync, a sweep and an edit', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/medewerker-klantenservice'),
        posting(2, 'https://www.linkedin.com/jobs/view/3912345678/', { employer: 'ACME bv', title: 'Medewerker klantenservice – Utrecht' }),
        posting(3, 'https://example.org/jobs/3', { employer: 'Other', title: 'Planner' }),
      ],
      1,
    );
    expect(await vacancyIds(2)).toEqual([1, 2]);
    expect(await vacancyIds(3)).toEqual([3]);
    expect(await index.vacancy(99)).toEqual([]);

    // A later sync page adds a copy: it joins without a regrouping of the rest.
    await index.putMany(
      [posting(4, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { employer: 'Acme', publishDate: '2026-03-20T09:00:00Z' })],
      2,
    );
    expect(await vacancyIds(1)).toEqual([1, 2, 4]);

    // The job that tied them changes its title: it leaves, the others stay together.
    await index.putMany([posting(2, 'https://www.linkedin.com/jobs/view/3912345678/', { title: 'Teamleider' })], 2);
    expect(await vacancyIds(1)).toEqual([1, 4]);
    expect(await vacancyIds(2)).toEqual([2]);

    // A sweep removes what the last sync did not see.
    await index.putMany([posting(1, 'https://www.nationalevacaturebank.nl/vacature/9f1a2b3c-1111-2222-3333-444455556666/x')], 3);
    expect(await index.sweep(3)).toBe(3);
    expect(await vacancyIds(1)).toEqual([1]);
    expect(await index.vacancy(4)).toEqual([]);
  });

  it('show each posting with its board, the first date, and the other boards for "Also on"', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z' }),
        posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', {
          publishDate: null,
          createdDate: '2026-03-01T08:00:00Z',
          closingDate: '2026-04-10T00:00:00Z',
        }),
        posting(3, 'https://jobs.example.org/p/3', { publishDate: '2026-03-15T09:00:00Z', status: 'CLOSED' }),
        posting(4, 'https://www.linkedin.com/jobs/view/3912345679/', { publishDate: '2026-03-14T09:00:00Z' }),
      ],
      1,
    );
    const view = vacancyView(await index.vacancy(1), NOW);
    expect(view.postings.map((p) => [p.id, p.board, p.closed])).toEqual([
      [2, 'Indeed', false],
      [1, 'LinkedIn Jobs', false],
      [4, 'LinkedIn Jobs', false],
      [3, 'jobs.example.org', true],
    ]);
    expect(view.firstSeen).toBe('2026-03-01T08:00:00.000Z');
    expect(view.boards).toBe(3);
    expect(alsoOn(view, 1).map((p) => [p.board, p.id])).toEqual([
      ['Indeed', 2],
      ['jobs.example.org', 3],
    ]);
  });

  it('count the boards of a vacancy by one rule in its details and in the lists: a posting without an address adds none', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z' }),
        posting(2, '', { publishDate: '2026-03-14T09:00:00Z' }),
        posting(3, '', { publishDate: '2026-03-13T09:00:00Z' }),
      ],
      1,
    );
    expect(await vacancyIds(1)).toEqual([1, 2, 3]);
    const view = vacancyView(await index.vacancy(1), NOW);
    expect(view.postings.map((p) => p.board)).toEqual(['LinkedIn Jobs', null, null]);
    expect(view.boards).toBe(1);
    // One board: the lists show each posting as a row of its own (reposts), and a mark stays on its row.
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 10 });
    expect(page.jobs.map((job) => job.id)).toEqual([2, 3, 1]);
    expect(page.boards).toEqual({});
    expect(await index.marks.with(2)).toEqual([2]);
    expect(countBoards([])).toBe(0);
    expect(countBoards([null, null])).toBe(1);
    expect(countBoards(['Indeed', null, 'Indeed', 'LinkedIn Jobs'])).toBe(2);
  });

  it('list a vacancy on several boards once, as its newest posting that matches, with its boards; reposts on one board stay rows', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z' }),
        posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', {
          publishDate: '2026-03-14T09:00:00Z',
          title: 'Medewerker Klantenservice',
        }),
        posting(3, 'https://jobs.example.org/p/3', { publishDate: '2026-03-13T09:00:00Z' }),
        // The same vacancy twice on one board, no other: two rows.
        posting(4, 'https://www.linkedin.com/jobs/view/1/', { employer: 'Beta', publishDate: '2026-03-10T09:00:00Z' }),
        posting(5, 'https://www.linkedin.com/jobs/view/2/', { employer: 'Beta', publishDate: '2026-03-11T09:00:00Z' }),
        posting(6, 'https://www.linkedin.com/jobs/view/3/', { employer: 'Gamma', title: 'Planner', publishDate: '2026-03-09T09:00:00Z' }),
      ],
      1,
    );
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 10 });
    expect(page.jobs.map((job) => job.id)).toEqual([2, 5, 4, 6]);
    expect(page).toMatchObject({ matches: 4, boards: { 2: 3 }, worked: { done: 0, of: 4 } });
    // A query that only an older posting matches lists that one, still once.
    const older = await index.search({ query: 'klantenservice', filters: {}, offset: 0, limit: 10 });
    expect(older.jobs.map((job) => job.id)).toEqual([2, 5, 4]);
    // Paging counts the vacancy once.
    expect((await index.search({ query: '', filters: {}, offset: 1, limit: 1 })).jobs.map((job) => job.id)).toEqual([5]);
    // A mark on the row goes to every posting it stands for; a repost on one board keeps its own.
    expect((await index.marks.with(2)).sort()).toEqual([1, 2, 3]);
    expect(await index.marks.with(5)).toEqual([5]);
    expect(await index.marks.with(99)).toEqual([99]);
  });

  it('give a posting that joins a marked vacancy later its latest mark, so the row listed stays marked; reposts on one board and marked postings keep theirs', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z' }),
        posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { publishDate: '2026-03-13T09:00:00Z' }),
        posting(4, 'https://www.linkedin.com/jobs/view/1/', { employer: 'Beta', publishDate: '2026-03-10T09:00:00Z' }),
      ],
      1,
    );
    for (const id of await index.marks.with(1)) await index.statuses.set(id, 'shortlisted', 1_000);
    for (const id of await index.marks.with(2)) await index.statuses.set(id, 'handled', 2_000);
    await index.statuses.set(4, 'notRelevant', 3_000);
    expect(await index.marks.toSpread()).toEqual(new Map());

    // A later sync: a copy on a third board (the newest posting: the row the lists show), a repost of
    // Beta's on the same board, and a posting of another vacancy.
    await index.putMany(
      [
        posting(7, 'https://jobs.example.org/p/7', { publishDate: '2026-03-25T09:00:00Z' }),
        posting(8, 'https://www.linkedin.com/jobs/view/8/', { employer: 'Beta', publishDate: '2026-03-21T09:00:00Z' }),
        posting(9, 'https://jobs.example.org/p/9', { employer: 'Other', title: 'Planner' }),
      ],
      1,
    );
    expect(await vacancyIds(1)).toEqual([1, 2, 7]);
    expect(await index.marks.toSpread()).toEqual(new Map([[7, 'handled']]));
    await index.statuses.set(7, 'handled', 4_000);
    const page = await index.search({ query: '', filters: {}, offset: 0, limit: 10 });
    expect(page.jobs[0]?.id).toBe(7);
    expect(await index.statuses.of([7, 8, 9])).toEqual({ 7: 'handled' });
    expect(await index.marks.toSpread()).toEqual(new Map());
  });

  it('group nothing while a full pass fills the index, keep up a grouping built before it, and collapse a snapshot only with one built', async () => {
    const three = [
      posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-12T09:00:00Z' }),
      posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { publishDate: '2026-03-14T09:00:00Z' }),
      posting(3, 'https://jobs.example.org/p/3', { publishDate: '2026-03-13T09:00:00Z' }),
    ];
    const listed = async (grouping?: 'build' | 'if-built') =>
      (await index.search({ query: '', filters: {}, offset: 0, limit: 10, grouping })).jobs.map((job) => job.id);
    index.fill(true);
    await index.putMany(three, 1);
    // A first sync's lists show every posting until it ends: no grouping is built meanwhile.
    expect(await listed()).toEqual([2, 3, 1]);
    expect(await listed('if-built')).toEqual([2, 3, 1]);
    index.fill(false);
    expect(await listed('if-built')).toEqual([2, 3, 1]);
    expect(await listed()).toEqual([2]);
    expect(await listed('if-built')).toEqual([2]);
    // The next full pass keeps the grouping it finds up to date: a new posting joins it.
    index.fill(true);
    await index.putMany([...three, posting(4, 'https://www.werk.nl/vacature/4', { publishDate: '2026-03-15T09:00:00Z' })], 2);
    expect(await listed()).toEqual([4]);
    expect(await vacancyIds(1)).toEqual([1, 2, 3, 4]);
    index.fill(false);
  });

  it('sum up an employer across the feed: open jobs, vacancies posted more than once, median days open, boards', async () => {
    await index.putMany(
      [
        posting(1, 'https://www.linkedin.com/jobs/view/3912345678/', { publishDate: '2026-03-01T09:00:00Z' }),
        posting(2, 'https://nl.indeed.com/viewjob?jk=0123456789abcdef', { publishDate: '2026-03-05T09:00:00Z', employer: 'ACME bv' }),
        posting(3, 'https://www.linkedin.com/jobs/view/5/', { title: 'Planner', publishDate: '2026-03-21T09:00:00Z' }),
        // Closed on 11 March, after 10 days open.
        posting(4, 'https://www.linkedin.com/jobs/view/6/', {
          title: 'Chauffeur',
          publishDate: '2026-03-01T09:00:00Z',
          closingDate: '2026-03-11T09:00:00Z',
        }),
        posting(5, 'https://www.linkedin.com/jobs/view/7/', { employer: 'Other', publishDate: '2026-03-02T09:00:00Z' }),
      ],
      1,
    );
    const view = await index.employer(2, NOW);
    expect(view).toMatchObject({
      name: 'ACME bv',
      jobs: 4,
      openIds: [3, 2, 1],
      openVacancies: 2,
      reposted: 1,
      // Open ones until 1 April: 31, 27 and 11 days; the closed one 10.
      medianDaysOpen: 19,
      boards: [
        { board: 'LinkedIn Jobs', jobs: 3 },
        { board: 'Indeed', jobs: 1 },
      ],
    });
    expect(view!.open.map((job) => job.id)).toEqual([3, 2, 1]);
    expect(await index.employer(99, NOW)).toBeNull();
  });
});
