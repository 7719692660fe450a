/**
 * The vacancy grouping a list refreshed after a sync may use while a regrouping is pending
 * (search-rows.ts). A refresh builds no grouping (16 s at a million jobs), so it takes the one built
 * before; but a job that left or changed its keys since may have tied postings that are no vacancy
 * now, and listed by it one of them hid the other: LinkedIn's 'Planner', now a 'Chauffeur', was
 * listed as 'Chauffeur · 2 boards' and the Planner vacancy not at all. Listing every posting on its own
 * instead would split each vacancy on several boards into rows at every such sync, new rows mid-list.
 *
 * So such jobs (loose) are each on their own, and only the groups they were in are grouped again,
 * from their other jobs' keys: nothing is hidden by a tie that is gone, and no other row moves. A
 * loose job may have joined another vacancy by its new keys: its own row until the next question regroups.
 */
import type { ListedGroups } from './search-scan';
import { VacancyGrouping, type VacancyKeys } from './vacancy-groups';

class PendingGroups implements ListedGroups {
  constructor(
    private readonly grouping: VacancyGrouping,
    private readonly loose: ReadonlySet<number>,
    /** The groups a loose job was in, grouped again without the loose jobs. */
    private readonly parts: VacancyGrouping,
  ) {}

  /** The grouping that has the job; null: a loose job, on its own. */
  private of(id: number): VacancyGrouping | null {
    return this.loose.has(id) ? null : this.parts.has(id) ? this.parts : this.grouping;
  }

  onSeveralBoards(id: number): boolean {
    // Asked of every row: a job on one board in the built grouping is on one in any part of its group.
    return this.grouping.onSeveralBoards(id) && (this.of(id)?.onSeveralBoards(id) ?? false);
  }

  root(id: number): number {
    return this.of(id)?.root(id) ?? id;
  }

  boardsOf(id: number): number {
    return this.of(id)?.boardsOf(id) ?? 1;
  }
}

/** The jobs that left, changed their keys or came back since the grouping was built. */
export class LooseJobs {
  private readonly ids = new Set<number>();
  private view: ListedGroups | null = null;

  add(id: number): void {
    this.ids.add(id);
    this.view = null;
  }

  /** The grouping changed (jobs joined it, or left it loose): the view is made again when asked. */
  changed(): void {
    this.view = null;
  }

  /** A grouping built from scratch: none is loose. */
  clear(): void {
    this.ids.clear();
    this.view = null;
  }

  /** `grouping` with the loose jobs on their own and the groups they were in grouped again. */
  over(grouping: VacancyGrouping): ListedGroups {
    if (this.view !== null) return this.view;
    const touched = new Set<number>();
    for (const id of this.ids) if (grouping.has(id)) touched.add(grouping.root(id));
    const rest: VacancyKeys[] = [];
    for (const root of touched) {
      for (const id of grouping.groupOf(root)) if (!this.ids.has(id)) rest.push(grouping.keysOf(id)!);
    }
    this.view = new PendingGroups(grouping, this.ids, VacancyGrouping.of(rest));
    return this.view;
  }
}
