/**
 * Grouping rules (1) and (2): the same posting key; the same employer and title within 60 days,
 * whatever the boards' spelling. Near-misses stay apart (same title at another employer, same
 * employer with another title, a repost a year later). Groups do not depend on the input's order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionHash, hashHalves, hashParts, partsDistance } from '../description-hash';
import { groupVacancies, NEAR_IDENTICAL_BITS, SAME_TITLE_BITS, VacancyGrouping, vacancyKeysOf, type GroupableJob } from '../vacancy-groups';

const job = (id: number, fields: Partial<GroupableJob> = {}): GroupableJob => ({
  id,
  postingKey: null,
  employer: 'Acme B.V.',
  title: 'Java developer',
  city: 'Utrecht',
  publishDate: '2026-03-01T09:00:00Z',
  closingDate: null,
  ...fields,
});

function groups(jobs: GroupableJob[]): number[][] {
  const byGroup = new Map<number, number[]>();
  for (const [id, group] of groupVacancies(jobs)) byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  return [...byGroup.values()].map((ids) => ids.sort((a, b) => a - b)).sort((a, b) => a[0]! - b[0]!);
}

describe('vacancy groups', () => {
  it('join the same vacancy across boards and keep near-misses apart', () => {
    const jobs = [
      job(1),
      job(2, { employer: 'ACME bv', title: 'Java Developer (m/v) - Utrecht', publishDate: '2026-03-20T09:00:00Z' }),
      job(3, { employer: 'Acme', title: 'Vacature: java developer', publishDate: null, closingDate: '2026-04-10T00:00:00Z' }),
      job(4, { employer: 'Other BV' }),
      job(5, { title: 'Java tester' }),
      job(6, { publishDate: '2027-03-01T09:00:00Z' }),
      job(7, { employer: null }),
      job(8, { employer: 'Different', title: 'Planner', postingKey: 'nvb:123' }),
      job(9, { employer: 'Another', title: 'Chauffeur', postingKey: 'nvb:123' }),
    ];
    expect(groups(jobs)).toEqual([[1, 2, 3], [4], [5], [6], [7], [8, 9]]);
  });

  it('join an agency copy without employer by its description, and only then (the description rule)', () => {
    const words = (prefix: string) => Array.from({ length: 60 }, (_, i) => `${prefix}${i}`).join(' ');
    const original = descriptionHash(`<p>${words('taak')}</p>`);
    const agencyCopy = descriptionHash(`<p>Voor een opdrachtgever in Utrecht zoeken wij: ${words('taak')}. Bel ons!</p>`);
    const other = descriptionHash(`<p>${words('ander')}</p>`);
    const otherAgency = descriptionHash(`<p>Namens een klant in de zorg: ${words('taak')}</p>`);
    const jobs = [
      job(1, { descriptionHash: original }),
      // The same title: a copy with an agency's intro and outro.
      job(2, { employer: null, title: 'Java Developer (m/v/x)', descriptionHash: agencyCopy }),
      // Another title: only a near-identical text joins.
      job(3, { employer: null, title: 'Ervaren Java ontwikkelaar', descriptionHash: original }),
      job(4, { employer: null, title: 'Java programmeur', descriptionHash: otherAgency }),
      job(5, { employer: null, title: 'Java developer', descriptionHash: other }),
      // Another employer with the very same text (a shared template): a copy joins one vacancy, its
      // best match (here the smaller id of two equally near), never both, so they stay apart.
      job(6, { employer: 'Beta', title: 'Planner', descriptionHash: original }),
      job(7, { employer: null, descriptionHash: null }),
    ];
    const bitsApart = (a: string | null, b: string | null) => partsDistance(hashParts(hashHalves(a)), hashParts(hashHalves(b)));
    expect(bitsApart(original, agencyCopy)).toBeGreaterThan(NEAR_IDENTICAL_BITS);
    expect(bitsApart(original, agencyCopy)).toBeLessThanOrEqual(SAME_TITLE_BITS);
    for (const near of [original, agencyCopy]) expect(bitsApart(near, otherAgency)).toBeGreaterThan(NEAR_IDENTICAL_BITS);
    expect(groups(jobs)).toEqual([[1, 2, 3], [4], [5], [6], [7]]);
    expect(groups(jobs.filter((j) => j.id !== 1))).toEqual([[2], [3, 6], [4], [5], [7]]);
  });

  it("added one by one, keep each group's members and name it by its smallest id", () => {
    const grouping = new VacancyGrouping();
    for (const id of [5, 3, 9]) grouping.add(vacancyKeysOf(job(id)));
    grouping.add(vacancyKeysOf(job(1, { employer: 'Other' })));
    expect([...grouping.groupOf(9)].sort()).toEqual([3, 5, 9]);
    expect(grouping.root(9)).toBe(3);
    expect(grouping.groupOf(1)).toEqual([1]);
    expect(grouping.groupOf(2)).toEqual([]);
    expect(() => grouping.add(vacancyKeysOf(job(3)))).toThrow(/grouped already/);
  });

  it('count the window from the first posting: a repost 50 days on joins, one 100 days on starts the next vacancy', () => {
    const jobs = [
      job(1),
      job(2, { publishDate: '2026-04-20T09:00:00Z' }),
      job(3, { publishDate: '2026-06-09T09:00:00Z' }),
      job(4, { publishDate: '2026-06-30T09:00:00Z' }),
    ];
    expect(groups(jobs)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // Added one by one, newest first: the older ones each move where the later vacancy starts.
    const grouping = new VacancyGrouping();
    for (const each of [...jobs].reverse()) grouping.add(vacancyKeysOf(each));
    expect(grouping.stale).toBe(true);
    // Oldest first, each joins its vacancy or starts the next.
    const inOrder = new VacancyGrouping();
    for (const each of jobs) inOrder.add(vacancyKeysOf(each));
    expect(inOrder.stale).toBe(false);
    expect([1, 2, 3, 4].map((id) => inOrder.root(id))).toEqual([1, 1, 3, 3]);
  });

  it('are the same whatever order the jobs come in, and symmetric', () => {
    const arbitraryJob = fc.record({
      id: fc.integer({ min: 1, max: 40 }),
      postingKey: fc.constantFrom(null, 'a:1', 'a:2'),
      employer: fc.constantFrom(null, 'Acme B.V.', 'acme', 'Beta'),
      title: fc.constantFrom('Java developer', 'Java Developer (m/v)', 'Planner'),
      city: fc.constantFrom(null, 'Utrecht'),
      publishDate: fc.constantFrom(null, '2026-01-01T00:00:00Z', '2026-02-15T00:00:00Z', '2026-06-01T00:00:00Z'),
      closingDate: fc.constantFrom(null, '2026-03-01T00:00:00Z'),
      descriptionHash: fc.constantFrom(null, '0000000000000000', '0000000000000007', 'ffff0000ffff0000'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryJob, { selector: (j) => j.id, maxLength: 25 }), fc.infiniteStream(fc.nat()), (jobs, seeds) => {
        const shuffled = [...jobs].sort(() => (seeds.next().value % 3) - 1);
        expect(groups(shuffled)).toEqual(groups(jobs));
      }),
    );
  });

  it('added one at a time, agree with the whole set grouped at once, or say they are stale', () => {
    const arbitraryJob = fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      postingKey: fc.constantFrom(null, 'a:1'),
      employer: fc.constantFrom(null, null, 'Acme B.V.', 'Beta'),
      title: fc.constantFrom('Java developer', 'Planner'),
      city: fc.constant(null),
      publishDate: fc.constantFrom('2026-01-01T00:00:00Z', '2026-02-15T00:00:00Z', '2026-06-01T00:00:00Z'),
      closingDate: fc.constant(null),
      descriptionHash: fc.constantFrom(null, '0000000000000000', '0000000000000007', '000000000000ffff', 'ffff0000ffff0000'),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryJob, { selector: (j) => j.id, maxLength: 20 }), (jobs) => {
        const whole = VacancyGrouping.of(jobs.map(vacancyKeysOf));
        const oneByOne = new VacancyGrouping();
        for (const job of jobs) oneByOne.add(vacancyKeysOf(job));
        if (oneByOne.stale) return;
        for (const job of jobs) expect(oneByOne.root(job.id), `job ${job.id}`).toBe(whole.root(job.id));
      }),
      { numRuns: 3000 },
    );
  });

  it("tell by a bit per id the jobs whose vacancy is on several boards, as the groups' members count them, for any ids", () => {
    const arbitraryJob = fc.record({
      id: fc.integer({ min: 1, max: 30 }),
      postingKey: fc.constantFrom(null, 'a:1'),
      url: fc.constantFrom(null, undefined, 'https://board-one.example/v/1', 'https://www.board-two.example/v/2', 'not an address'),
      employer: fc.constantFrom(null, 'Acme B.V.', 'Beta'),
      title: fc.constantFrom('Java developer', 'Planner'),
      city: fc.constant(null),
      publishDate: fc.constantFrom('2026-01-01T00:00:00Z', '2026-02-15T00:00:00Z', '2026-06-01T00:00:00Z'),
      closingDate: fc.constant(null),
      descriptionHash: fc.constantFrom(null, '0000000000000000', '0000000000000007'),
    });
    // Ids in the bits, across their upper end, and beyond it (id-set.ts keeps those in a Set).
    const offsets = fc.constantFrom(0, 2 ** 26 - 15, 2 ** 40);
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryJob, { selector: (j) => j.id, maxLength: 20 }), offsets, fc.boolean(), (jobs, offset, whole) => {
        const keys = jobs.map((j) => vacancyKeysOf({ ...j, id: j.id + offset }));
        const grouping = whole ? VacancyGrouping.of(keys) : new VacancyGrouping();
        if (!whole) for (const k of keys) grouping.add(k);
        for (let id = offset; id <= offset + 31; id++) {
          const members = grouping.groupOf(id);
          expect(grouping.onSeveralBoards(id), `job ${id}`).toBe(grouping.boardsOf(id) > 1);
          if (members.length === 0) expect(grouping.root(id)).toBe(id);
          for (const member of members) {
            expect([...grouping.groupOf(member)].sort()).toEqual([...members].sort());
            expect(grouping.root(member)).toBe(Math.min(...members));
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never chain two employers through copies of one template', () => {
    const template = descriptionHash(`<p>${Array.from({ length: 60 }, (_, i) => `sjabloon${i}`).join(' ')}</p>`);
    const jobs = [
      ...Array.from({ length: 20 }, (_, i) => job(i + 1, { employer: `Werkgever ${i}`, title: 'Planner', descriptionHash: template })),
      ...Array.from({ length: 20 }, (_, i) => job(i + 101, { employer: null, title: 'Planner', descriptionHash: template })),
    ];
    const largest = Math.max(...groups(jobs).map((group) => group.length));
    expect(largest).toBe(21);
  });
});
