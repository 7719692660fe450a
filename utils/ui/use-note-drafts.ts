/**
 * The drafts of a job's notes as a page keeps them (feed/note-drafts.ts): read once the job's notes,
 * and so its employer, are known, and read again whenever another page (or the background) writes or
 * removes one of them; written a pause after the last keystroke, and at once when the page hides (a
 * popup closed by a click outside it) or the view goes; removed at once when the field holds the
 * saved note again (saved, or the draft discarded).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { employerNoteKey, jobNoteKey, type NoteScope } from '../feed/job-note';
import { readNoteDrafts, watchNoteDrafts, writeNoteDrafts } from '../feed/note-drafts';
import { useLatest, useMountedRef } from './use-latest';

/** A pause in typing this long writes the draft. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface NoteDrafts {
  /**
   * The drafts kept for the job's notes, by scope, as storage holds them (this view's typing not
   * written yet in their place): read as the notes show, then again at each change another view
   * makes. null: not read yet.
   */
  found: Partial<Record<NoteScope, string>> | null;
  /** The field's text against the saved note: kept as the scope's draft, or none once they are the same. */
  keep(scope: NoteScope, text: string, saved: string): void;
  /** Whether the scope's field has typing this view has not written yet. */
  typing(scope: NoteScope): boolean;
}

/**
 * `employerName` as the notes name it; undefined while the notes are not read (the employer's draft
 * is found under the employer's key, for every job of that employer).
 */
export function useNoteDrafts(jobId: number | null, employerName: string | null | undefined): NoteDrafts {
  const keys: Record<NoteScope, string | null> = {
    job: jobId !== null && employerName !== undefined ? jobNoteKey(jobId) : null,
    employer: jobId !== null ? employerNoteKey(employerName) : null,
  };
  // Which drafts were read: a read for another job (or employer) is never shown for this one.
  const asked = keys.job === null ? null : `${keys.job}\n${keys.employer ?? ''}`;
  const [read, setRead] = useState<{ asked: string; found: Partial<Record<NoteScope, string>> } | null>(null);
  const latest = useLatest({ keys, asked });
  const mounted = useMountedRef();
  /** What storage holds by key, as far as this view knows (null: no draft); and what it is to hold. */
  const held = useRef(new Map<string, string | null>());
  const pending = useRef(new Map<string, string | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** This view's writes, done or not: storage is read only once they are done. */
  const written = useRef<Promise<unknown>>(Promise.resolve());
  /** The reads begun: only the last one's answer is shown. */
  const reads = useRef(0);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current.size === 0) return;
    const writes = new Map(pending.current);
    pending.current.clear();
    for (const [key, text] of writes) held.current.set(key, text);
    written.current = Promise.all([written.current, writeNoteDrafts(writes)]);
  }, []);

  /** Reads the drafts of the notes shown, after this view's writes, and shows what storage holds. */
  const load = useCallback(async () => {
    const { keys: shown, asked: wanted } = latest.current;
    if (wanted === null) return;
    const { job, employer } = shown;
    const at = ++reads.current;
    let writes: Promise<unknown>;
    let drafts: Record<string, string>;
    // A write of this view begun during the read may land after it: read again once it is done.
    do {
      writes = written.current;
      await writes;
      drafts = await readNoteDrafts([job!, ...(employer ? [employer] : [])]);
    } while (writes !== written.current);
    if (at !== reads.current || !mounted.current || latest.current.asked !== wanted) return;
    const draftOf = (key: string) => {
      held.current.set(key, drafts[key] ?? null);
      // What this view typed and has not written yet is newer than what was read.
      return pending.current.has(key) ? (pending.current.get(key) ?? undefined) : drafts[key];
    };
    setRead({ asked: wanted, found: { job: draftOf(job!), employer: employer ? draftOf(employer) : undefined } });
  }, [latest, mounted]);

  useEffect(() => {
    if (asked === null) return;
    void load();
    return () => {
      // The view moves on to another job (j/k in the side panel): what was typed on this one is kept now.
      flush();
    };
  }, [asked, load, flush]);

  // Another view typed on, saved or discarded a draft shown here (or the background removed it).
  useEffect(
    () =>
      watchNoteDrafts(
        () => [latest.current.keys.job, latest.current.keys.employer].filter((key) => key !== null),
        () => void load(),
      ),
    [latest, load],
  );

  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  const keep = useCallback(
    (scope: NoteScope, text: string, saved: string) => {
      const key = latest.current.keys[scope];
      if (key === null) return;
      const draft = text === saved ? null : text;
      if ((held.current.get(key) ?? null) === draft) {
        pending.current.delete(key);
        return;
      }
      pending.current.set(key, draft);
      // A draft gone (the note saved, the draft discarded) is gone at once: a view opened next must not bring it back.
      if (draft === null) flush();
      else {
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
      }
    },
    [latest, flush],
  );

  const typing = useCallback(
    (scope: NoteScope) => {
      const key = latest.current.keys[scope];
      return key !== null && pending.current.has(key);
    },
    [latest],
  );

  return { found: read !== null && read.asked === asked ? read.found : null, keep, typing };
}
