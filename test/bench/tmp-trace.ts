import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startReferenceServer } from '../server/app.ts';
import { tempProfile, ROOT } from '../e2e/harness/build.ts';
import { askBackground } from '../e2e/harness/ask.ts';
import { DEMO_USER } from '../e2e/harness/server.ts';
import { openProfiled } from './worker-session.ts';
const jobs = Number(process.argv[2] ?? 20_000);
const server = await startReferenceServer({ port: 0, boardPort: 0, jobs, seed: 42 });
const profileDir = await tempProfile();
try {
  const { context, id, port } = await openProfiled(server.apiUrl, 'build-trace', profileDir.dir);
  try {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((r) => socket.addEventListener('open', r, { once: true }));
    let next = 1;
    const waiting = new Map<number, (v: unknown) => void>();
    const events: unknown[] = [];
    let done: (() => void) | null = null;
    socket.addEventListener('message', (e) => {
      const m = JSON.parse(String(e.data));
      if (m.id) waiting.get(m.id)?.(m.result ?? m.error);
      else if (m.method === 'Tracing.dataCollected') events.push(...m.params.value);
      else if (m.method === 'Tracing.tracingComplete') done?.();
    });
    const send = (method: string, params = {}) => new Promise((r) => { const i = next++; waiting.set(i, r); socket.send(JSON.stringify({ id: i, method, params })); });
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${id}/popup.html`);
    await popup.getByLabel('Username').fill(DEMO_USER.username);
    await popup.getByLabel('Password').fill(DEMO_USER.password);
    console.log(await send('Tracing.start', { traceConfig: { includedCategories: ['toplevel', 'v8', 'v8.execute', 'disabled-by-default-v8.gc', 'devtools.timeline', 'blink', 'loading', 'IndexedDB', 'mojom', 'ipc', 'disabled-by-default-devtools.timeline', 'ServiceWorker', 'net'], recordMode: 'recordContinuously' } , bufferUsageReportingInterval: 1000}));
    const start = performance.now();
    await popup.getByRole('button', { name: 'Sign in' }).click();
    for (;;) {
      const reply = await askBackground(popup, { type: 'sync.status' });
      if (reply.ok && reply.value.indexed >= jobs && reply.value.state.status === 'idle') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log('sync', ((performance.now() - start) / 1000).toFixed(1), 's');
    const complete = new Promise<void>((r) => (done = r));
    await send('Tracing.end');
    await complete;
    await writeFile(path.join(ROOT, '.output/bench/trace.json'), JSON.stringify(events));
    console.log('events', events.length);
    socket.close();
  } finally {
    await context.close();
  }
} finally {
  await profileDir.remove();
  await server.close();
}
