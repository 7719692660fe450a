/**
 * Rule 2 of the vacancy grouping (vacancy-groups.ts): the jobs of one employer and title (and city)
 * are one vacancy from its first posting on for the window (SAME_VACANCY_DAYS); the first posting
 * after it starts the next vacancy. Each job joined to its neighbours within the window instead, a
 * chain of reposts made one vacancy of postings months apart (days 0, 50 and 100): a Handled mark
 * set at day 0 reached the role reopened at day 100, and silenced its alerts. Read from the oldest,
 * the vacancies do not depend on the order the jobs come in. A job added later mostly joins one or
 * starts the newest; one that moves where a later vacancy starts needs a regrouping from scratch.
 */
export class DatedVacancies {
  /**
   * Per employer and title, its jobs newest first as pairs of numbers (id, date, id, date, ...), the
   * dates unboxed in the array: an object per job held its date boxed, two heap objects a job.
   */
  private readonly lists = new Map<string, number[]>();

  constructor(
    private readonly window: number,
    private readonly join: (a: number, b: number) => void,
  ) {}

  /** Puts the job in its list, joining nothing (a whole set is joined by `joinAll`); the list and the job's place in it. */
  insert(key: string, id: number, at: number): { list: number[]; index: number } {
    const list = this.lists.get(key);
    if (!list) {
      this.lists.set(key, [id, at]);
      return { list: this.lists.get(key)!, index: 0 };
    }
    // The pair's place, newest first (by date, then id), found by halving. A whole set comes newest
    // first, so most jobs go at the end. Kept oldest first, each went to the front, and the splice
    // moved the whole list: 0.2 s of the grouping's 2.9 s in Node at 300,000 jobs (a CPU profile).
    let low = 0;
    let high = list.length / 2;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = list[2 * middle + 1]!;
      if (other < at || (other === at && list[2 * middle]! < id)) high = middle;
      else low = middle + 1;
    }
    const index = 2 * low;
    if (index === list.length) list.push(id, at);
    else list.splice(index, 0, id, at);
    return { list, index };
  }

  /** Joins each list's jobs to the first of their vacancy, read from the oldest. */
  joinAll(): void {
    for (const list of this.lists.values()) {
      let start = -1;
      for (let i = list.length - 2; i >= 0; i -= 2) {
        if (start >= 0 && list[i + 1]! - list[start + 1]! <= this.window) this.join(list[start]!, list[i]!);
        else start = i;
      }
    }
  }

  /** Adds a job to lists already joined, joining it to its vacancy; false: it moves where a later vacancy starts, and joins none. */
  add(key: string, id: number, at: number): boolean {
    const { list, index } = this.insert(key, id, at);
    // The first job of the vacancy the older jobs end in.
    let start = -1;
    for (let i = list.length - 2; i > index; i -= 2) if (start < 0 || list[i + 1]! - list[start + 1]! > this.window) start = i;
    if (start >= 0 && at - list[start + 1]! <= this.window) {
      this.join(list[start]!, id);
      return true;
    }
    // The job starts a vacancy. The next one up started one: it is this job's vacancy now if near
    // enough, and so is its vacancy, unless one of its jobs is too far from this one's date.
    const next = index - 2;
    if (next < 0 || list[next + 1]! - at > this.window) return true;
    for (let i = next; i >= 0 && list[i + 1]! - list[next + 1]! <= this.window; i -= 2) if (list[i + 1]! - at > this.window) return false;
    this.join(list[next]!, id);
    return true;
  }

  /** Each list copied to its length: one pushed to keeps room for more. */
  compact(): void {
    this.lists.forEach((list, key) => this.lists.set(key, list.slice()));
  }
}
