/**
 * The options page's saved searches: the list as the background keeps it (read again when another
 * page changes it), and renaming, alerts on or off, one job per employer, deleting, each through the
 * section's status, which reads out what happened. Alerts switched on ask for the notification
 * permission first, inside the click.
 */
import type { CallBackground } from '@/utils/messaging/client';
import type { StoredSearch } from '@/utils/messaging/contract';
import { useI18n } from '@/utils/i18n/context';
import { useBackgroundValue } from '@/utils/ui/use-background-value';
import { browserNotificationRequest, type RequestNotifications } from '@/utils/ui/feed/use-saved-searches';
import type { SectionStatus } from './use-section-status';

export function useSavedSearchList(
  call: CallBackground,
  sections: SectionStatus,
  requestNotifications: RequestNotifications = browserNotificationRequest,
) {
  const { t } = useI18n();
  const read = useBackgroundValue(call, 'searches.list', ['searches.changed']);
  const { value: searches, replace: setSearches } = read;
  const update = (
    search: StoredSearch,
    patch: { name?: string; alerts?: boolean; perEmployer?: boolean },
    done: string,
    asked?: Promise<boolean>,
  ) =>
    void sections
      .run(
        'searches',
        { type: 'searches.update', id: search.id, ...patch },
        (next) => {
          setSearches(next);
          return done;
        },
        (reason) => t('options.searches.failed', { reason }),
      )
      .then(async (saved) => {
        if (saved && asked && !(await asked))
          sections.set('searches', { kind: 'saved', message: t('options.searches.noNotifications', { name: search.name }) });
      });
  return {
    searches,
    read,
    onRename: (search: StoredSearch, name: string) => update(search, { name }, t('options.searches.renamed', { name })),
    onAlerts: (search: StoredSearch, on: boolean) => {
      // The permission first, inside the click.
      const asked = on ? requestNotifications() : undefined;
      update(search, { alerts: on }, t(on ? 'options.searches.alertsOn' : 'options.searches.alertsOff', { name: search.name }), asked);
    },
    onPerEmployer: (search: StoredSearch, on: boolean) => update(search, { perEmployer: on }, t('options.saved')),
    onDelete: (search: StoredSearch) =>
      sections.run(
        'searches',
        { type: 'searches.delete', id: search.id },
        (next) => {
          setSearches(next);
          return t('options.searches.deleted', { name: search.name });
        },
        (reason) => t('options.searches.failed', { reason }),
      ),
  };
}
