/**
 * Which job boards are on: the built-in adapters the user did not switch off, the boards named at
 * build time (WXT_JOB_BOARDS) and the user's custom boards that are switched on. Posting keys are
 * always computed with every built-in adapter, so that switching a board off and on never leaves the index's keys stale.
 */
import { BUILTIN_BOARDS } from './builtin';
import { customBoardAdapter } from './custom';
import { urlMatchesPattern } from './match';
import type { BoardAdapter } from './types';
import type { Settings } from '../settings/schema';

/** The adapters posting keys are computed with, in the index and when matching a page alike. */
export const KEY_ADAPTERS: readonly BoardAdapter[] = BUILTIN_BOARDS;

function isEnabled(board: BoardAdapter, settings: Settings | null): boolean {
  return settings?.boardToggles[board.id] ?? board.enabledByDefault;
}

export function enabledBoards(settings: Settings | null, buildPatterns: readonly string[]): BoardAdapter[] {
  const boards = BUILTIN_BOARDS.filter((board) => isEnabled(board, settings));
  buildPatterns.forEach((pattern) => boards.push(customBoardAdapter(pattern, 'Build-time board')));
  for (const custom of settings?.customBoards ?? []) {
    if (!custom.enabled) continue;
    try {
      boards.push(customBoardAdapter(custom.pattern, custom.name));
    } catch {
      // A stored pattern that no longer validates enables nothing.
    }
  }
  return boards;
}

export function isBoardUrl(url: string, settings: Settings | null, buildPatterns: readonly string[]): boolean {
  return enabledBoards(settings, buildPatterns).some((board) => board.matches.some((pattern) => urlMatchesPattern(url, pattern)));
}
