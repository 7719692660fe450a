/** The recruiter's marks on a job, as values: what job-statuses.ts stores and the UI shows. */
export const JOB_STATUSES = ['shortlisted', 'handled', 'notRelevant'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** Handled and not relevant: done with, so lists dim them and "hide done" leaves them out. */
export function isDone(status: JobStatus | undefined): boolean {
  return status === 'handled' || status === 'notRelevant';
}

export interface StatusRecord {
  id: number;
  status: JobStatus;
  /** When it was set (epoch ms). */
  at: number;
  /** The closing instant a closing reminder was sent for (closing-reminders.ts); absent: none. */
  remindedFor?: number;
}
