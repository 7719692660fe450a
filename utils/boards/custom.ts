/**
 * A board the user added by match pattern. Nothing is known about its URLs, so pages are matched to
 * feed jobs by normalized URL only, and any link on its pages may be a posting.
 */
import { normalizeMatchPattern } from '../config/patterns';
import type { BoardAdapter } from './types';

/** Throws with the reason when the pattern is not a usable job-board pattern. */
export function customBoardAdapter(pattern: string, name?: string): BoardAdapter {
  const normalized = normalizeMatchPattern(pattern);
  const host = /^[^:]+:\/\/(?:\*\.)?([^/]+)/.exec(normalized)?.[1] ?? normalized;
  return {
    id: `custom:${normalized}`,
    name: name?.trim() || host,
    matches: [normalized],
    posting: [],
    pageIdSources: [],
    resultLinkSelector: 'a[href]',
    // No markers on a custom board (utils/background/page-matching.ts): which of its pages list postings is unknown.
    resultPages: [],
    builtIn: false,
    enabledByDefault: true,
  };
}
