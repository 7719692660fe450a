/**
 * Under the search box: "Save search" (a name, alerts on or off, one job per employer) for the
 * search on screen, and the saved searches as buttons that show one again, each with the count of
 * its new matches not yet looked at.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { defaultSearchName, savedFilters, SEARCH_NAME_MAX } from '@/utils/feed/saved-search';
import { useI18n } from '@/utils/i18n/context';
import { formatNumber } from '@/utils/i18n/format';
import type { JobFilters } from '@/utils/messaging/contract';
import type { SavedSearchesState } from '@/utils/ui/feed/use-saved-searches';

interface Props {
  state: SavedSearchesState;
  query: string;
  filters: JobFilters;
}

export function SavedSearchesBar({ state, query, filters }: Props) {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alerts, setAlerts] = useState(true);
  const [perEmployer, setPerEmployer] = useState(false);
  // Opened, the form takes the focus to its name once; closed again (saved or cancelled), it hands
  // the focus back to the button that opened it. Not at every render: a tick of the clock or a
  // sync's progress would pull it back to the name from wherever the recruiter had moved on to.
  const opener = useRef<HTMLButtonElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!wasOpen.current && open) nameField.current?.focus();
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // A list of an alert's jobs is not a search to keep; an empty search is the whole feed.
  const canSave = filters.ids === undefined && (query.trim() !== '' || Object.keys(savedFilters(filters)).length > 0);
  const list = state.list ?? [];

  const start = () => {
    setName(defaultSearchName(query, t('saved.defaultName')));
    setOpen(true);
  };
  const submit = (event: Event) => {
    event.preventDefault();
    const chosen = name.trim() || defaultSearchName(query, t('saved.defaultName'));
    // Open, as filled in, until it is saved: a refused save keeps what was typed.
    void state.save(chosen, alerts, perEmployer).then((saved) => saved && setOpen(false));
  };

  const showing = state.showingNew;
  return (
    <div class="saved-searches">
      {showing && (
        <div class="notice saved-alert" role="status">
          <p>{t('saved.alertView', { name: showing.search.name, count: formatNumber(locale, showing.count) })}</p>
          <button
            type="button"
            onClick={() => {
              // It goes with the notice: the focus goes to the search box, which then holds the whole search.
              document.getElementById('feed-search-input')?.focus();
              state.apply(showing.search);
            }}
          >
            {t('saved.showWhole')}
          </button>
        </div>
      )}
      {canSave && !open && (
        <div class="saved-actions">
          <button type="button" class="link-button" ref={opener} onClick={start}>
            {t('saved.save')}
          </button>
          {state.editable && (
            <button
              type="button"
              class="link-button"
              disabled={state.busy}
              onClick={() => {
                // It goes once the saved search keeps the change: the focus goes to "Save search" beside it, not to the page.
                opener.current?.focus();
                state.update(state.editable!);
              }}
            >
              {t('saved.update', { name: state.editable.name })}
            </button>
          )}
        </div>
      )}
      {open && (
        <form class="save-search" onSubmit={submit} aria-label={t('saved.save')}>
          <label for="save-search-name">{t('saved.name')}</label>
          <input
            id="save-search-name"
            type="text"
            value={name}
            maxLength={SEARCH_NAME_MAX}
            onInput={(event) => setName(event.currentTarget.value)}
            ref={nameField}
          />
          <label class="field-check">
            <input type="checkbox" checked={alerts} onChange={(event) => setAlerts(event.currentTarget.checked)} />
            {t('saved.alerts')}
          </label>
          <label class="field-check">
            <input type="checkbox" checked={perEmployer} onChange={(event) => setPerEmployer(event.currentTarget.checked)} />
            {t('saved.perEmployer')}
          </label>
          <div class="save-search-actions">
            <button type="submit" class="primary" disabled={state.busy}>
              {t('saved.submit')}
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              {t('saved.cancel')}
            </button>
          </div>
        </form>
      )}
      <p class={state.message?.error ? 'field-error' : 'muted saved-message'} role="status">
        {state.message ? t(...state.message.text) : ''}
      </p>
      {list.length > 0 && (
        <ul class="saved-list" aria-label={t('saved.heading')}>
          {list.map((search) => (
            <li key={search.id}>
              <button type="button" class="saved-search" onClick={() => state.apply(search, search.unseen.length > 0)}>
                <span>{search.name}</span>
                {search.alerts && search.unseen.length > 0 && (
                  <span class="badge badge-new">{t('saved.new', { count: formatNumber(locale, search.unseen.length) })}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
