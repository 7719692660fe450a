/**
 * The drafts of a job's notes as a page keeps them (feed/note-drafts.ts): read once the job's notes,
 * and so its employer, are known; written a pause after the last keystroke, and at once when the page
 * hides (a popup closed by a click outside it) or the view goes; removed at once when the field holds
 * the saved note again (saved, or the draft discarded).
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { employerNoteKey, jobNoteKey, type NoteScope } from '../feed/job-note';
import { readNoteDrafts, writeNoteDrafts } from '../feed/note-drafts';
import { useLatest } from './use-latest';

/** A pause in typing this long writes the draft. */
export const DRAFT_WRITE_DELAY_MS = 300;

export interface NoteDrafts {
  /** The drafts kept for the job's notes, by scope; null: not read yet. */
  found: Partial<Record<NoteScope, string>> | null;
  /** The field's text against the saved note: kept as the scope's draft, or none once they are the same. */
  keep(scope: NoteScope, text: string, saved: string): void;
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
  const latest = useLatest(keys);
  /** What storage holds by key, as far as this view knows (null: no draft); and what it is to hold. */
  const held = useRef(new Map<string, string | null>());
  const pending = useRef(new Map<string, string | null>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current.size === 0) return;
    const writes = new Map(pending.current);
    pending.current.clear();
    for (const [key, text] of writes) held.current.set(key, text);
    void writeNoteDrafts(writes);
  }, []);

  useEffect(() => {
    if (asked === null) return;
    const { job, employer } = latest.current;
    const wanted = [job!, ...(employer ? [employer] : [])];
    let live = true;
    void readNoteDrafts(wanted).then((drafts) => {
      const draftOf = (key: string) => {
        // What this view typed and has not written yet is newer than what was read.
        if (pending.current.has(key)) return pending.current.get(key) ?? undefined;
        held.current.set(key, drafts[key] ?? null);
        return drafts[key];
      };
      const found = { job: draftOf(job!), employer: employer ? draftOf(employer) : undefined };
      if (live) setRead({ asked, found });
    });
    return () => {
      live = false;
      // The view moves on to another job (j/k in the side panel): what was typed on this one is kept now.
      flush();
    };
  }, [asked, latest, flush]);

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
      const key = latest.current[scope];
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

  return { found: read !== null && read.asked === asked ? read.found : null, keep };
}
