/**
 * What a person sees of a vacancy posted on several boards (vacancy-groups.ts): each posting with its
 * board's name, when the vacancy was first seen (its earliest publish or created date), and how many
 * boards and postings it has. Built from the local index only: no request names a posting.
 */
import { BUILTIN_BOARDS } from '../boards/builtin';
import { instantMs } from './instants';
import { isClosedAt, statusSaysClosed } from './job-state';
import type { JobSummary } from './summary';

export interface VacancyPosting {
  id: number;
  title: string | null;
  /** The board's name (a built-in board's, else the address's host); null when the job has no address. */
  board: string | null;
  /** The posting's address as the feed has it (a view shows it only as an http(s) link). */
  url: string | null;
  /** Its publish date, else its created date (ISO). */
  postedAt: string | null;
  closed: boolean;
}

export interface VacancyView {
  /** Oldest first; the job asked about is one of them. */
  postings: VacancyPosting[];
  /** The earliest publish or created date of the postings (ISO); null when none has one. */
  firstSeen: string | null;
  /** Distinct boards among the postings (countBoards: the rule the lists count by). */
  boards: number;
}

const BOARD_NAMES = new Map(BUILTIN_BOARDS.map((board) => [board.id, board.name]));

/** Per built-in board, the domain of its `matches` patterns ("*://*.indeed.com/*": indeed.com and its subdomains); read at first need. */
let boardDomains: [string, string][] | null = null;

/** The built-in board whose pages are on `host`; null: none. */
function builtInBoardAt(host: string): string | null {
  boardDomains ??= BUILTIN_BOARDS.flatMap((board) =>
    board.matches.flatMap((pattern): [string, string][] => {
      const domain = /^[^:]+:\/\/(?:\*\.)?([^/:*]+)/.exec(pattern)?.[1];
      return domain ? [[domain.toLowerCase(), board.name]] : [];
    }),
  );
  for (const [domain, name] of boardDomains) if (host === domain || host.endsWith(`.${domain}`)) return name;
  return null;
}

/**
 * The board a posting is on: the adapter that recognised its address, else the built-in board whose
 * host it is on (an address of a shape no adapter reads is on its board all the same), else the
 * address's host (read without a URL parse: this runs for every job the search rows load).
 */
export function boardOf(job: Pick<JobSummary, 'postingKey' | 'url'>): string | null {
  const boardId = job.postingKey?.slice(0, job.postingKey.indexOf(':'));
  const named = boardId ? BOARD_NAMES.get(boardId) : undefined;
  if (named) return named;
  const host = /^https?:\/\/(?:[^@/?#]*@)?(?:www\.)?([^/:?#]+)/i.exec(job.url?.trim() ?? '')?.[1]?.toLowerCase();
  return host ? (builtInBoardAt(host) ?? host) : null;
}

/**
 * How many boards the postings of a vacancy are on: the distinct boards named, at least one. A
 * posting without an address is on no board it can be told apart by, so it adds none. The one rule
 * for "N boards": the lists (vacancy-groups.ts, whether a group is listed once) and the details.
 */
export function countBoards(boards: Iterable<string | null>): number {
  const named = new Set<string>();
  let any = false;
  for (const board of boards) {
    any = true;
    if (board !== null) named.add(board);
  }
  return any ? Math.max(1, named.size) : 0;
}

function earliest(dates: (string | null)[]): string | null {
  let first: { at: number; date: string } | null = null;
  for (const date of dates) {
    const at = instantMs(date);
    if (at !== null && (first === null || at < first.at)) first = { at, date: date! };
  }
  return first?.date ?? null;
}

export function vacancyView(jobs: readonly JobSummary[], now: number): VacancyView {
  const postings = jobs.map((job): VacancyPosting => ({
    id: job.id,
    title: job.title,
    board: boardOf(job),
    url: job.url,
    postedAt: earliest([job.publishDate]) ?? earliest([job.createdDate]),
    closed: isClosedAt(statusSaysClosed(job.status), instantMs(job.closingDate), now),
  }));
  const at = (posting: VacancyPosting) => instantMs(posting.postedAt) ?? Infinity;
  postings.sort((a, b) => at(a) - at(b) || a.id - b.id);
  return {
    postings,
    firstSeen: earliest(jobs.flatMap((job) => [job.publishDate, job.createdDate])),
    boards: countBoards(postings.map((posting) => posting.board)),
  };
}

/**
 * The postings on other boards than `jobId`'s, one per board (its latest open one, else its latest),
 * for "Also on". A posting of unknown date, sorted last, is no later than a dated one.
 */
export function alsoOn(view: VacancyView, jobId: number): VacancyPosting[] {
  const own = view.postings.find((posting) => posting.id === jobId)?.board ?? null;
  const byBoard = new Map<string, VacancyPosting>();
  for (const posting of view.postings) {
    if (posting.board === null || posting.board === own) continue;
    const kept = byBoard.get(posting.board);
    const later = !kept || posting.postedAt !== null || kept.postedAt === null;
    if (!kept || (kept.closed && !posting.closed) || (kept.closed === posting.closed && later)) byBoard.set(posting.board, posting);
  }
  return [...byBoard.values()];
}
