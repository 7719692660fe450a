/**
 * The background's registration of the content script for boards enabled after the build
 * (background.ts, refreshBoardScripts): switching a board on in the options grants its site first
 * (permissions.onAdded) and saves the settings after (their watch), so two refreshes overlap. The
 * one begun first read the boards as they were before the save; it must not have the last word.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ScriptingPort } from '@/utils/background/content-scripts';

const LINKEDIN = '*://*.linkedin.com/*';
const INDEED = '*://*.indeed.com/*';

const state = vi.hoisted(() => ({
  /** The enabled boards' patterns, as the settings hold them now. */
  enabled: [] as string[],
  /** What is registered at the browser. */
  registered: null as string[] | null,
  /** How many of the next permission checks wait for `gate` (the browser's answers late). */
  held: 0,
  gate: Promise.resolve(),
  settingsWatch: null as (() => void) | null,
}));

vi.mock('@/utils/background/service', () => ({
  BackgroundService: class {
    settings = { boards: async () => state.enabled.map((pattern) => ({ matches: [pattern] })) };
    pages = { leftBoard: async () => undefined };
    alerts = { clicked: async () => undefined };
    handlers = () => ({});
    senderPolicy = async () => ({});
    settingsStored = async () => undefined;
    resume = async () => undefined;
    refreshBadge = async () => undefined;
    restoreAlarms = async () => undefined;
    onAlarm = async () => undefined;
  },
}));
vi.mock('@/utils/background/ports', () => ({ browserPorts: () => ({}) }));
vi.mock('@/utils/background/scripting-port', () => ({
  browserScripting: (): ScriptingPort => ({
    granted: async () => {
      if (state.held > 0) {
        state.held--;
        await state.gate;
      }
      return true;
    },
    registered: async () => state.registered,
    register: async (matches) => {
      state.registered = matches;
    },
    update: async (matches) => {
      state.registered = matches;
    },
    unregister: async () => {
      state.registered = null;
    },
  }),
}));
vi.mock('@/utils/storage', () => ({
  settingsItem: {
    watch: (callback: () => void) => {
      state.settingsWatch = callback;
      return () => undefined;
    },
  },
}));

afterEach(() => {
  vi.restoreAllMocks();
  fakeBrowser.reset();
});

it('registers the boards as the settings are last, when an older refresh ends after a newer one', async () => {
  const onAdded: (() => void)[] = [];
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation((listener) => void onAdded.push(listener as () => void));
  vi.spyOn(fakeBrowser.permissions.onRemoved, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.runtime.onStartup, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.runtime.onInstalled, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.commands.onCommand, 'addListener').mockImplementation(() => undefined);
  vi.spyOn(fakeBrowser.notifications.onClicked, 'hasListener').mockReturnValue(true);
  vi.spyOn(fakeBrowser.storage.session, 'setAccessLevel').mockResolvedValue(undefined);
  state.enabled = [LINKEDIN];
  const { default: background } = await import('../background');
  background.main();
  await vi.waitFor(() => expect(state.registered).toEqual([LINKEDIN]));

  // Indeed switched on: its site granted first (the browser's answer to this refresh comes late),
  // then the settings saved.
  let release!: () => void;
  state.gate = new Promise((resolve) => (release = resolve));
  state.held = 1;
  for (const listener of onAdded) listener();
  state.enabled = [LINKEDIN, INDEED];
  state.settingsWatch!();
  const settled = () => new Promise((resolve) => setTimeout(resolve, 50));
  await settled();
  release();
  await settled();
  expect(state.registered).toEqual([INDEED, LINKEDIN]);
});
