import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '../builtin';
import { BUILD_BOARDS, boardsOfBuild } from '../this-build';

const ids = (boards: readonly { id: string }[]) => boards.map((board) => board.id);

describe('boardsOfBuild: the demo board only where its server is', () => {
  it('leaves the demo board out of a store build', () => {
    expect(ids(boardsOfBuild('https://api.jobfeed.example'))).toEqual(ids(BUILTIN_BOARDS).filter((id) => id !== DEMO_BOARD_ID));
  });

  it('offers it in a local build (the default address, or any loopback one)', () => {
    for (const address of [undefined, 'http://127.0.0.1:8787', 'http://localhost:41234/']) expect(ids(boardsOfBuild(address))).toContain(DEMO_BOARD_ID);
  });

  it('is the local list under test, which builds against no API address', () => {
    expect(BUILD_BOARDS).toEqual(BUILTIN_BOARDS);
  });
});
