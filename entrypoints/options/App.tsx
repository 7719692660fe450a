/**
 * The options page: every setting saved through the background (`settings.update`), which stores it
 * and tells open pages, so changes take effect without a reload and survive restarts. Host access
 * (API origin, job boards) is asked for synchronously in the click that needs it.
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import { DEFAULT_API_BASE_URL } from '@/utils/config/patterns';
import { describeFailure } from '@/utils/i18n/errors';
import { formatNumber } from '@/utils/i18n/format';
import { callBackground } from '@/utils/messaging/client';
import type { Failure, SessionInfo } from '@/utils/messaging/contract';
import { SYNC_INTERVAL_MINUTES, type CustomBoard, type Settings, type SettingsPatch } from '@/utils/settings/schema';
import { useBackgroundEvent } from '@/utils/ui/use-background-event';
import { usePreferences } from '@/utils/ui/use-preferences';
import {
  apiHostPattern,
  boardHostPattern,
  browserHostPermissions,
  hasHostAccess,
  originOf,
  requestHostAccess,
  type HostPermissions,
} from '@/utils/ui/host-permissions';
import { AccountSection } from '@/components/options/AccountSection';
import { ApiUrlSection } from '@/components/options/ApiUrlSection';
import { BoardsSection } from '@/components/options/BoardsSection';
import { ChoiceSection } from '@/components/options/ChoiceSection';
import { LocalDataSection } from '@/components/options/LocalDataSection';
import { IDLE, OptionsSection, type SaveState } from '@/components/options/OptionsSection';
import { WholeNumberSection } from '@/components/options/WholeNumberSection';

export type CallBackground = typeof callBackground;

/** The build's API address, used when the setting is empty. */
export const BUILD_API_BASE_URL = import.meta.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL;

export interface OptionsAppProps {
  call?: CallBackground;
  permissions?: HostPermissions;
  defaultApiBaseUrl?: string;
  welcomeUrl?: string;
}

type Section = 'api' | 'clientView' | 'boards' | 'markers' | 'language' | 'theme' | 'sync' | 'account' | 'data';

export function App({
  call = callBackground,
  permissions = browserHostPermissions,
  defaultApiBaseUrl = BUILD_API_BASE_URL,
  welcomeUrl = browser.runtime.getURL('/welcome.html'),
}: OptionsAppProps) {
  const { t, locale } = usePreferences(call);
  const [settings, setSettings] = useState<Settings | null>(null);
  const [loadFailure, setLoadFailure] = useState<Failure | null>(null);
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [indexed, setIndexed] = useState<number | null>(null);
  const [access, setAccess] = useState<Record<string, boolean>>({});
  const [statuses, setStatuses] = useState<Partial<Record<Section, SaveState>>>({});
  const apiInUse = settings?.apiBaseUrl ?? defaultApiBaseUrl;
  const status = (section: Section): SaveState => statuses[section] ?? IDLE;
  const setStatus = (section: Section, next: SaveState) => setStatuses((all) => ({ ...all, [section]: next }));
  const failureText = (failure: Failure) => describeFailure(t, locale, failure, apiInUse);

  const loadSettings = useCallback(async () => {
    const result = await call({ type: 'settings.get' });
    if (result.ok) {
      setSettings(result.value);
      setLoadFailure(null);
    } else setLoadFailure(result.error);
  }, [call]);
  const loadSession = useCallback(async () => {
    const result = await call({ type: 'session.get' });
    if (result.ok) setSession(result.value);
  }, [call]);
  const loadSync = useCallback(async () => {
    const result = await call({ type: 'sync.status' });
    if (result.ok) setIndexed(result.value.indexed);
  }, [call]);

  useEffect(() => {
    void loadSettings();
    void loadSession();
    void loadSync();
  }, [loadSettings, loadSession, loadSync]);

  useBackgroundEvent((event) => {
    if (event.event === 'settings.changed') void loadSettings();
    else if (event.event === 'session.changed') void loadSession();
    else if (event.event === 'sync.progress') void loadSync();
  });

  // Which built-in boards' sites the extension may already run on.
  useEffect(() => {
    let live = true;
    void Promise.all(BUILTIN_BOARDS.map(async (board) => [board.id, await hasHostAccess(permissions, [...board.matches])] as const)).then(
      (entries) => {
        if (live) setAccess(Object.fromEntries(entries));
      },
    );
    return () => {
      live = false;
    };
  }, [permissions]);

  const save = async (section: Section, patch: SettingsPatch, message = t('options.saved')): Promise<boolean> => {
    setStatus(section, { kind: 'saving', message: t('options.saving') });
    const result = await call({ type: 'settings.update', patch });
    if (result.ok) {
      setSettings(result.value);
      setStatus(section, { kind: 'saved', message });
      return true;
    }
    setStatus(section, { kind: 'error', message: t('options.saveFailed', { reason: failureText(result.error) }) });
    return false;
  };

  /** From the confirm click: the permission request comes first, before any await. */
  const saveApi = (next: string | null) => {
    const target = next ?? defaultApiBaseUrl;
    const pattern = apiHostPattern(target);
    // The build's own API is in the manifest's host permissions; any other origin is asked for.
    const needsAccess = next !== null && pattern !== null && originOf(target) !== originOf(defaultApiBaseUrl);
    const asked = needsAccess ? requestHostAccess(permissions, [pattern]) : Promise.resolve(true);
    void asked.then(async (granted) => {
      if (!granted) {
        setStatus('api', { kind: 'error', message: t('options.api.refused', { host: new URL(target).host }) });
        return;
      }
      if (await save('api', { apiBaseUrl: next })) {
        void loadSession();
        void loadSync();
      }
    });
  };

  const toggleBoard = (id: string, enabled: boolean) => {
    const board = BUILTIN_BOARDS.find((b) => b.id === id);
    if (!board || !settings) return;
    const asked = enabled ? requestHostAccess(permissions, [...board.matches]) : Promise.resolve(true);
    void asked.then((granted) => {
      if (enabled) setAccess((all) => ({ ...all, [id]: granted }));
      if (!granted) {
        setStatus('boards', { kind: 'error', message: t('options.boards.refused', { name: board.name }) });
        return;
      }
      void save('boards', { boardToggles: { ...settings.boardToggles, [id]: enabled } });
    });
  };

  const grantBoard = (id: string) => {
    const board = BUILTIN_BOARDS.find((b) => b.id === id);
    if (!board) return;
    void requestHostAccess(permissions, [...board.matches]).then((granted) => {
      setAccess((all) => ({ ...all, [id]: granted }));
      setStatus(
        'boards',
        granted
          ? { kind: 'saved', message: t('options.saved') }
          : { kind: 'error', message: t('options.boards.refused', { name: board.name }) },
      );
    });
  };

  const addBoard = (board: CustomBoard): Promise<boolean> => {
    if (!settings) return Promise.resolve(false);
    const current = settings.customBoards;
    return requestHostAccess(permissions, [boardHostPattern(board.pattern)]).then((granted) => {
      if (!granted) {
        setStatus('boards', { kind: 'error', message: t('options.boards.refused', { name: board.name }) });
        return false;
      }
      return save('boards', { customBoards: [...current, board] });
    });
  };

  /** A custom board switched on asks for its site again (access may have been revoked meanwhile). */
  const toggleCustomBoard = (index: number, enabled: boolean) => {
    const board = settings?.customBoards[index];
    if (!settings || !board) return;
    const current = settings.customBoards;
    const asked = enabled ? requestHostAccess(permissions, [boardHostPattern(board.pattern)]) : Promise.resolve(true);
    void asked.then((granted) => {
      if (!granted) {
        setStatus('boards', { kind: 'error', message: t('options.boards.refused', { name: board.name }) });
        return;
      }
      void save('boards', { customBoards: current.map((b, i) => (i === index ? { ...b, enabled } : b)) });
    });
  };

  const removeBoard = (index: number) => {
    if (!settings) return;
    void save('boards', { customBoards: settings.customBoards.filter((_, i) => i !== index) });
  };

  const signOut = () => {
    setStatus('account', { kind: 'saving', message: t('options.saving') });
    void call({ type: 'session.signOut' }).then((result) => {
      if (result.ok) {
        setSession(result.value);
        setStatus('account', { kind: 'saved', message: t('options.account.signedOutDone') });
      } else setStatus('account', { kind: 'error', message: failureText(result.error) });
    });
  };

  const clearData = () => {
    setStatus('data', { kind: 'saving', message: t('options.saving') });
    void call({ type: 'data.clear' }).then((result) => {
      if (result.ok) {
        setIndexed(result.value.indexed);
        setStatus('data', { kind: 'saved', message: t('options.data.cleared', { count: formatNumber(locale, result.value.indexed) }) });
      } else setStatus('data', { kind: 'error', message: failureText(result.error) });
    });
  };

  let body;
  if (!settings && loadFailure) {
    body = (
      <div class="notice error" role="alert">
        <p>{t('options.loadFailed', { reason: failureText(loadFailure) })}</p>
        <button type="button" onClick={() => void loadSettings()}>
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
        <AccountSection t={t} locale={locale} session={session} status={status('account')} signInHref={welcomeUrl} onSignOut={signOut} />
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
        <BoardsSection
          t={t}
          builtin={BUILTIN_BOARDS.map((board) => ({
            id: board.id,
            name: board.name,
            enabled: settings.boardToggles[board.id] ?? board.enabledByDefault,
            access: access[board.id] ?? null,
          }))}
          custom={settings.customBoards}
          status={status('boards')}
          onToggle={toggleBoard}
          onGrant={grantBoard}
          onToggleCustom={toggleCustomBoard}
          onRemove={removeBoard}
          onAdd={addBoard}
        />
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
          key={`sync-${settings.syncIntervalMinutes}`}
          t={t}
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
        <ApiUrlSection
          key={`api-${settings.apiBaseUrl ?? ''}`}
          t={t}
          value={settings.apiBaseUrl}
          defaultUrl={defaultApiBaseUrl}
          status={status('api')}
          onSave={saveApi}
        />
        <WholeNumberSection
          key={`client-view-${settings.clientViewId ?? ''}`}
          t={t}
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
        <LocalDataSection t={t} locale={locale} indexed={indexed} status={status('data')} onClear={clearData} />
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
