/**
 * The reference server in a process of its own (`node test/server/main.ts`), for a bench case that
 * stands for an API across the internet: that API's work (its queries, its JSON) runs on its own
 * machine, not on the thread of the client that waits for it. In the bench's own process the server
 * and the client would take turns on one thread, and each page's serving would count as the client's.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const MAIN = path.join(import.meta.dirname, '../server/main.ts');

export interface ServerProcess {
  apiUrl: string;
  /** Delays every answer by this many ms (`PUT /__test/faults`, as the e2e harness sets faults). */
  setLatency(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startServerProcess(jobs: number, seed = 42): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, PORT: '0', BOARD_PORT: '0', HOST: '127.0.0.1', JOBS: String(jobs), SEED: String(seed) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const apiUrl = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const url = /^Reference Job Feed API: (\S+)/.exec(line)?.[1];
      if (url !== undefined) resolve(url);
    });
    void exited.then((code) => reject(new Error(`the reference server exited with ${code} before it listened`)));
  });
  return {
    apiUrl,
    async setLatency(ms) {
      const response = await fetch(`${apiUrl}/__test/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ latencyMs: ms }),
      });
      if (response.status !== 200) throw new Error(`setting a latency of ${ms} ms answered ${response.status}`);
    },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
