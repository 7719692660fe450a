/**
 * What the popup shows: a page of the index's search with what the list needs beside it, the
 * snapshot it paints first (see feed/popup-snapshot.ts), and the last visit that marks jobs new.
 */
import type { FeedIndex, SearchQuery } from '../feed/feed-index';
import { readPopupSnapshot, removePopupSnapshot, SNAPSHOT_JOBS, storePopupSnapshot, type PopupSnapshot } from '../feed/popup-snapshot';
import type { StoredSession } from '../session/stored-session';
import { withOpened } from '../feed/new-jobs';
import { vacancyView, type VacancyView } from '../feed/vacancy-view';
import { isDone, type JobStatus } from '../feed/job-status';
import { employerNoteKey, jobNoteKey, type NoteScope } from '../feed/job-note';
import { clearNoteDrafts, settleNoteDraft } from '../feed/note-drafts';
import { removePanelSelection } from '../feed/panel-selection';
import { MAX_PINGED_JOBS } from '../feed/mark-ping';
import type { JobNotes } from '../messaging/contract';
import { HandlerFailure, type Handlers } from '../messaging/dispatch';
import { oneAtATime } from './one-at-a-time';
import { lastVisitItem, markPingItem, openedJobsItem, type FeedCount, type SyncState } from '../storage';

export interface PopupViewOptions {
  index: () => Promise<FeedIndex>;
  session: () => Promise<StoredSession | null>;
  count: () => Promise<FeedCount | null>;
  apiBaseUrl: () => Promise<string>;
  syncState: () => Promise<SyncState>;
  now: () => number;
  /** A mark changed (the closing reminders follow the shortlist). */
  onMarked?: () => void;
  /** Jobs were marked Handled or Not relevant: no saved search's news any more (awaited before the answer). */
  onDone?: (ids: number[]) => Promise<void>;
}

/** The employer of a job as the index names it; null: none, or the job is no longer in the feed. */
async function employerOf(index: FeedIndex, id: number): Promise<string | null> {
  return (await index.get(id))?.employer?.trim() || null;
}

/**
 * The postings a job note on `id` is kept for: one note, as one mark (MarkedVacancies.with), for every
 * posting of a vacancy on several boards, which the lists show as one row, its newest posting. So a
 * note written while the row was an older posting stays on the row, in the details and the export
 * once a newer posting stands for it; a board's own reposts are rows apart and keep their own notes.
 * It is read as the newest under any of them and written under the posting it is saved from, the
 * others removed: one note is the vacancy's, and an older one never shows through a removal.
 */
function postingsOf(index: FeedIndex, id: number): Promise<number[]> {
  return index.marks.with(id);
}

async function notesOf(index: FeedIndex, id: number, employerName: string | null): Promise<JobNotes> {
  const employerKey = employerNoteKey(employerName);
  const [job, found] = await Promise.all([
    postingsOf(index, id).then((postings) => index.notes.newest(postings.map(jobNoteKey))),
    employerKey ? index.notes.of([employerKey]) : null,
  ]);
  return { job: job?.text ?? '', employer: (employerKey && found?.[employerKey]) ?? '', employerName };
}

type PopupRequest =
  'popup.opened' | 'jobs.search' | 'jobs.setStatus' | 'jobs.status' | 'jobs.vacancy' | 'jobs.employer' | 'notes.get' | 'notes.set';

export class PopupView {
  private readonly options: PopupViewOptions;
  private openedWrites: Promise<void> = Promise.resolve();

  constructor(options: PopupViewOptions) {
    this.options = options;
  }

  /** A page of the index's search with what the list shows beside it: the popup's answer and its snapshot. */
  async search(params: SearchQuery) {
    const index = await this.options.index();
    const [{ jobs, matches, worked, mutedOut, mutedIds, boards, ungrouped }, indexed, lastVisit, opened] = await Promise.all([
      index.search(params),
      index.count(),
      this.lastVisit(),
      this.openedIds(),
    ]);
    const statuses = await index.statuses.of(jobs.map((job) => job.id));
    return { jobs, matches, indexed, lastVisit, opened, statuses, worked, mutedOut, mutedIds, boards, ...(ungrouped ? { ungrouped } : {}) };
  }

  /**
   * The page requests this view answers, each once signed in (`require` refuses otherwise); the
   * popup's opening counts the badge again (`refreshBadge`).
   */
  handlers(require: () => Promise<unknown>, refreshBadge: () => Promise<void>): Pick<Handlers, PopupRequest> {
    return {
      'popup.opened': async () => {
        const visit = await this.opened();
        await refreshBadge();
        return visit;
      },
      'jobs.search': ({ query, filters, offset, limit, unasked }) =>
        require().then(() => this.search({ query, filters, offset, limit, grouping: unasked ? 'if-held' : 'build' })),
      'jobs.setStatus': ({ id, status }) => require().then(() => this.setStatus(id, status)),
      'jobs.status': ({ id }) => require().then(() => this.status(id)),
      'jobs.vacancy': ({ id }) => require().then(() => this.vacancy(id)),
      'jobs.employer': ({ id }) => require().then(async () => (await this.options.index()).employer(id, this.options.now())),
      'notes.get': ({ id }) => require().then(() => this.notes(id)),
      'notes.set': ({ id, scope, text }) => require().then(() => this.setNote(id, scope, text)),
    };
  }

  /** The job's vacancy: each of its postings, on every board, as the local index has them. */
  async vacancy(id: number): Promise<VacancyView> {
    return vacancyView(await (await this.options.index()).vacancy(id), this.options.now());
  }

  /** The recruiter's mark on a job, or null. */
  async status(id: number): Promise<JobStatus | null> {
    const index = await this.options.index();
    return (await index.statuses.of([id]))[id] ?? null;
  }

  /**
   * Marks a job (null: unmarks it), and with it the other postings of its vacancy on other boards
   * (MarkedVacancies.with); the snapshot follows, so the next popup paints the mark.
   */
  async setStatus(id: number, status: JobStatus | null): Promise<JobStatus | null> {
    const index = await this.options.index();
    const marked = await index.marks.set(id, status, this.options.now());
    // Every open view of the job, and of the vacancy's other postings, hears of it and reads the mark again (feed/mark-ping.ts).
    await markPingItem.setValue({ id, ids: marked.slice(0, MAX_PINGED_JOBS), at: this.options.now() });
    void this.save();
    this.options.onMarked?.();
    if (status !== null && isDone(status)) await this.done(marked);
    return status;
  }

  /**
   * After a sync: each posting that joined a marked vacancy listed once takes its mark (mark-spread.ts),
   * and the views and the snapshot follow as for a mark set by hand. How many postings took one.
   */
  async spreadMarks(): Promise<number> {
    const index = await this.options.index();
    const spread = await index.marks.spread(this.options.now());
    const ids = [...spread.keys()];
    if (ids.length === 0) return 0;
    await markPingItem.setValue({ id: ids[0]!, ids: ids.slice(0, MAX_PINGED_JOBS), at: this.options.now() });
    await this.save();
    this.options.onMarked?.();
    await this.done(ids.filter((posting) => isDone(spread.get(posting))));
    return spread.size;
  }

  /**
   * Jobs `ids` were marked done: they leave the saved searches' news. The marks are stored: should
   * this fail, the news is counted until looked at, as it was, and the mark is not refused.
   */
  private async done(ids: number[]): Promise<void> {
    if (ids.length > 0) await this.options.onDone?.(ids).catch(() => undefined);
  }

  /** The recruiter's notes on a job and on its employer (as the index names the employer). */
  async notes(id: number): Promise<JobNotes> {
    const index = await this.options.index();
    return notesOf(index, id, await employerOf(index, id));
  }

  /** Writes the note on a job or on its employer (blank: removes it); the notes as they now are. */
  async setNote(id: number, scope: NoteScope, text: string): Promise<JobNotes> {
    const index = await this.options.index();
    const employerName = await employerOf(index, id);
    const key = scope === 'job' ? jobNoteKey(id) : employerNoteKey(employerName);
    if (key === null)
      throw new HandlerFailure('invalid', 'This job names no employer (or is no longer in the feed) to keep a note on.', {
        reason: 'noEmployer',
      });
    const postings = scope === 'job' ? await postingsOf(index, id) : [];
    await index.notes.set(key, text, this.options.now(), postings.map(jobNoteKey));
    await settleNoteDraft(key, text);
    // Every open view of the job (the card too), and of its vacancy's other postings, reads its notes again (feed/mark-ping.ts).
    const ids = postings.length > 1 ? { ids: postings.slice(0, MAX_PINGED_JOBS) } : {};
    await markPingItem.setValue({ id, ...ids, at: this.options.now() });
    return notesOf(index, id, employerName);
  }

  /** The jobs opened in the last day, which lists no longer mark new. */
  async openedIds(): Promise<number[]> {
    return withOpened(await openedJobsItem.getValue(), null, this.options.now()).map(([id]) => id);
  }

  /** A job was opened (its record asked for by a page or a card): not new any more. One write at a time. */
  noteOpened(id: number): Promise<void> {
    this.openedWrites = this.openedWrites.then(async () =>
      openedJobsItem.setValue(withOpened(await openedJobsItem.getValue(), id, this.options.now())),
    );
    return this.openedWrites;
  }

  /** When the user last opened the popup; null before the first time. */
  async lastVisit(): Promise<number | null> {
    const value: unknown = await lastVisitItem.getValue();
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  }

  /** The popup opened: this visit is the next one's "last visit"; returns the one before. */
  async opened(): Promise<{ lastVisit: number | null }> {
    const lastVisit = await this.lastVisit();
    const now = this.options.now();
    await lastVisitItem.setValue(now);
    const snapshot = await this.readSnapshot();
    // Not written back once the session it was saved under has ended meanwhile (a sign-out, a 401):
    // the ending removed it, and the next popup would paint it as a signed-in feed.
    const session = snapshot && (await this.options.session());
    if (snapshot && session?.subject === snapshot.subject && session.apiBaseUrl === snapshot.apiBaseUrl)
      await storePopupSnapshot({ ...snapshot, lastVisit: now });
    return { lastVisit };
  }

  async hasSnapshot(): Promise<boolean> {
    return (await this.readSnapshot()) !== null;
  }

  /** The stored snapshot when it parses; one that does not is removed, never passed on. */
  private async readSnapshot(): Promise<PopupSnapshot | null> {
    const snapshot = await readPopupSnapshot();
    if (!snapshot) await removePopupSnapshot();
    return snapshot;
  }

  /**
   * Saves the snapshot; removes it when signed out. Saves run one at a time and a request during a
   * save runs once more afterwards, so a slow save that read the index mid-sync can never overwrite
   * a newer one.
   */
  readonly save: () => Promise<void> = oneAtATime(() => this.write());

  /** A session ended: the snapshot goes, and the side panel's selected job with it (the next user's panel opens on none). */
  async remove(): Promise<void> {
    await Promise.all([removePopupSnapshot(), removePanelSelection()]);
  }

  /** Forgets the snapshot, the last visit, the panel's selected job and the notes' drafts, with the local feed (and notes) they belong to. */
  async clear(): Promise<void> {
    await Promise.all([lastVisitItem.removeValue(), openedJobsItem.removeValue(), this.remove(), clearNoteDrafts()]);
  }

  private async write(): Promise<void> {
    const { session: current } = this.options;
    const session = await current();
    if (!session) {
      await removePopupSnapshot();
      return;
    }
    const [{ jobs, matches, indexed, lastVisit, opened, statuses }, count, apiBaseUrl, syncState] = await Promise.all([
      // A first paint's copy: collapsed by the grouping there is, never waiting for one to be built.
      this.search({ query: '', filters: {}, offset: 0, limit: SNAPSHOT_JOBS, grouping: 'if-built' }),
      this.options.count(),
      this.options.apiBaseUrl(),
      this.options.syncState(),
    ]);
    // The session may have ended while the index was read: a signed-out popup shows no feed.
    if (!(await current())) {
      await removePopupSnapshot();
      return;
    }
    await storePopupSnapshot({
      subject: session.subject,
      apiBaseUrl,
      count,
      jobs,
      matches,
      indexed,
      lastVisit,
      opened,
      statuses,
      lastSyncAt: syncState.lastSuccessAt,
      savedAt: this.options.now(),
    });
  }
}
