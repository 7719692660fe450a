import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from './utils/boards/builtin';
import { assertStoreBuild, resolveBuildConfig } from './utils/config/build';
import { overlayWebAccessibleResources } from './utils/config/overlay-access';
import { pageChunks } from './utils/config/page-chunks';
import { hostPatternFor } from './utils/config/patterns';
import { withoutStringSinks } from './utils/config/string-sinks';

/** WXT's own `wxt/browser` (globalThis.browser ?? chrome), without the webextension-polyfill. */
const plainBrowserModule = createRequire(import.meta.url).resolve('wxt/browser');

/** The content script's context, which tells the page nothing (utils/content/script-context.ts). */
const CONTEXT_MODULE = 'wxt/utils/content-script-context';
const ownContextModule = fileURLToPath(new URL('./utils/content/script-context.ts', import.meta.url));

/** Stable Firefox id: storage and the moz-extension origin survive reinstalls (SECURITY.md#firefox-identity). */
export const GECKO_ID = 'job-feed-companion@jobfeed.example';

/** Extension pages run only our own bundled code (SECURITY.md#strict-csp). */
const EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'";

export default defineConfig({
  // Tests and benchmarks build into directories of their own so that concurrent builds never clobber.
  outDir: process.env.WXT_OUT_DIR || '.output',
  modules: ['@wxt-dev/webextension-polyfill'],
  // Explicit imports: a reader sees where every name comes from, and tsc/eslint need no globals.
  imports: false,
  // Firefox gets MV3 too: one manifest shape, optional host permissions and storage.session
  // access levels behave alike, and MV2 is being retired by Mozilla.
  manifestVersion: 3,
  vite: () => {
    // Checked once here (a bad WXT_API_BASE_URL is named in the error), then defined into the bundles.
    const build = resolveBuildConfig(process.env);
    return {
      plugins: [preact(), withoutStringSinks()],
      // The sync's profile (test/bench/profile-sync.ts) reads function names, so it builds unminified.
      ...(process.env.WXT_UNMINIFIED === 'true' ? { build: { minify: false } } : {}),
      // The bench's per-module size breakdown (test/bench/bundle-modules.ts) reads the source maps.
      ...(process.env.WXT_SOURCEMAP === 'true' ? { build: { sourcemap: true } } : {}),
      define: {
        // The content script's manifest patterns (utils/config/static-boards.ts).
        'import.meta.env.WXT_STATIC_BOARDS': JSON.stringify(build.boardPatterns.join(',')),
        // WXT_JOB_BOARDS as checked here, so the background carries no pattern checker (static-boards.ts).
        'import.meta.env.WXT_BUILD_JOB_BOARDS': JSON.stringify(build.jobBoards.join(',')),
        // A store build's bundles leave the demo board out altogether (utils/boards/builtin.ts).
        __JFC_LOCAL_BUILD__: JSON.stringify(build.local),
      },
    };
  },
  webExt: { disabled: true },
  // Store packages (`npm run zip`): the extension zips hold the build only. The sources zip that
  // Firefox's review asks for holds what `npm ci && npm run build -- -b firefox` needs and nothing
  // else: an allowlist, so tests, fixtures, the reference server, local env files and scratch files
  // never reach a reviewer (WXT also leaves out node_modules, hidden files, __tests__ and *.test.*).
  zip: {
    exclude: ['**/*.map'],
    includeSources: [
      'components/**',
      'entrypoints/**',
      'utils/**',
      'public/**',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'wxt.config.ts',
      'README.md',
      // The privacy page shows it (entrypoints/privacy).
      'PRIVACY.md',
      // The guide page shows them (entrypoints/guide).
      'docs/guide.md',
      'docs/guide.nl.md',
      'docs/popup.png',
      'docs/overlay.png',
      'docs/sidepanel.png',
      'docs/popup-nl-dark.png',
      'docs/overlay-nl-dark.png',
      'docs/sidepanel-nl-dark.png',
    ],
    excludeSources: ['**/*.map', '**/*.tmp.*', '**/.env*'],
  },
  hooks: {
    // `npm run zip` makes what goes to the stores: never a local build (demo board, loopback API).
    'zip:start': () => assertStoreBuild(resolveBuildConfig(process.env)),
    // Only the background needs the polyfill (its onMessage listeners answer with promises, which
    // Chrome's own API does not take). The content script and the pages only call promise-returning
    // APIs that Chrome MV3 and Firefox both have natively, so they go without it: 3.3 KB gzipped off
    // every one of them, and off the popup's first paint.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (entrypoints.some((entrypoint) => entrypoint.type === 'background')) return;
      // Only the content script's build imports the context: WXT's entry for it does.
      const alias = { 'wxt/browser': plainBrowserModule, [CONTEXT_MODULE]: ownContextModule };
      const existing = config.resolve?.alias;
      config.resolve = {
        ...config.resolve,
        alias: Array.isArray(existing)
          ? [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...existing]
          : { ...existing, ...alias },
      };
      // The pages' build: their code in a few files by the pages that load them (utils/config/page-chunks.ts).
      if (entrypoints.some((entrypoint) => entrypoint.inputPath.endsWith('.html'))) {
        // Vite 8 bundles with Rolldown: `rolldownOptions` is the option (`rollupOptions` reads it).
        config.build ??= {};
        const options = (config.build.rolldownOptions ??= {});
        if (Array.isArray(options.output)) throw new Error('page-chunks: the pages build has several outputs');
        options.output = { ...options.output, manualChunks: pageChunks() };
      }
    },
  },
  manifest: ({ browser }) => {
    // Throws for an API address sent in clear over a network (plain http to a non-loopback host).
    const build = resolveBuildConfig(process.env);
    const boards = build.boardPatterns;
    const hostPermissions = [...new Set([hostPatternFor(build.apiBaseUrl), ...boards])];
    // Boards the user switches on later ask for their own host permission at that moment; the
    // manifest only declares that such a request may come. Nothing optional is granted at install.
    // The demo board exists in local builds only.
    const builtInBoards = BUILTIN_BOARDS.filter((board) => build.local || board.id !== DEMO_BOARD_ID)
      .flatMap((board) => board.matches)
      .filter((pattern) => !boards.includes(pattern));
    const optionalHostPermissions = [...new Set([...builtInBoards, 'https://*/*', 'http://*/*'])];
    return {
      // Name and description come from public/_locales (en, nl), read before any of our code runs.
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      action: { default_title: '__MSG_actionTitle__' },
      // A key to reach the card on a posting from the page (issue 19 item 10); the user can change it.
      // And one to open the side panel (issue 15): Firefox's own sidebar command; in Chrome the
      // background opens it, which Chrome allows inside the shortcut's gesture.
      commands: {
        'focus-card': { suggested_key: { default: 'Alt+Shift+J' }, description: '__MSG_focusCardCommand__' },
        [browser === 'firefox' ? '_execute_sidebar_action' : 'open-side-panel']: {
          suggested_key: { default: 'Alt+Shift+L' },
          description: '__MSG_openSidePanelCommand__',
        },
      },
      // scripting: content scripts for boards enabled after install (registered per granted board).
      // activeTab: the popup reads the address of the tab it was opened on, so that on a board whose
      // access was never given it says why no card shows (no install warning; the address stays in
      // the browser, SECURITY.md#visited-urls-stay-local).
      permissions: ['storage', 'alarms', 'scripting', 'activeTab'],
      host_permissions: hostPermissions,
      optional_host_permissions: optionalHostPermissions,
      // Saved searches' alerts: asked inside the click that first switches an alert on.
      optional_permissions: ['notifications'],
      content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
      // Only the overlay page may be framed: at a per-session URL in Chrome (see overlay-access.ts).
      web_accessible_resources: overlayWebAccessibleResources(browser),
      ...(browser === 'firefox'
        ? {
            browser_specific_settings: {
              gecko: {
                id: GECKO_ID,
                // 140: the ESR that Debian ships (desktop knows data_collection_permissions since 140).
                strict_min_version: '140.0',
                // The only data that leaves the browser is the sign-in sent to the configured API.
                data_collection_permissions: { required: ['authenticationInfo'] },
              },
              // Firefox for Android learned data_collection_permissions in 142.
              gecko_android: { strict_min_version: '142.0' },
            },
          }
        : {}),
    };
  },
});
