/**
 * For the profiling tools (profile-sync.ts, heap-profile.ts): the extension built unminified for a
 * reference server and opened in Chromium with a debugging port, and a DevTools protocol connection
 * to its service worker (commands, and the events of one method collected).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { chromium, type BrowserContext } from 'playwright-core';
import { ROOT } from '../e2e/harness/build.ts';
import { CHROMIUM, chromiumArgs } from '../e2e/harness/chromium.ts';

/**
 * Builds the extension for `apiUrl` into `.output/bench/<name>` (unminified: profiles read function
 * names; `minified` builds what ships) and opens it in Chromium with the profile `profileDir`: the
 * context, the extension's id and the DevTools port.
 */
export async function openProfiled(
  apiUrl: string,
  name: string,
  profileDir: string,
  { minified = false } = {},
): Promise<{ context: BrowserContext; id: string; port: number }> {
  const outDir = path.join(ROOT, '.output/bench', name);
  await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/wxt'), ['build', '--mode', 'bench'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', WXT_API_BASE_URL: apiUrl, WXT_OUT_DIR: outDir, WXT_UNMINIFIED: String(!minified) },
  });
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...chromiumArgs(path.join(outDir, 'chrome-mv3-bench')), '--remote-debugging-port=0'],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const port = Number((await readFile(path.join(profileDir, 'DevToolsActivePort'), 'utf8')).split('\n')[0]);
  return { context, id: new URL(worker.url()).host, port };
}
export interface WorkerSession {
  /** A command; with `sessionId`, to a target attached in flat mode (`Target.attachToTarget`, `flatten`). */
  send<T>(method: string, params?: object, sessionId?: string): Promise<T>;
  /** The params of each event named `method` received so far. */
  events(method: string): unknown[];
  /** The params of the next event named `method`. */
  next(method: string): Promise<unknown>;
  close(): void;
}

/** A DevTools protocol connection to the target at `webSocketUrl` (a worker's, or the browser's own). */
export async function devtoolsSession(webSocketUrl: string): Promise<WorkerSession> {
  const socket = new WebSocket(webSocketUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  const received = new Map<string, unknown[]>();
  const awaited = new Map<string, ((params: unknown) => void)[]>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; method?: string; params?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    else if (message.method !== undefined) {
      const list = received.get(message.method) ?? [];
      list.push(message.params);
      received.set(message.method, list);
      for (const resolve of awaited.get(message.method) ?? []) resolve(message.params);
      awaited.delete(message.method);
    }
  });
  return {
    send<T>(method: string, params: object = {}, sessionId?: string): Promise<T> {
      const id = next++;
      return new Promise<T>((resolve) => {
        waiting.set(id, (result) => resolve(result as T));
        socket.send(JSON.stringify({ id, method, params, ...(sessionId === undefined ? {} : { sessionId }) }));
      });
    },
    events: (method) => received.get(method) ?? [],
    next: (method) => new Promise((resolve) => awaited.set(method, [...(awaited.get(method) ?? []), resolve])),
    close: () => socket.close(),
  };
}

/** The connection to the extension's service worker, found among the browser's targets. */
export async function workerSession(port: number): Promise<WorkerSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    url: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((t) => t.type === 'service_worker' && t.url.startsWith('chrome-extension://'));
  if (!target) throw new Error('no extension service worker');
  return devtoolsSession(target.webSocketDebuggerUrl);
}
