/**
 * Content scripts for boards enabled after the build: the manifest registers the script for the
 * build-time boards only; every other enabled board whose host permission the user granted gets it
 * through `scripting.registerContentScripts`. Never on all sites: only granted, enabled boards.
 */
import { urlMatchesPattern } from '../boards';

export const RUNTIME_SCRIPT_ID = 'job-boards';
/** Where WXT puts the content script entrypoint `entrypoints/content.ts`. */
export const CONTENT_SCRIPT_FILE = 'content-scripts/content.js';

export interface ScriptingPort {
  /** Whether the extension holds host access for every page matching `pattern`. */
  granted(pattern: string): Promise<boolean>;
  registered(): Promise<string[] | null>;
  register(matches: string[]): Promise<void>;
  update(matches: string[]): Promise<void>;
  unregister(): Promise<void>;
}

/**
 * The match patterns the runtime script must cover: enabled boards' patterns that are granted and
 * not already covered by the manifest's static registration.
 */
export async function runtimeMatches(
  enabledPatterns: readonly string[],
  staticPatterns: readonly string[],
  port: Pick<ScriptingPort, 'granted'>,
): Promise<string[]> {
  const wanted = [...new Set(enabledPatterns)].filter((pattern) => !staticPatterns.includes(pattern));
  const granted = await Promise.all(wanted.map(async (pattern) => ((await port.granted(pattern).catch(() => false)) ? pattern : null)));
  return granted.filter((pattern): pattern is string => pattern !== null).sort();
}

/** Brings the registration in line with `matches`; returns what is registered afterwards. */
export async function syncRuntimeScript(matches: string[], port: ScriptingPort): Promise<string[]> {
  const current = await port.registered();
  if (matches.length === 0) {
    if (current) await port.unregister();
    return [];
  }
  if (!current) await port.register(matches);
  else if (current.slice().sort().join('\n') !== matches.join('\n')) await port.update(matches);
  return matches;
}

/** Whether a page is covered by one of `patterns` (used to skip pages the static script covers). */
export function coveredBy(url: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => urlMatchesPattern(url, pattern));
}
