/**
 * The side panel opened from a saved search's notification: in a module of its own, not beside the
 * saved searches' hook (use-saved-searches.ts), which the popup loads before its first paint with
 * whatever the module holds.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SavedSearchesState } from './use-saved-searches';

/**
 * The side panel's page opened from a saved search's notification (`?search=<id>`): once the saved
 * searches are read, the list shows that search's new matches, once.
 */
export function useAlertOpening(id: string | null, saved: SavedSearchesState): void {
  const [done, setDone] = useState(false);
  const { list, apply } = saved;
  useEffect(() => {
    if (done || id === null || list === null) return;
    setDone(true);
    const search = list.find((candidate) => candidate.id === id);
    if (search) apply(search, true);
  }, [done, id, list, apply]);
}
