/**
 * The built-in boards this build offers a person: the reference server's demo board only in a local
 * build (demo, tests, benchmarks; see utils/config/build.ts), never in a store build.
 */
import { isLocalApi } from '../config/build';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from './builtin';
import type { BoardAdapter } from './types';

export function boardsOfBuild(apiBaseUrl: string | undefined, boards: readonly BoardAdapter[] = BUILTIN_BOARDS): readonly BoardAdapter[] {
  return isLocalApi(apiBaseUrl) ? boards : boards.filter((board) => board.id !== DEMO_BOARD_ID);
}

export const BUILD_BOARDS: readonly BoardAdapter[] = boardsOfBuild(import.meta.env.WXT_API_BASE_URL);
