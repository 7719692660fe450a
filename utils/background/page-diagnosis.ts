/**
 * "This page" in the side panel: for the active tab's address, every step between a board page and
 * its card, so a recruiter sees why there is or is not one. Worked out in the background from the
 * local index and the browser's own answers; the address goes nowhere else
 * (SECURITY.md#visited-urls-stay-local).
 */
import { findBoard, postingIdFromUrl, type BoardAdapter } from '../boards';
import { KEY_ADAPTERS } from '../boards/enabled';
import type { JobSummary } from '../feed/summary';
import type { PageDiagnosis } from '../messaging/contract';

export interface DiagnosisInputs {
  /** The boards switched on (built in and the user's own). */
  enabled: readonly BoardAdapter[];
  /** Whether the extension may read these host patterns. */
  granted(patterns: string[]): Promise<boolean>;
  /** The job the address shows in the local index, the content script's hints not included. */
  lookup(url: string): Promise<JobSummary | null>;
  /** The content script's last check of this address: when, and the feed job it found. */
  lastCheck: { at: number; jobId: number | null } | null;
  get(id: number): Promise<JobSummary | null>;
  hidden(id: number): Promise<boolean>;
  signedIn: boolean;
  lastSyncAt: number | null;
  indexed: number;
}

export async function diagnosePage(url: string, inputs: DiagnosisInputs): Promise<PageDiagnosis> {
  const { enabled, signedIn, lastSyncAt, indexed } = inputs;
  const onBoard = findBoard(url, enabled);
  const board = onBoard ?? findBoard(url, KEY_ADAPTERS);
  const base: PageDiagnosis = {
    board: board ? { id: board.id, name: board.name, patterns: board.matches } : null,
    boardOn: onBoard !== null,
    access: false,
    postingId: null,
    checkedAt: inputs.lastCheck?.at ?? null,
    job: null,
    hidden: false,
    signedIn,
    lastSyncAt,
    indexed,
  };
  if (!board) return base;
  const access = await inputs.granted(board.matches).catch(() => false);
  const postingId = postingIdFromUrl(board, url);
  // What the page's script found (it reads the page's own hints too), else the address alone.
  const checkedId = inputs.lastCheck?.jobId ?? null;
  const job = signedIn ? ((checkedId !== null ? await inputs.get(checkedId) : null) ?? (await inputs.lookup(url))) : null;
  return { ...base, access, postingId, job, hidden: job ? await inputs.hidden(job.id) : false };
}
