/**
 * Marks follow a vacancy listed once: a mark set on such a row goes to each of its postings
 * (MarkedVacancies.with), and a posting that joins the vacancy later (a later sync brings its copy on
 * another board) takes the vacancy's latest mark. Without this, the row the lists show, the newest
 * posting, would come back unmarked after the recruiter had handled the vacancy.
 */
import type { JobStatus, StatusRecord } from './job-status';
import type { VacancyGrouping } from './vacancy-groups';

/**
 * The postings without a mark, each with the mark it takes: the latest mark among its vacancy's
 * postings, when the vacancy is on more than one board (a board's reposts are listed apart and keep
 * their own marks). Postings that have a mark keep it.
 */
export function marksToSpread(
  records: readonly StatusRecord[],
  groups: Pick<VacancyGrouping, 'groupOf' | 'boardsOf'>,
  marked: ReadonlyMap<number, JobStatus>,
): Map<number, JobStatus> {
  const spread = new Map<number, JobStatus>();
  const seen = new Set<number>();
  for (const record of [...records].sort((a, b) => b.at - a.at || a.id - b.id)) {
    if (seen.has(record.id)) continue;
    const members = groups.groupOf(record.id);
    for (const member of members) seen.add(member);
    if (members.length < 2 || groups.boardsOf(record.id) < 2) continue;
    for (const member of members) if (!marked.has(member)) spread.set(member, record.status);
  }
  return spread;
}
