/**
 * `node test/bench/heap-profile.ts [jobs]`: what the extension's service worker holds once it has
 * synced `jobs` jobs (100,000 by default) and answered a search as the popup asks it (which builds
 * the vacancy grouping). Takes a heap snapshot of the worker after a collection, writes it to
 * `.output/bench/worker.heapsnapshot` (open it in DevTools' Memory panel) and prints the heap in
 * bytes a job: by kind of object, and by what holds it (the object and field that first reach it).
 * Not part of `npm run bench`: the bench measures the peak heap, this finds what makes it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startReferenceServer } from '../server/app.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { ROOT, tempProfile } from '../e2e/harness/build.ts';
import { waitForSync } from '../e2e/harness/background.ts';
import { signInWithForm } from '../e2e/harness/sign-in.ts';
import { openProfiled, workerSession } from './worker-session.ts';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** Bytes by key, printed largest first as bytes a job. */
function print(title: string, totals: Map<string, [number, number]>, jobs: number, rows = 25): void {
  console.log(`\n${title}`);
  for (const [key, [bytes, count]] of [...totals].sort((a, b) => b[1][0] - a[1][0]).slice(0, rows))
    console.log(
      `  ${(bytes / jobs).toFixed(1).padStart(7)} B/job ${(bytes / 1e6).toFixed(2).padStart(8)} MB ${String(count).padStart(9)}  ${key}`,
    );
}

function summarize(snap: Snapshot, jobs: number): void {
  const { meta } = snap.snapshot;
  const [NF, EF] = [meta.node_fields.length, meta.edge_fields.length];
  const [T, N, S, EC] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f)) as [
    number,
    number,
    number,
    number,
  ];
  const [ET, EN, TO] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f)) as [number, number, number];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / NF;
  const type = (i: number) => meta.node_types[0][nodes[i * NF + T]!]!;
  const kind = (i: number) => {
    const t = type(i);
    if (!t.includes('string')) return t === 'number' ? 'heap number' : `${t} ${strings[nodes[i * NF + N]!]!.slice(0, 50)}`;
    const length = strings[nodes[i * NF + N]!]!.length;
    return `${t}, ${length < 20 ? 'under 20' : length < 60 ? '20 to 59' : length < 120 ? '60 to 119' : '120 or more'} characters`;
  };
  // Each object's first holder by a strong edge, and that edge's name.
  const holder = new Int32Array(count).fill(-1);
  const field = new Array<string>(count);
  for (let i = 0, e = 0; i < count; i++) {
    for (const end = e + nodes[i * NF + EC]! * EF; e < end; e += EF) {
      const edgeType = meta.edge_types[0][edges[e + ET]!]!;
      const to = edges[e + TO]! / NF;
      if (edgeType === 'weak' || edgeType === 'shortcut' || holder[to] !== -1) continue;
      holder[to] = i;
      field[to] = edgeType === 'element' || edgeType === 'hidden' ? '[]' : String(strings[edges[e + EN]!]);
    }
  }
  const byKind = new Map<string, [number, number]>();
  const byHolder = new Map<string, [number, number]>();
  let all = 0;
  const add = (totals: Map<string, [number, number]>, key: string, bytes: number) => {
    const entry = totals.get(key) ?? [0, 0];
    entry[0] += bytes;
    entry[1]++;
    totals.set(key, entry);
  };
  for (let i = 0; i < count; i++) {
    const bytes = nodes[i * NF + S]!;
    if (bytes === 0) continue;
    all += bytes;
    add(byKind, kind(i), bytes);
    // The path up to the nearest object of a class of ours (not a plain Object, Array or Map).
    const path: string[] = [];
    let at = i;
    for (let depth = 0; depth < 8 && holder[at]! >= 0; depth++) {
      path.unshift(field[at]!);
      at = holder[at]!;
      if (type(at) === 'object' && !/^(Object|Array|Map|Set|system \/)/.test(strings[nodes[at * NF + N]!]!)) break;
    }
    add(
      byHolder,
      `${kind(i).split(',')[0]} <- ${type(at) === 'object' ? strings[nodes[at * NF + N]!] : type(at)}.${path.join('.')}`,
      bytes,
    );
  }
  console.log(`worker heap after a collection: ${(all / 1e6).toFixed(1)} MB, ${(all / jobs).toFixed(0)} bytes a job`);
  print('by kind', byKind, jobs);
  print('by holder (a row held by a list of the grouping counts there)', byHolder, jobs, 40);
}

const jobs = Number(process.argv[2] ?? 100_000);
const out = path.join(ROOT, '.output/bench');
await mkdir(out, { recursive: true });
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id, port } = await openProfiled(server.apiUrl, 'build-heap', profileDir.dir);
  try {
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html`);
    await signInWithForm(popup);
    await waitForSync(popup, 'the first sync', { indexed: jobs }, 3_600_000);
    const search = await askBackground(popup, { type: 'jobs.search', query: '', filters: {}, offset: 0, limit: 50 });
    if (!search.ok) throw new Error(`the search failed: ${JSON.stringify(search)}`);
    const session = await workerSession(port);
    await session.send('HeapProfiler.enable');
    await session.send('HeapProfiler.collectGarbage');
    await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    const text = session
      .events('HeapProfiler.addHeapSnapshotChunk')
      .map((event) => (event as { chunk: string }).chunk)
      .join('');
    session.close();
    await writeFile(path.join(out, 'worker.heapsnapshot'), text);
    summarize(JSON.parse(text) as Snapshot, jobs);
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
