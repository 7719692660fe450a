/**
 * Saved searches in the popup and the side panel: the list (read once the list on screen has its
 * first answer, so the first paint asks nothing more, and again when any page changes it), saving
 * the search on screen under a name, and applying a saved one (its new matches are then looked at).
 * Switching alerts on asks for the notification permission inside the click, as the browsers
 * require; refused, the alerts still count on the toolbar button.
 */
import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useI18n } from '@/utils/i18n/context';
import { describeFailure } from '@/utils/i18n/errors';
import type { Worded } from '@/utils/i18n/translate';
import type { CallBackground } from '@/utils/messaging/client';
import type { JobFilters, RequestOf, StoredSearch } from '@/utils/messaging/contract';
import { useBackgroundValue } from '@/utils/ui/use-background-value';
import { sameFilters, savedFilters } from '@/utils/feed/saved-search';
import { useMountedRef } from '@/utils/ui/use-latest';

/** Asks for the `notifications` permission; call first thing in a click, before any await. */
export type RequestNotifications = () => Promise<boolean>;

export const browserNotificationRequest: RequestNotifications = () => {
  try {
    return browser.permissions.request({ permissions: ['notifications'] }).catch(() => false);
  } catch {
    return Promise.resolve(false);
  }
};

export interface SavedSearchesState {
  list: StoredSearch[] | null;
  busy: boolean;
  /** The last save's outcome, worded at render (it follows a language switch); null: none yet. */
  message: { text: Worded; error: boolean } | null;
  /** Resolves whether it was saved. */
  save(name: string, alerts: boolean, perEmployer: boolean): Promise<boolean>;
  /** Shows a saved search (or, with `onlyNew`, its new matches) in the list, and counts them as looked at. */
  apply(search: StoredSearch, onlyNew?: boolean): void;
  /** The saved search whose new matches the list shows (through the `ids` filter); null: none. */
  showingNew: { search: StoredSearch; count: number } | null;
  /** The saved search last shown whole, when the search on screen has since changed: it can take the change. */
  editable: StoredSearch | null;
  /** Keeps the search on screen as `search`'s words and filters. */
  update(search: StoredSearch): void;
}

interface Screen {
  query: string;
  filters: JobFilters;
  setQuery(query: string): void;
  setFilters(filters: JobFilters): void;
  /** The list has its first answer: the saved searches may be read now. */
  ready: boolean;
}

export function useSavedSearches(
  call: CallBackground,
  apiBaseUrl: string,
  screen: Screen,
  requestNotifications: RequestNotifications = browserNotificationRequest,
): SavedSearchesState {
  const { t, locale } = useI18n();
  const { value: list, replace: setList } = useBackgroundValue(call, 'searches.list', ['searches.changed'], screen.ready);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SavedSearchesState['message']>(null);
  const [showingNew, setShowingNew] = useState<SavedSearchesState['showingNew']>(null);
  const [applied, setApplied] = useState<StoredSearch | null>(null);
  const mounted = useMountedRef();

  /** Sends a change; answered, the list is the background's and `done` says what happened. */
  const change = async (
    request: RequestOf<'searches.save' | 'searches.update'>,
    done: (list: StoredSearch[]) => Worded,
  ): Promise<boolean> => {
    setBusy(true);
    setMessage(null);
    const result = await call(request);
    if (!mounted.current) return false;
    setBusy(false);
    if (!result.ok) {
      setMessage({ text: ['saved.failed', { reason: describeFailure(t, locale, result.error, apiBaseUrl) }], error: true });
      return false;
    }
    setList(result.value);
    setMessage({ text: done(result.value), error: false });
    return true;
  };

  const save = (name: string, alerts: boolean, perEmployer: boolean) => {
    // The permission first, inside the click. The search is saved whatever the browser answers (a
    // prompt may stay open): the answer only changes the words said after.
    const allowed = alerts ? requestNotifications() : Promise.resolve(false);
    const { query, filters } = screen;
    const saving = change({ type: 'searches.save', name, query, filters, alerts, perEmployer }, () => [
      alerts ? 'saved.savedAlerts' : 'saved.saved',
      { name },
    ]);
    void saving.then(async (saved) => {
      if (saved && alerts && !(await allowed) && mounted.current) setMessage({ text: ['saved.noNotifications', { name }], error: false });
    });
    return saving;
  };

  const apply = (search: StoredSearch, onlyNew = false) => {
    if (onlyNew && search.unseen.length > 0) {
      screen.setQuery('');
      screen.setFilters({ ids: search.unseen });
      setShowingNew({ search, count: search.unseen.length });
    } else {
      screen.setQuery(search.query);
      screen.setFilters(search.filters);
      setShowingNew(null);
      setApplied(search);
    }
    if (search.unseen.length > 0) {
      void call({ type: 'searches.seen', id: search.id }).then((result) => {
        if (mounted.current && result.ok) setList(result.value);
      });
    }
  };

  const update = (search: StoredSearch) => {
    const { query, filters } = screen;
    void change({ type: 'searches.update', id: search.id, query, filters }, (list) => {
      setApplied(list.find((kept) => kept.id === search.id) ?? null);
      return ['saved.updated', { name: search.name }];
    });
  };

  // The list left the alert's jobs (another search, filters cleared): the notice goes with them.
  const alertShown = screen.filters.ids !== undefined;
  // The saved search as it is now (renamed elsewhere, say), and whether the screen has moved from it.
  const current = applied && (list?.find((kept) => kept.id === applied.id) ?? null);
  const changed =
    current !== null &&
    screen.filters.ids === undefined &&
    (screen.query.trim() !== current.query || !sameFilters(savedFilters(screen.filters), current.filters));
  return { list, busy, message, save, apply, showingNew: alertShown ? showingNew : null, editable: changed ? current : null, update };
}
