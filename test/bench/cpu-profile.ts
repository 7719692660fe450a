/**
 * A V8 CPU profile as the DevTools protocol's `Profiler.stop` gives it, and its self time by key:
 * what profile-sync.ts and first-search.ts print.
 */

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A node by its script's file name (or its function's name where it has no script). */
export const byFile = (node: ProfileNode): string => node.callFrame.url.split('/').pop() || node.callFrame.functionName;

/** A node by its function, file and line (0-based, as the profile gives it). */
export const byFunction = (node: ProfileNode): string =>
  `${node.callFrame.functionName || '(anonymous)'} ${byFile(node)}:${node.callFrame.lineNumber}`;

/** Self time in ms per key (function, or file), largest first. */
export function selfTimes(profile: CpuProfile, key: (node: ProfileNode) => string): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const k = key(node);
    totals.set(k, (totals.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}
