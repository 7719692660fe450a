import { useMemo, useRef, useState } from 'preact/hooks';
import type { EnumField } from '@/utils/api/enums';
import { enumLabel } from '@/utils/i18n/enum-labels';
import type { Locale } from '@/utils/i18n/locale';
import type { Translate } from '@/utils/i18n/translate';
import type { Facets, JobFilters } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { formatNumber } from '@/utils/i18n/format';

type ListFilter = 'provinces' | 'categories' | 'employmentTypes' | 'seniorityLevels' | 'freelancerAllowed';

interface Props {
  facets: Facets | null;
  filters: JobFilters;
  onFilters(filters: JobFilters): void;
  /** The user's previous visit, for "New since my last visit"; null: none yet (the choice is not offered). */
  lastVisit?: number | null;
  /** Jobs matching the search that mutes leave out: "Show muted jobs" is offered when there are any. */
  mutedOut?: number;
  /** The filters were opened (their values may be read again). */
  onOpen?(): void;
}

/** How many filters are set. */
/** The two hours-per-week filters, lower and upper bound. */
const HOUR_BOUNDS = [
  { bound: 'hoursMin', id: 'filter-hours-min' },
  { bound: 'hoursMax', id: 'filter-hours-max' },
] as const;

export function activeFilterCount(filters: JobFilters): number {
  const lists: ListFilter[] = ['provinces', 'categories', 'employmentTypes', 'seniorityLevels', 'freelancerAllowed'];
  let count = lists.filter((key) => (filters[key]?.length ?? 0) > 0).length;
  if (filters.hoursMin !== null && filters.hoursMin !== undefined) count++;
  if (filters.hoursMax !== null && filters.hoursMax !== undefined) count++;
  if (filters.hideClosed === true) count++;
  if (filters.seenAfter !== null && filters.seenAfter !== undefined) count++;
  if (filters.hideDone === true) count++;
  if (filters.showMuted === true) count++;
  if (filters.ids !== undefined) count++;
  return count;
}

interface Option {
  value: string;
  label: string;
}

interface FilterSelect {
  key: ListFilter;
  label: string;
  options: Option[];
}

function enumOptions(field: EnumField, values: string[], locale: Locale): Option[] {
  return values.map((value) => ({ value, label: enumLabel(field, value, locale) })).sort((a, b) => a.label.localeCompare(b.label, locale));
}

function hoursValue(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Math.round(Number(raw));
  return Number.isFinite(n) ? Math.max(0, Math.min(168, n)) : null;
}

/** One select per list filter, its options the values the index holds, sorted by label. */
function selectsFor(t: Translate, locale: Locale, facets: Facets): FilterSelect[] {
  return [
    { key: 'provinces', label: t('job.province'), options: enumOptions('province', facets.provinces, locale) },
    {
      key: 'categories',
      label: t('job.category'),
      options: facets.categories
        .map((c) => ({ value: c.value, label: c[locale]?.trim() || enumLabel('category', c.value, locale) }))
        .sort((a, b) => a.label.localeCompare(b.label, locale)),
    },
    { key: 'employmentTypes', label: t('job.employmentType'), options: enumOptions('employmentType', facets.employmentTypes, locale) },
    { key: 'seniorityLevels', label: t('job.seniority'), options: enumOptions('seniorityLevel', facets.seniorityLevels, locale) },
    {
      key: 'freelancerAllowed',
      label: t('job.freelancerAllowed'),
      options: enumOptions('freelancerAllowed', facets.freelancerAllowed, locale),
    },
  ];
}

/** Filters over the local index; options come from the values the index holds. */
export function SearchFilters({ facets, filters, onFilters, lastVisit, mutedOut = 0, onOpen }: Props) {
  const { t, locale } = useI18n();
  const active = activeFilterCount(filters);
  // Open at first where filters are set (the list ids of "This page" are not the recruiter's filters),
  // then as the recruiter leaves it: turning the last filter off must not close the panel they work in.
  const [open, setOpen] = useState(() => active - (filters.ids !== undefined ? 1 : 0) > 0);
  const summaryRef = useRef<HTMLElement>(null);
  const set = (key: ListFilter, value: string) => {
    const next: JobFilters = { ...filters };
    if (value === '') delete next[key];
    else next[key] = [value];
    onFilters(next);
  };
  /** A yes-or-no filter: set when ticked, left out when not. */
  const setFlag = (key: 'hideClosed' | 'showMuted' | 'hideDone', on: boolean) => {
    const next: JobFilters = { ...filters };
    if (on) next[key] = true;
    else delete next[key];
    onFilters(next);
  };
  const setNewOnly = (only: boolean) => {
    const next: JobFilters = { ...filters };
    if (only && lastVisit !== null && lastVisit !== undefined) next.seenAfter = lastVisit;
    else delete next.seenAfter;
    onFilters(next);
  };
  const setHours = (key: 'hoursMin' | 'hoursMax', raw: string) => {
    const next: JobFilters = { ...filters };
    const value = hoursValue(raw);
    if (value === null) delete next[key];
    else next[key] = value;
    onFilters(next);
  };

  // Built and sorted once per answer, not on every render of the screen.
  const selects = useMemo(() => (facets ? selectsFor(t, locale, facets) : []), [t, locale, facets]);

  return (
    <details
      class="filters"
      open={open}
      onToggle={(e) => {
        setOpen(e.currentTarget.open);
        if (e.currentTarget.open) onOpen?.();
      }}
    >
      <summary ref={summaryRef}>{active > 0 ? t('feed.filtersActive', { count: active }) : t('feed.filters')}</summary>
      <div class="filter-grid">
        {selects.map(({ key, label, options }) => (
          <div class="field" key={key}>
            <label for={`filter-${key}`}>{label}</label>
            <select id={`filter-${key}`} value={filters[key]?.[0] ?? ''} onChange={(e) => set(key, e.currentTarget.value)}>
              <option value="">{t('feed.any')}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        {HOUR_BOUNDS.map(({ bound, id }) => (
          <div class="field" key={bound}>
            <label for={id}>{t(`feed.${bound}`)}</label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={0}
              max={168}
              value={filters[bound] ?? ''}
              onChange={(e) => setHours(bound, e.currentTarget.value)}
            />
          </div>
        ))}
      </div>
      <label class="field-check hide-closed">
        <input type="checkbox" checked={filters.hideClosed === true} onChange={(e) => setFlag('hideClosed', e.currentTarget.checked)} />
        {t('feed.hideClosed')}
      </label>
      <label class="field-check hide-closed">
        <input type="checkbox" checked={filters.hideDone === true} onChange={(e) => setFlag('hideDone', e.currentTarget.checked)} />
        {t('feed.hideDone')}
      </label>
      {(mutedOut > 0 || filters.showMuted === true) && (
        <label class="field-check hide-closed">
          <input type="checkbox" checked={filters.showMuted === true} onChange={(e) => setFlag('showMuted', e.currentTarget.checked)} />
          {filters.showMuted === true ? t('feed.showMutedOn') : t('feed.showMuted', { count: formatNumber(locale, mutedOut) })}
        </label>
      )}
      {((lastVisit !== null && lastVisit !== undefined) || filters.seenAfter != null) && (
        <label class="field-check hide-closed">
          <input type="checkbox" checked={filters.seenAfter != null} onChange={(e) => setNewOnly(e.currentTarget.checked)} />
          {t('feed.newSinceVisit')}
        </label>
      )}
      {active > 0 && (
        <button
          type="button"
          class="link-button"
          onClick={() => {
            // The button goes with the filters it clears: the focus goes to the panel's heading, not the page.
            summaryRef.current?.focus();
            onFilters({});
          }}
        >
          {t('feed.clearFilters')}
        </button>
      )}
    </details>
  );
}
