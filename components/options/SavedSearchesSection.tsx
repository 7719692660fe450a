/**
 * The saved searches in Options: each with its name (renamed in place), its query, alerts on or off,
 * one job per employer, and Delete. Switching alerts on asks for the notification permission inside
 * the click (`onAlerts` does that first).
 */
import { useRef, useState } from 'preact/hooks';
import { SEARCH_NAME_MAX } from '@/utils/feed/saved-search';
import { useI18n } from '@/utils/i18n/context';
import { useOnChange } from '@/utils/ui/use-latest';
import { useRemovalFocus } from '@/utils/ui/use-removal-focus';
import { SteadyButton } from '@/components/SteadyButton';
import type { StoredSearch } from '@/utils/messaging/contract';
import { ListProblem, type ListRead } from './ListProblem';
import { OptionsSection, type SaveState } from './OptionsSection';

export interface SavedSearchesSectionProps {
  /** Oldest first; null while unknown. */
  searches: readonly StoredSearch[] | null;
  /** The list's read: a failed one is said, with Try again. */
  read?: ListRead;
  status: SaveState;
  onRename(search: StoredSearch, name: string): void;
  onAlerts(search: StoredSearch, on: boolean): void;
  onPerEmployer(search: StoredSearch, on: boolean): void;
  /** Resolves true once the search is deleted. */
  onDelete(search: StoredSearch): Promise<boolean>;
}

/** A switch that, while the section saves, stays as it is (the click's toggle undone) and keeps the focus, as SteadyButton. */
const holdWhile = (busy: boolean) => (event: Event) => {
  if (busy) event.preventDefault();
};

function SavedSearchRow({
  search,
  busy,
  ...actions
}: { search: StoredSearch; busy: boolean; onDelete(search: StoredSearch): void } & Omit<
  SavedSearchesSectionProps,
  'searches' | 'status' | 'onDelete'
>) {
  const { t } = useI18n();
  const [name, setName] = useState(search.name);
  // Renamed (here or in another view): the field takes the new name in place, so the focus stays on
  // Rename or in the field; a row keyed on the name was made anew and dropped the focus to the body.
  useOnChange(search.name, () => setName(search.name));
  const filters = Object.keys(search.filters).length;
  const rename = (event: Event) => {
    event.preventDefault();
    if (name.trim() !== '' && name.trim() !== search.name) actions.onRename(search, name.trim());
  };
  // Rename, the switches and Delete each name the search: every row's are alike otherwise, and a screen
  // reader going from control to control would not say which search they act on.
  return (
    <li class="saved-search-row">
      <form class="saved-search-name" onSubmit={rename}>
        <label for={`saved-name-${search.id}`} class="visually-hidden">
          {t('options.searches.name')}
        </label>
        <input
          id={`saved-name-${search.id}`}
          type="text"
          value={name}
          maxLength={SEARCH_NAME_MAX}
          onInput={(event) => setName(event.currentTarget.value)}
        />
        <SteadyButton
          type="submit"
          busy={busy || name.trim() === '' || name.trim() === search.name}
          aria-label={t('options.searches.renameOne', { name: search.name })}
        >
          {t('options.searches.rename')}
        </SteadyButton>
      </form>
      <p class="muted saved-search-what">
        {[
          search.query ? t('options.searches.query', { query: search.query }) : t('options.searches.noQuery'),
          filters > 0 ? t(filters === 1 ? 'options.searches.filtersOne' : 'options.searches.filters', { count: filters }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div class="saved-search-switches">
        <label class="choice">
          <input
            type="checkbox"
            checked={search.alerts}
            aria-label={t('options.searches.alertsFor', { name: search.name })}
            aria-disabled={busy}
            onClick={holdWhile(busy)}
            onChange={(event) => actions.onAlerts(search, event.currentTarget.checked)}
          />
          <span>{t('options.searches.alerts')}</span>
        </label>
        <label class="choice">
          <input
            type="checkbox"
            checked={search.perEmployer}
            aria-label={t('options.searches.perEmployerFor', { name: search.name })}
            aria-disabled={busy}
            onClick={holdWhile(busy)}
            onChange={(event) => actions.onPerEmployer(search, event.currentTarget.checked)}
          />
          <span>{t('options.searches.perEmployer')}</span>
        </label>
        <SteadyButton
          type="button"
          busy={busy}
          onClick={() => actions.onDelete(search)}
          aria-label={t('options.searches.deleteOne', { name: search.name })}
        >
          {t('options.searches.delete')}
        </SteadyButton>
      </div>
    </li>
  );
}

export function SavedSearchesSection({ searches, read, status, onDelete, ...actions }: SavedSearchesSectionProps) {
  const { t } = useI18n();
  const busy = status.kind === 'saving';
  // A search deleted takes its row, and the Delete under the focus, with it: the focus goes to the
  // Delete now in its place, else to the section's heading, never to the page.
  const rows = useRef<HTMLUListElement>(null);
  const removing = useRemovalFocus(
    searches?.map((search) => search.id) ?? null,
    () => rows.current?.querySelectorAll('.saved-search-switches > button'),
    () => document.getElementById('searches-heading'),
  );
  const remove = (search: StoredSearch) => removing(search.id, onDelete(search));
  return (
    <OptionsSection id="searches" title={t('options.searches.heading')} help={t('options.searches.help')} status={status}>
      {read && <ListProblem id="searches" read={read} />}
      {searches !== null && searches.length === 0 && <p class="muted">{t('options.searches.none')}</p>}
      {searches !== null && searches.length > 0 && (
        <ul class="saved-search-rows" ref={rows}>
          {searches.map((search) => (
            <SavedSearchRow key={search.id} search={search} busy={busy} onDelete={remove} {...actions} />
          ))}
        </ul>
      )}
    </OptionsSection>
  );
}
