import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { runtimeMatches, syncRuntimeScript } from '@/utils/background/content-scripts';
import { oneAtATime } from '@/utils/background/one-at-a-time';
import { browserPorts } from '@/utils/background/ports';
import { browserScripting } from '@/utils/background/scripting-port';
import { BackgroundService } from '@/utils/background/service';
import { BUILD_JOB_BOARDS, STATIC_BOARDS } from '@/utils/config/static-boards';
import { DEFAULT_API_BASE_URL } from '@/utils/config/patterns';
import { createDispatcher } from '@/utils/messaging/dispatch';
import { logUnexpected } from '@/utils/messaging/error-log';
import { settingsItem } from '@/utils/storage';

/** Chrome's side panel (Chrome 116+); Firefox has its sidebar command instead. */
type SidePanelApi = { sidePanel?: { open(options: { windowId: number }): Promise<void> } };

export default defineBackground({
  main() {
    const service = new BackgroundService({
      defaultApiBaseUrl: import.meta.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL,
      buildBoardPatterns: [...BUILD_JOB_BOARDS],
      ports: browserPorts(),
      onUnexpected: (error) => logUnexpected('the sync', error),
    });
    const dispatch = createDispatcher(
      service.handlers(),
      () => service.senderPolicy(),
      (error) => logUnexpected('a message handler', error),
      (message, sender) => service.pages.leftBoard(message, sender),
    );
    const scripting = browserScripting();
    // Boards enabled after the build get the content script once their host permission is granted.
    // One refresh at a time, and once more after one asked for meanwhile: a board switched on grants
    // its site (permissions.onAdded) before its settings are saved (their watch), and the refresh
    // begun first, with the boards of before, ended last and took the new board's script away.
    const refresh = oneAtATime(() =>
      service.settings
        .boards()
        .then((boards) =>
          runtimeMatches(
            boards.flatMap((board) => board.matches),
            STATIC_BOARDS,
            scripting,
          ),
        )
        .then((matches) => syncRuntimeScript(matches, scripting))
        .then(
          () => undefined,
          (error: unknown) =>
            console.error('Job Feed Companion: board registration failed', error instanceof Error ? error.message : 'unknown'),
        ),
    );
    const refreshBoardScripts = () => void refresh();

    // Every listener is registered synchronously, so that events waking a stopped worker are delivered.
    browser.runtime.onMessage.addListener((message, sender) => dispatch(message, sender));
    browser.alarms.onAlarm.addListener((alarm) => void service.onAlarm(alarm.name));
    browser.runtime.onStartup.addListener(() => void service.restoreAlarms());
    browser.runtime.onInstalled.addListener(({ reason }) => {
      void service.restoreAlarms();
      if (reason === 'install') void browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
    });
    settingsItem.watch(() => {
      void service.settingsStored().catch((error: unknown) => logUnexpected('the settings watcher', error));
      refreshBoardScripts();
    });
    // The focus-card shortcut: the active tab's content script moves the focus into its card, if it shows one.
    browser.commands?.onCommand.addListener((command, tab) => {
      // Chrome's side panel opens only inside the shortcut's gesture: at once, before any await.
      if (command === 'open-side-panel' && tab?.windowId !== undefined) {
        void (browser as unknown as SidePanelApi).sidePanel?.open({ windowId: tab.windowId }).catch(() => undefined);
        return;
      }
      if (command !== 'focus-card') return;
      void browser.tabs
        .query({ active: true, currentWindow: true })
        .then(([tab]) => tab?.id !== undefined && browser.tabs.sendMessage(tab.id, { event: 'card.focus' }))
        .catch(() => undefined);
    });
    // A saved search's notification clicked: its new jobs, in the side panel's page. The API exists
    // once the optional permission is granted, so the listener is added again when it is.
    const onNotificationClicked = (id: string) => {
      void service.alerts.clicked(id).catch((error: unknown) => logUnexpected('a notification click', error));
      void browser.notifications?.clear(id).catch(() => undefined);
    };
    const listenNotifications = () => {
      if (browser.notifications && !browser.notifications.onClicked.hasListener(onNotificationClicked))
        browser.notifications.onClicked.addListener(onNotificationClicked);
    };
    listenNotifications();
    browser.permissions.onAdded.addListener(listenNotifications);
    browser.permissions.onAdded.addListener(refreshBoardScripts);
    browser.permissions.onRemoved.addListener(refreshBoardScripts);
    // storage.session is for trusted contexts only: content scripts must not read the token (SECURITY.md#token-in-background).
    void browser.storage.session.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
    void service.resume().then(() => service.refreshBadge());
    refreshBoardScripts();
  },
});
