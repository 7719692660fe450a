import { createRequire } from 'node:module';
import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { BUILTIN_BOARDS } from './utils/boards/builtin';
import { buildTimeBoardPatterns, DEFAULT_API_BASE_URL, hostPatternFor } from './utils/config/patterns';

/** WXT's own `wxt/browser` (globalThis.browser ?? chrome), without the webextension-polyfill. */
const plainBrowserModule = createRequire(import.meta.url).resolve('wxt/browser');

/** Stable Firefox id: storage and the moz-extension origin survive reinstalls (security rule 13). */
export const GECKO_ID = 'job-feed-companion@jobfeed.example';

/** Extension pages run only our own bundled code (security rule 9). */
const EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'";

/**
 * zod 4 probes `new Function` to decide whether to compile its parsers. Extension CSP forbids it
 * (rule 9), the probe only produces CSP violation reports, and Mozilla's validator rejects the
 * Function constructor outright; so in our bundles the probe answers "no" and the code generator is
 * replaced by a class that throws (it is unreachable once the probe says no).
 */
function zodWithoutCodeGeneration(): Plugin {
  return {
    name: 'job-feed-companion:zod-without-code-generation',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/](?:util|compile|doc)\.js$/.test(id)) return null;
      const patched = code.replaceAll(
        'const F = Function;',
        'const F = class { constructor() { throw new Error("Code generation is disabled in this extension."); } };',
      );
      return patched === code ? null : { code: patched, map: null };
    },
  };
}

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  // Explicit imports: a reader sees where every name comes from, and tsc/eslint need no globals.
  imports: false,
  // Firefox gets MV3 too: one manifest shape, optional host permissions and storage.session
  // access levels behave alike, and MV2 is being retired by Mozilla.
  manifestVersion: 3,
  vite: () => ({ plugins: [preact(), zodWithoutCodeGeneration()] }),
  webExt: { disabled: true },
  hooks: {
    // The content script runs on every board page and must stay tiny: it only sends messages, whose
    // promise-returning API both browsers have natively, so it goes without the polyfill (3.3 KB gz).
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((entrypoint) => entrypoint.type === 'content-script')) return;
      const alias = { 'wxt/browser': plainBrowserModule };
      const existing = config.resolve?.alias;
      config.resolve = {
        ...config.resolve,
        alias: Array.isArray(existing)
          ? [{ find: 'wxt/browser', replacement: plainBrowserModule }, ...existing]
          : { ...existing, ...alias },
      };
    },
  },
  manifest: ({ browser }) => {
    const apiBase = process.env.WXT_API_BASE_URL || DEFAULT_API_BASE_URL;
    const boards = buildTimeBoardPatterns(process.env.WXT_JOB_BOARDS);
    const hostPermissions = [...new Set([hostPatternFor(apiBase), ...boards])];
    // Boards the user switches on later ask for their own host permission at that moment; the
    // manifest only declares that such a request may come. Nothing optional is granted at install.
    const builtInBoards = BUILTIN_BOARDS.flatMap((board) => board.matches).filter((pattern) => !boards.includes(pattern));
    const optionalHostPermissions = [...new Set([...builtInBoards, 'https://*/*', 'http://*/*'])];
    return {
      // Name and description come from public/_locales (en, nl), read before any of our code runs.
      name: '__MSG_extName__',
      description: '__MSG_extDescription__',
      default_locale: 'en',
      action: { default_title: '__MSG_actionTitle__' },
      // scripting: content scripts for boards enabled after install (registered per granted board).
      permissions: ['storage', 'alarms', 'scripting'],
      host_permissions: hostPermissions,
      optional_host_permissions: optionalHostPermissions,
      content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
      // Only the overlay page may be framed, and only by job-board pages (security rule 7).
      web_accessible_resources: [{ resources: ['overlay.html'], matches: [...new Set([...boards, ...builtInBoards])] }],
      ...(browser === 'firefox'
        ? {
            browser_specific_settings: {
              gecko: {
                id: GECKO_ID,
                // 142: the first version (desktop and Android) that knows data_collection_permissions.
                strict_min_version: '142.0',
                // The only data that leaves the browser is the sign-in sent to the configured API.
                data_collection_permissions: { required: ['authenticationInfo'] },
              },
            },
          }
        : {}),
    };
  },
});
