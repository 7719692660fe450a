/** The command line: `node test/server/main.ts` starts, prints where it listens, and stops on SIGTERM. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

function run(env: Record<string, string>): { output: () => string; exited: Promise<number | null>; kill: () => void } {
  const child = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { output: () => output, exited, kill: () => child.kill('SIGTERM') };
}

describe('main.ts', () => {
  it('serves on the ports given, prints the demo credentials, and exits 0 on SIGTERM', async () => {
    const cli = run({ PORT: '0', BOARD_PORT: '0', JOBS: '50', SEED: '5' });
    const deadline = Date.now() + 15_000;
    while (!/Demo credentials/.test(cli.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const out = cli.output();
    expect(out).toContain('demo / demo1234');
    const apiUrl = /Reference Job Feed API: (http:\/\/\S+)/.exec(out)![1]!;
    const boardUrl = /Demo job board:\s+(http:\/\/\S+)/.exec(out)![1]!;
    expect(boardUrl).toMatch(/^http:\/\/localhost:\d+$/);
    const answer = await fetch(`${apiUrl}/api/feed/jobs/count`);
    expect(answer.status).toBe(401);
    cli.kill();
    expect(await cli.exited).toBe(0);
  });

  it('exits 2 with a clear message on an invalid setting', async () => {
    const invalid: Record<string, string>[] = [{ JOBS: 'many' }, { PORT: '70000' }, { JWT_SECRET: 'short' }];
    for (const env of invalid) {
      const cli = run({ PORT: '0', BOARD_PORT: '0', ...env });
      expect(await cli.exited).toBe(2);
      expect(cli.output()).toMatch(/^Invalid configuration: (JOBS|PORT|JWT_SECRET) /);
    }
  });
});
