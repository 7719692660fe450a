/**
 * The options page: every setting saved through the background (`settings.update`), which stores it
 * and tells open pages, so changes take effect without a reload and survive restarts. Host access
 * (API origin, job boards) is asked for synchronously in the click that needs it.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { DEFAULT_API_BASE_URL } from '@/utils/config/patterns';
import { describeFailure } from '@/utils/i18n/errors';
import { formatNumber } from '@/utils/i18n/format';
import { callBackground, type CallBackground } from '@/utils/messaging/client';
import type { Failure } from '@/utils/messaging/contract';
import { REMINDER_DAYS, SYNC_INTERVAL_MINUTES, type SettingsPatch } from '@/utils/settings/schema';
import { browserNotificationRequest } from '@/utils/ui/feed/use-saved-searches';
import {
  apiHostName,
  apiHostPattern,
  browserHostPermissions,
  originOf,
  requestHostAccess,
  type HostPermissions,
} from '@/utils/ui/host-permissions';
import { useBackgroundValue, useSession, useSettings } from '@/utils/ui/use-background-value';
import { I18nRoot } from '@/utils/ui/i18n-root';
import { useLatest, useOnChange } from '@/utils/ui/use-latest';
import { useI18n } from '@/utils/i18n/context';
import { AccountSection } from '@/components/options/AccountSection';
import { ApiUrlSection } from '@/components/options/ApiUrlSection';
import { BoardsSection } from '@/components/options/BoardsSection';
import { ChoiceSection } from '@/components/options/ChoiceSection';
import { LocalDataSection } from '@/components/options/LocalDataSection';
import { HiddenCardsSection } from '@/components/options/HiddenCardsSection';
import { MutesSection } from '@/components/options/MutesSection';
import { SavedSearchesSection } from '@/components/options/SavedSearchesSection';
import { QuietHoursSection } from '@/components/options/QuietHoursSection';
import { formatTimeOfDay } from '@/utils/feed/quiet-hours';
import { OptionsSection } from '@/components/options/OptionsSection';
import { WholeNumberSection } from '@/components/options/WholeNumberSection';
import { useBoardActions } from './use-board-actions';
import { useSectionStatus, type Section } from './use-section-status';
import { useMutes } from './use-mutes';
import { useSavedSearchList } from './use-saved-search-list';

/** The build's API address, used when the setting is empty. */
export const BUILD_API_BASE_URL = import.meta.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL;

export interface OptionsAppProps {
  call?: CallBackground;
  permissions?: HostPermissions;
  defaultApiBaseUrl?: string;
  welcomeUrl?: string;
}

function OptionsPage({
  call = callBackground,
  permissions = browserHostPermissions,
  defaultApiBaseUrl = BUILD_API_BASE_URL,
  welcomeUrl = browser.runtime.getURL('/welcome.html'),
  onRetry,
}: OptionsAppProps & { onRetry(): void }) {
  const { t, locale } = useI18n();
  // The tab's name (and the page's for a screen reader) in the page's language, as the welcome page and guide do.
  useEffect(() => {
    document.title = t('options.title');
  }, [t]);
  const stored = useSettings(call);
  const session = useSession(call);
  const sync = useBackgroundValue(call, 'sync.status', ['sync.progress']);
  const settings = stored.value;
  const apiInUse = settings?.apiBaseUrl ?? defaultApiBaseUrl;
  const failureText = (failure: Failure) => describeFailure(t, locale, failure, apiInUse);
  const sections = useSectionStatus(call, t, failureText);
  const { status } = sections;
  // A new language: the outcomes said in the one before go; the Language section's own save, if there
  // is one under way or done, is said in the new one. (The page's first language may give way to the
  // settings' once they are read: no save then, and nothing to say.)
  useOnChange(locale, () => {
    const { kind } = status('language');
    const own = kind === 'saving' || kind === 'saved' ? { kind, message: t(kind === 'saving' ? 'options.saving' : 'options.saved') } : null;
    sections.reset(own ? { language: own } : {});
  });
  // The cards dismissed on postings, read once; showing one again answers the new list.
  const hidden = useBackgroundValue(call, 'cards.hidden', []);

  // Worded when the answer comes, in the page's language by then (a language saved may be in use already).
  const words = useLatest(t);
  const save = (section: Section, patch: SettingsPatch, message?: string): Promise<boolean> =>
    sections.run(
      section,
      { type: 'settings.update', patch },
      (value) => {
        stored.replace(value);
        return message ?? words.current('options.saved');
      },
      (reason) => words.current('options.saveFailed', { reason }),
    );
  const boards = useBoardActions({ permissions, settings, sections, save: (patch) => save('boards', patch) });

  /** From the confirm click: the permission request comes first, before any await. */
  const saveApi = (next: string | null) => {
    const target = next ?? defaultApiBaseUrl;
    const pattern = apiHostPattern(target);
    // The build's own API is in the manifest's host permissions; any other origin is asked for.
    const needsAccess = next !== null && pattern !== null && originOf(target) !== originOf(defaultApiBaseUrl);
    void requestHostAccess(permissions, needsAccess ? [pattern] : []).then(async (granted) => {
      if (!granted) {
        sections.set('api', { kind: 'error', message: t('options.api.refused', { host: apiHostName(target) }) });
        return;
      }
      if (await save('api', { apiBaseUrl: next })) {
        void session.reload();
        void sync.reload();
      }
    });
  };

  const signOut = () =>
    void sections.run('account', { type: 'session.signOut' }, (value) => {
      session.replace(value);
      return t('options.account.signedOutDone');
    });

  const mutes = useMutes(call, sections);
  const savedSearches = useSavedSearchList(call, sections);

  const showCard = (id: number | null) =>
    sections.run('hidden', { type: 'cards.show', id }, (value) => {
      hidden.replace(value);
      return t(id === null ? 'options.hidden.shownAll' : 'options.hidden.shown');
    });

  const clearData = () =>
    void sections.run('data', { type: 'data.clear' }, (value) => {
      sync.replace(value);
      return t(value.indexed === 1 ? 'options.data.clearedOne' : 'options.data.cleared', { count: formatNumber(locale, value.indexed) });
    });

  let body;
  if (!settings && stored.failure) {
    body = (
      <div class="notice error" role="alert">
        <p>{t('options.loadFailed', { reason: failureText(stored.failure) })}</p>
        <button type="button" onClick={onRetry}>
          {t('state.retry')}
        </button>
      </div>
    );
  } else if (!settings) {
    body = (
      <p role="status" class="muted">
        {t('state.loading')}
      </p>
    );
  } else {
    const interval = { min: SYNC_INTERVAL_MINUTES.min, max: SYNC_INTERVAL_MINUTES.max };
    body = (
      <>
        <AccountSection
          session={session.value}
          problem={session.failure && failureText(session.failure)}
          onRetry={() => void session.reload()}
          status={status('account')}
          signInHref={welcomeUrl}
          onSignOut={signOut}
        />
        <ChoiceSection
          id="language"
          title={t('options.language.heading')}
          legend={t('options.language.label')}
          value={settings.language}
          choices={[
            { value: 'auto', label: t('options.language.auto') },
            { value: 'en', label: t('options.language.en'), lang: 'en' },
            { value: 'nl', label: t('options.language.nl'), lang: 'nl' },
          ]}
          status={status('language')}
          onChange={(language) => void save('language', { language })}
        />
        <ChoiceSection
          id="theme"
          title={t('options.theme.heading')}
          legend={t('options.theme.label')}
          value={settings.theme}
          choices={[
            { value: 'system', label: t('options.theme.system') },
            { value: 'light', label: t('options.theme.light') },
            { value: 'dark', label: t('options.theme.dark') },
          ]}
          status={status('theme')}
          onChange={(theme) => void save('theme', { theme })}
        />
        <BoardsSection status={status('boards')} {...boards} />
        <OptionsSection id="markers" title={t('options.markers.heading')} help={t('options.markers.help')} status={status('markers')}>
          <label class="choice">
            <input
              type="checkbox"
              checked={settings.showMarkers}
              onChange={(event) => void save('markers', { showMarkers: event.currentTarget.checked })}
            />
            <span>{t('options.markers.label')}</span>
          </label>
        </OptionsSection>
        <WholeNumberSection
          id="sync"
          title={t('options.sync.heading')}
          label={t('options.sync.label')}
          help={t('options.sync.help', interval)}
          invalid={t('options.sync.invalid', interval)}
          value={settings.syncIntervalMinutes}
          min={interval.min}
          max={interval.max}
          status={status('sync')}
          onSave={(minutes) => minutes !== null && void save('sync', { syncIntervalMinutes: minutes })}
        />
        <WholeNumberSection
          id="reminders"
          title={t('options.reminders.heading')}
          label={t('options.reminders.label')}
          help={t('options.reminders.help', REMINDER_DAYS)}
          invalid={t('options.reminders.invalid', REMINDER_DAYS)}
          value={settings.reminderDays}
          min={REMINDER_DAYS.min}
          max={REMINDER_DAYS.max}
          status={status('reminders')}
          onSave={(days) => {
            if (days === null) return;
            // Inside the click: the browser asks only there.
            if (days > 0) void browserNotificationRequest();
            void save('reminders', { reminderDays: days });
          }}
        />
        <QuietHoursSection
          value={settings.quietHours}
          status={status('quiet')}
          onSave={(quietHours) =>
            void save(
              'quiet',
              { quietHours },
              quietHours
                ? t('options.quiet.saved', { from: formatTimeOfDay(quietHours.from), to: formatTimeOfDay(quietHours.to) })
                : t('options.quiet.off'),
            )
          }
        />
        <ApiUrlSection value={settings.apiBaseUrl} defaultUrl={defaultApiBaseUrl} status={status('api')} onSave={saveApi} />
        <WholeNumberSection
          id="client-view"
          title={t('options.clientView.heading')}
          label={t('options.clientView.label')}
          help={t('options.clientView.help')}
          invalid={t('options.clientView.invalid')}
          value={settings.clientViewId}
          min={0}
          max={Number.MAX_SAFE_INTEGER}
          optional
          status={status('clientView')}
          onSave={(clientViewId) => void save('clientView', { clientViewId })}
        />
        <SavedSearchesSection status={status('searches')} {...savedSearches} />
        <MutesSection mutes={mutes.list} read={mutes.read} status={status('mutes')} onAdd={mutes.add} onRemove={mutes.remove} />
        <HiddenCardsSection cards={hidden.value} read={hidden} status={status('hidden')} onShow={showCard} />
        <LocalDataSection indexed={sync.value?.indexed ?? null} status={status('data')} onClear={clearData} />
      </>
    );
  }

  return (
    <main class="options">
      <h1>{t('options.title')}</h1>
      <p class="muted">{t('options.intro')}</p>
      {body}
      <p class="privacy-link">
        <a href="/privacy.html" target="_blank" rel="noopener">
          {t('privacy.link')}
        </a>
      </p>
    </main>
  );
}

/** The page with its language and theme, read once here for everything below. */
export function App(props: OptionsAppProps) {
  // "Try again" after the settings could not be read reads the whole page anew: the root's language
  // and theme failed with them, and would otherwise wait for a reload of the page.
  const [attempt, setAttempt] = useState(0);
  return (
    <I18nRoot key={attempt} call={props.call}>
      <OptionsPage {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </I18nRoot>
  );
}
