/**
 * For the profiling tools: CPU time of a Chromium instance's processes, read from Linux's /proc, by
 * kind (the browser process, where IndexedDB does its work; the renderers, the extension's service
 * worker among them; the network service; …). A sync on this 2-core machine runs in three busy
 * processes, the reference server's among them, so where their CPU goes says as much as the wall time.
 * For the bench: a wait until the whole machine is quiet, before a load whose time is compared.
 */
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessInfo {
  parent: number;
  /** User and system time, in clock ticks (1/100 s on Linux). */
  ticks: number;
  /** Chromium's own name for the process: its `--type` (and utility sub-type), `browser` without one. */
  kind: string;
  named: boolean;
}

/** The fields of a /proc `stat` file after the command's name (which may hold spaces): parent at 1, user and system ticks at 11 and 12. */
function statFields(file: string): string[] {
  return readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
}

/** User and system time in a `stat` file's fields, in clock ticks. */
const ticksOf = (fields: readonly string[]) => Number(fields[11]) + Number(fields[12]);

function processes(marker: string): Map<number, ProcessInfo> {
  const found = new Map<number, ProcessInfo>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const fields = statFields(`/proc/${pid}/stat`);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      // Chromium's child processes rewrite their command line as one string, its arguments joined by spaces.
      const args = cmdline.split(/[\0 ]/);
      const type = args.find((arg) => arg.startsWith('--type='))?.slice('--type='.length);
      // `network.mojom.NetworkService`: its last part names it.
      const sub = args
        .find((arg) => arg.startsWith('--utility-sub-type='))
        ?.slice('--utility-sub-type='.length)
        .split('.')
        .pop();
      found.set(Number(pid), {
        parent: Number(fields[1]),
        ticks: ticksOf(fields),
        kind: type ? (sub ? `${type} ${sub}` : type) : 'browser',
        named: cmdline.includes(marker),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** Whether a process is one of the profile's: it or an ancestor names the profile. */
function ofProfile(all: ReadonlyMap<number, ProcessInfo>): (pid: number) => boolean {
  return (pid) => {
    for (let at: number | undefined = pid; at !== undefined && at > 1; at = all.get(at)?.parent) {
      if (all.get(at)?.named) return true;
    }
    return false;
  };
}

/**
 * CPU seconds so far of each kind of process whose command line names `marker` (a profile folder),
 * their descendants included (the zygote's children name no profile).
 */
export function cpuByKind(marker: string): Map<string, number> {
  const all = processes(marker);
  const counted = ofProfile(all);
  const seconds = new Map<string, number>();
  for (const [pid, { ticks, kind }] of all) if (counted(pid)) seconds.set(kind, (seconds.get(kind) ?? 0) + ticks / 100);
  return seconds;
}

/**
 * CPU seconds so far of each thread of `marker`'s Chromium, keyed by its process's kind and its
 * Linux 15-character name (`renderer/CrRendererMain`, `renderer/ServiceWorker t` for a service
 * worker's thread), threads of one name summed: what a process's figure is made of (a renderer's
 * busy main thread is a page at work, not the worker). The V8 profiler counts as idle whatever a
 * thread does outside JavaScript (a response body read and decoded, IndexedDB's callbacks,
 * messages), so a worker it calls half idle may be busy all along.
 */
export function cpuByThread(marker: string): Map<string, number> {
  const all = processes(marker);
  const counted = ofProfile(all);
  const seconds = new Map<string, number>();
  for (const [pid, { kind }] of all) {
    if (!counted(pid)) continue;
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const key = `${kind}/${readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()}`;
        seconds.set(key, (seconds.get(key) ?? 0) + ticksOf(statFields(`/proc/${pid}/task/${tid}/stat`)) / 100);
      }
    } catch {
      // The process or thread ended meanwhile.
    }
  }
  return seconds;
}

/** CPU seconds so far of every process of `marker`'s Chromium, all kinds together. */
export function cpuSeconds(marker: string): number {
  return [...cpuByKind(marker).values()].reduce((a, b) => a + b, 0);
}

/** What each kind used between two readings of `cpuByKind`, largest first. */
export function cpuSpent(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): [string, number][] {
  return [...after]
    .map(([kind, seconds]): [string, number] => [kind, seconds - (before.get(kind) ?? 0)])
    .filter(([, seconds]) => seconds > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** The machine's CPU ticks (1/100 s, all cores together) so far: busy, and in all. */
function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  // idle and iowait
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/** How long a wait for a quiet machine lasts at most: the work a load leaves behind takes 300 ms or less here. */
export const QUIET_DEADLINE_MS = 1_000;

/**
 * Resolves once a window of `windowMs` passes with at most `busyShare` of the machine's CPU in use,
 * or after `deadlineMs` (a machine that is never quiet is measured as it is, and the bench says how
 * often that happened); answers how long it waited. The work a page leaves behind (the extension's
 * answers to its content script, the browser's IndexedDB reads) would otherwise land in the next
 * load measured, whichever browser makes it.
 */
export async function quietMachine(windowMs = 100, busyShare = 0.1, deadlineMs = QUIET_DEADLINE_MS): Promise<number> {
  const start = performance.now();
  for (;;) {
    const before = machineTicks();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = machineTicks();
    const total = after.total - before.total;
    if ((total > 0 && (after.busy - before.busy) / total <= busyShare) || performance.now() - start >= deadlineMs) {
      return performance.now() - start;
    }
  }
}
