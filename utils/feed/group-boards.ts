/**
 * Which jobs of the vacancy grouping (vacancy-groups.ts) are in a group on more than one board: what
 * a search asks of every row (search-scan.ts lists such a vacancy once). The boards are those
 * countBoards counts (vacancy-view.ts): the distinct boards the postings name, so a group's boards
 * only grow as groups join, and a group on several stays on several. Each job is marked once, when
 * its group first reaches a second board, and a row's question is one bit (id-set.ts) where the
 * count of its group's boards took a find of its root and a lookup of the count.
 */
import { IdSet } from './id-set';

/** A group on more than one board. */
const SEVERAL = Symbol('several boards');

/** A group's one board (null: none of its postings names one), or SEVERAL. */
type Boards = string | null | typeof SEVERAL;

function joined(a: Boards, b: Boards): Boards {
  if (a === SEVERAL || b === SEVERAL) return SEVERAL;
  if (a !== null && b !== null && a !== b) return SEVERAL;
  return a ?? b;
}

export class GroupBoards {
  private readonly several = new IdSet();
  /** Per root of a group of several postings on one board or none: that board. */
  private readonly one = new Map<number, string | null>();

  /** `boardOf`: the board a grouped job's posting names (null: none). */
  constructor(private readonly boardOf: (id: number) => string | null) {}

  onSeveral(id: number): boolean {
    return this.several.has(id);
  }

  /** The groups rooted at `keep` (its members `kept`) and at `gone` (`goneMembers`) are one now, rooted at `keep`. */
  join(keep: number, kept: readonly number[], gone: number, goneMembers: readonly number[]): void {
    const before = [this.boardsOf(keep), this.boardsOf(gone)] as const;
    const after = joined(...before);
    this.one.delete(gone);
    if (after !== SEVERAL) {
      this.one.set(keep, after);
      return;
    }
    this.one.delete(keep);
    if (before[0] !== SEVERAL) for (const id of kept) this.several.add(id);
    if (before[1] !== SEVERAL) for (const id of goneMembers) this.several.add(id);
  }

  private boardsOf(root: number): Boards {
    if (this.several.has(root)) return SEVERAL;
    const one = this.one.get(root);
    return one !== undefined ? one : this.boardOf(root);
  }
}
