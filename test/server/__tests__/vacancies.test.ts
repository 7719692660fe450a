/**
 * The vacancies dataset: deterministic, each vacancy posted 1 to 5 times on boards the extension
 * recognises, with the variations and near-misses it is made for; served with its ground truth; the
 * default dataset left as it was; and the grouping measured on it.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS, postingKeyFromUrl } from '../../../utils/boards/index.ts';
import { employerGroupKey, titleGroupKey } from '../../../utils/feed/vacancy-key.ts';
import { comparePairs } from '../../bench/vacancy-pairs.ts';
import { formatQuality, measureGroupingQuality } from '../../bench/vacancy-quality.ts';
import { DAY_MS, buildJob, buildSharedRecords, generateRows, type JobRow } from '../data.ts';
import { generateVacancyRows } from '../vacancies.ts';
import { call, start } from './helpers.ts';

const ANCHOR = Date.UTC(2026, 10, 22);
const BOARD = 'http://localhost:8788';
const options = (seed: number, jobs = 3000) => ({ jobs, seed, anchorMs: ANCHOR, boardUrl: BOARD });
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const { rows, truth } = generateVacancyRows(options(42));
const shared = buildSharedRecords(42, ANCHOR);
const description = (row: JobRow) => buildJob(row, shared, 42).description as string;
const byVacancy = new Map<number, JobRow[]>();
for (const row of rows) byVacancy.set(truth.get(row.id)!, [...(byVacancy.get(truth.get(row.id)!) ?? []), row]);
const onDemoBoard = (row: JobRow) => row.url.startsWith(`${BOARD}/`);

describe('the vacancies dataset', () => {
  it('is the same for the same seed and differs for another', () => {
    const again = generateVacancyRows(options(42));
    expect(sha256(again.rows)).toBe(sha256(rows));
    expect([...again.truth]).toEqual([...truth]);
    expect(again.rows.slice(0, 50).map(description)).toEqual(rows.slice(0, 50).map(description));
    expect(generateVacancyRows(options(43)).rows.map((r) => r.title)).not.toEqual(rows.map((r) => r.title));
  });

  it('has the jobs asked for, ids from 1001 with gaps of 1 to 3, each in the truth', () => {
    expect(rows).toHaveLength(3000);
    expect(rows[0]!.id).toBe(1001);
    expect(new Set(rows.slice(1).map((r, i) => r.id - rows[i]!.id))).toEqual(new Set([1, 2, 3]));
    expect(rows.every((r) => truth.get(r.id) === r.vacancy?.vacancyId)).toBe(true);
    expect(truth.size).toBe(rows.length);
  });

  it('posts each vacancy 1 to 5 times, 2 to 3 on average, once on the demo board', () => {
    const sizes = [...byVacancy.values()].map((postings) => postings.length);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(5);
    expect(rows.length / byVacancy.size).toBeGreaterThan(2);
    expect(rows.length / byVacancy.size).toBeLessThan(3);
    for (const postings of byVacancy.values()) expect(new Set(postings.filter(onDemoBoard).map((r) => r.url)).size).toBe(1);
  });

  it('puts every posting at a URL the built-in adapters recognise, one key per posting, shared only by a posting listed twice', () => {
    const vacancyOfKey = new Map<string, number>();
    let listedTwice = 0;
    for (const row of rows) {
      const key = postingKeyFromUrl(row.url, BUILTIN_BOARDS);
      expect(key, row.url).not.toBeNull();
      expect(key!.startsWith('demo:'), row.url).toBe(onDemoBoard(row));
      if (vacancyOfKey.has(key!)) {
        expect(vacancyOfKey.get(key!)).toBe(truth.get(row.id));
        listedTwice++;
      }
      vacancyOfKey.set(key!, truth.get(row.id)!);
    }
    expect(listedTwice).toBeGreaterThan(10);
    const boards = new Set([...vacancyOfKey.keys()].map((key) => key.split(':')[0]));
    expect(boards).toEqual(
      new Set(['demo', 'linkedin', 'indeed', 'nationale-vacaturebank', 'werk-nl', 'monsterboard', 'striive', 'freelance-nl', 'flextender']),
    );
  });

  it('writes one vacancy in several ways: legal forms, case, gender tags, prefixes, cities, remarks, agencies without an employer', () => {
    const employers = [...byVacancy.values()].map((postings) => new Set(postings.map((r) => r.employer).filter((e) => e !== null)));
    expect(employers.filter((names) => names.size > 1).length).toBeGreaterThan(100);
    for (const names of employers) expect(new Set([...names].map(employerGroupKey)).size).toBeLessThanOrEqual(1);
    const titles = rows.map((r) => r.title);
    for (const decoration of [/\(m\/v\/x\)/, / m\/v$/, /\(f\/m\/d\)/, /^Vacature:? /, / [–-] [A-Z]/, /\(\d+-\d+ uur\)/])
      expect(titles.filter((t) => decoration.test(t)).length, String(decoration)).toBeGreaterThan(10);
    const agencyRows = rows.filter((r) => r.employer === null);
    expect(agencyRows.length / rows.length).toBeGreaterThan(0.05);
    // An agency's copy: its own intro and outro, the vacancy's lines mostly kept, the employer not named.
    const named = (row: JobRow) => /^[\p{L} ]+$/u.test(row.employer ?? '');
    const copy = agencyRows.find((r) => byVacancy.get(truth.get(r.id)!)!.some(named))!;
    const original = byVacancy.get(truth.get(copy.id)!)!.find(named)!;
    const lines = (html: string) => new Set(html.split(/<\/?(?:p|li|ul)>/).filter((l) => l.trim().length > 20));
    const [copyLines, originalLines] = [lines(description(copy)), lines(description(original))];
    expect(copyLines).not.toEqual(originalLines);
    expect([...copyLines].filter((l) => originalLines.has(l)).length).toBeGreaterThanOrEqual(originalLines.size - 5);
    const employer = employerGroupKey(original.employer)!;
    expect(description(original).toLowerCase()).toContain(employer);
    expect(description(copy).toLowerCase()).not.toContain(employer);
  });

  it('has the near-misses: same title elsewhere, same employer with another title, reopened after 60 days, one agency for several vacancies', () => {
    const first = [...byVacancy].map(([vacancy, postings]) => {
      const employed = postings.find((r) => r.employer !== null);
      return {
        vacancy,
        employer: employerGroupKey(employed?.employer),
        title: titleGroupKey(employed?.title, employed?.city),
        at: Math.min(...postings.map((r) => r.publishDate!)),
      };
    });
    const near = (a: (typeof first)[number], b: (typeof first)[number]) => Math.abs(a.at - b.at) <= 60 * DAY_MS;
    let [sameTitle, sameEmployer, reopened] = [0, 0, 0];
    for (const a of first)
      for (const b of first) {
        if (a.vacancy >= b.vacancy || a.employer === null || b.employer === null) continue;
        if (a.title === b.title && a.employer !== b.employer && near(a, b)) sameTitle++;
        if (a.employer === b.employer && a.title !== b.title && near(a, b)) sameEmployer++;
        if (a.employer === b.employer && a.title === b.title) {
          expect(near(a, b), `vacancies ${a.vacancy} and ${b.vacancy}`).toBe(false);
          reopened++;
        }
      }
    expect(Math.min(sameTitle, sameEmployer, reopened)).toBeGreaterThan(5);
    // Agency copies of different vacancies sharing the agency's intro, with different text after it.
    const intros = new Map<string, Set<number>>();
    for (const row of rows.filter((r) => r.employer === null)) {
      const intro = description(row).split('\n')[0]!;
      intros.set(intro, (intros.get(intro) ?? new Set()).add(truth.get(row.id)!));
    }
    expect([...intros.values()].filter((vacancies) => vacancies.size > 1).length).toBeGreaterThan(3);
  });

  it('gives each vacancy a text of its own, with the boilerplate of real postings around it', () => {
    // The employer's own postings, without the employer's lines that all its vacancies share.
    const texts = [...byVacancy.values()].map((postings) => description(postings.find(onDemoBoard)!).replace(/<p>[^\n]*\n/, ''));
    expect(new Set(texts).size).toBe(texts.length);
    const linesOf = (text: string) => [...new Set(text.split(/<\/?(?:p|li|ul)>|\n/).filter((line) => line.trim() !== ''))];
    const uses = new Map<string, number>();
    for (const line of texts.flatMap(linesOf)) uses.set(line, (uses.get(line) ?? 0) + 1);
    // Headings and offers recur as in a real feed; at least two lines in five are found in at most 1% of the vacancies.
    const rare = texts.map((text) => linesOf(text).filter((line) => uses.get(line)! <= texts.length / 100).length / linesOf(text).length);
    expect(rare.reduce((a, b) => a + b) / rare.length).toBeGreaterThan(0.4);
    expect(Math.min(...rare)).toBeGreaterThan(0.2);
  });

  it('keeps at 100,000 jobs its rows compact', () => {
    const big = generateVacancyRows(options(7, 100_000));
    expect(big.rows).toHaveLength(100_000);
    expect(JSON.stringify(big.rows.slice(0, 1000)).length / 1000).toBeLessThan(1000);
  });
});

describe('the default dataset', () => {
  it('is what it was before the vacancies dataset came (seed 42, 2,000 jobs)', () => {
    const defaultRows = generateRows(options(42, 2000));
    expect(sha256(defaultRows)).toBe('83d82217bfb08fe9299a688b28b11873cd56b4705c5e33df728f4a12537160a4');
    expect(sha256(defaultRows.map((r) => buildJob(r, shared, 42)))).toBe(
      'e1345ac23ad7ea5b8c6ec1acf6cde49ba124acd0a9dc70d69794913b95ca3932',
    );
  });
});

describe('pairwise precision and recall', () => {
  it('counts the pairs of each group against the pairs of each vacancy', () => {
    // Vacancy 1 is jobs 1, 2, 3 (3 pairs), vacancy 2 is jobs 4, 5 (1 pair); groups {1, 2}, {3, 4}, {5}.
    const truth = new Map([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 2],
    ]);
    const groups = new Map([
      [1, 1],
      [2, 1],
      [3, 3],
      [4, 3],
      [5, 5],
    ]);
    const report = comparePairs(groups, truth, (id) => id === 3);
    expect(report.pairs).toEqual({ truePositive: 1, falsePositive: 1, falseNegative: 3 });
    expect([report.precision, report.recall, report.groups]).toEqual([0.5, 0.25, 3]);
    // Job 3 has no employer: its pairs (1-3, 2-3 missed; 3-4 wrongly joined) are the mixed ones.
    expect(report.byKind.mixed.pairs).toEqual({ truePositive: 0, falsePositive: 1, falseNegative: 2 });
    expect(comparePairs(truth, truth, () => false)).toMatchObject({ precision: 1, recall: 1 });
  });
});

describe('the server with the vacancies dataset', () => {
  it('serves the truth at GET /__test/vacancies, and no truth for the default dataset', async () => {
    const server = await start({ dataset: 'vacancies', jobs: 300, referenceDate: new Date(ANCHOR) });
    const plain = await start();
    try {
      const answer = await call<{ truth: Record<string, number> }>(`${server.apiUrl}/__test/vacancies`);
      expect(answer.status).toBe(200);
      const expected = generateVacancyRows({ ...options(3, 300), boardUrl: server.boardUrl }).truth;
      expect(answer.body.truth).toEqual(Object.fromEntries(expected));
      expect((await call(`${plain.apiUrl}/__test/vacancies`)).status).toBe(404);
    } finally {
      await Promise.all([server.close(), plain.close()]);
    }
  });

  it('refuses another DATASET on the command line', async () => {
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../main.ts')], {
      env: { ...process.env, PORT: '0', BOARD_PORT: '0', DATASET: 'jobs' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(2);
    expect(output).toMatch(/^Invalid configuration: DATASET must be one of default, vacancies, not "jobs"/);
  });

  it('is grouped with precision >= 0.98 and recall >= 0.90 (3,000 jobs)', async () => {
    const server = await start({ dataset: 'vacancies', jobs: 3000, seed: 42 });
    try {
      const quality = await measureGroupingQuality(server.apiUrl);
      console.log(formatQuality(quality));
      expect(quality.jobs).toBe(3000);
      expect(quality.precision).toBeGreaterThanOrEqual(0.98);
      expect(quality.recall).toBeGreaterThanOrEqual(0.9);
    } finally {
      await server.close();
    }
  });
});
