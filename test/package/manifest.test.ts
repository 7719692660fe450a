/**
 * The store build's manifests (`npm test` makes the store packages before the tests, see
 * store-build.ts): least privilege, no demo scaffolding or loopback host, strict CSP, icons, complete
 * locales, the package version; and what the pages load before their first paint.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BUILTIN_BOARDS, DEMO_BOARD_ID } from '../../utils/boards/builtin';
import { hostPatternFor } from '../../utils/config/patterns';
import { STORE_TEST_API } from './store-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
const TARGETS = { chrome: '.output/chrome-mv3', firefox: '.output/firefox-mv3' } as const;
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };

interface Manifest {
  manifest_version: number;
  name: string;
  version: string;
  default_locale?: string;
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_security_policy?: { extension_pages?: string };
  content_scripts?: { matches: string[]; js: string[] }[];
  web_accessible_resources?: { resources: string[]; matches: string[]; use_dynamic_url?: boolean }[];
  icons?: Record<string, string>;
  externally_connectable?: unknown;
  browser_specific_settings?: { gecko?: { id?: string; data_collection_permissions?: { required?: string[] } } };
}

function manifestOf(target: keyof typeof TARGETS): { dir: string; manifest: Manifest } {
  const dir = path.join(ROOT, TARGETS[target]);
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
  return { dir, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
}

/** Every file under a directory. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const BROAD = ['<all_urls>', '*://*/*', 'http://*/*', 'https://*/*'];

describe.each(Object.keys(TARGETS) as (keyof typeof TARGETS)[])('%s manifest', (target) => {
  const { dir, manifest } = manifestOf(target);
  const demoBoard = BUILTIN_BOARDS.find((board) => board.id === DEMO_BOARD_ID)!;

  it('is MV3 with the package version and localized name', () => {
    expect(manifest.manifest_version).toBe(3);
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.name).toBe('__MSG_extName__');
    expect(manifest.default_locale).toBe('en');
  });

  it('asks only for what it uses: the API origin, no port, nothing broad', () => {
    // Chrome's side panel needs its permission (no warning shown); Firefox's sidebar is a manifest key.
    const panel = target === 'firefox' ? [] : ['sidePanel'];
    // activeTab: the popup's "This page" on a board whose access was never given (no install warning).
    expect(manifest.permissions?.slice().sort()).toEqual(['activeTab', 'alarms', 'scripting', ...panel, 'storage']);
    expect(manifest.host_permissions).toEqual([hostPatternFor(STORE_TEST_API)]);
    // Notifications only when a saved search's alert is switched on, asked for then.
    expect(manifest.optional_permissions).toEqual(['notifications']);
    // The overlay's web_accessible_resources are checked on their own below: they grant no host access.
    const granted = [...(manifest.host_permissions ?? []), ...(manifest.content_scripts ?? []).flatMap((c) => c.matches)];
    for (const pattern of granted) {
      expect(BROAD).not.toContain(pattern);
      expect(pattern).not.toMatch(/:\/\/[^/]*:\d+\//);
    }
    expect(manifest.externally_connectable).toBeUndefined();
    // Every board of a store build is granted by the user and gets the script at runtime.
    expect(manifest.content_scripts).toBeUndefined();
  });

  it('has the side panel, which never opens by itself, and a shortcut to open it', () => {
    const {
      side_panel: chromePanel,
      sidebar_action: firefoxPanel,
      commands,
    } = manifest as Manifest & {
      side_panel?: { default_path?: string };
      sidebar_action?: { default_panel?: string; open_at_install?: boolean };
      commands?: Record<string, { suggested_key?: { default?: string } }>;
    };
    if (target === 'firefox') {
      expect(firefoxPanel).toMatchObject({ default_panel: 'sidepanel.html', open_at_install: false });
      expect(commands?._execute_sidebar_action?.suggested_key?.default).toBe('Alt+Shift+L');
    } else {
      expect(chromePanel).toEqual({ default_path: 'sidepanel.html' });
      expect(commands?.['open-side-panel']?.suggested_key?.default).toBe('Alt+Shift+L');
    }
    expect(existsSync(path.join(dir, 'sidepanel.html'))).toBe(true);
  });

  it('carries no demo scaffolding: no loopback host anywhere, no demo board', () => {
    const text = JSON.stringify(manifest);
    for (const loopback of ['localhost', '127.0.0.1', '[::1]', '://127.']) expect(text).not.toContain(loopback);
    for (const pattern of demoBoard.matches) expect(text).not.toContain(pattern);
    // Nor in the code: the demo board's single-page posting path appears in no file of the store build.
    expect(demoBoard.posting.some((rule) => rule.pathPattern.includes('/app/vacatures/'))).toBe(true);
    const withDemo = filesOf(dir).filter((file) => readFileSync(file, 'utf8').includes('/app/vacatures/'));
    expect(withDemo).toEqual([]);
    const optional = manifest.optional_host_permissions ?? [];
    for (const board of BUILTIN_BOARDS.filter((b) => b.id !== DEMO_BOARD_ID))
      expect(optional).toEqual(expect.arrayContaining([...board.matches]));
  });

  it('exposes only the overlay page to web pages', () => {
    expect(manifest.web_accessible_resources?.map((w) => w.resources)).toEqual([['overlay.html']]);
  });

  it('lets http(s) pages frame the overlay (custom boards are any site), at an unguessable URL', () => {
    const [overlay] = manifest.web_accessible_resources ?? [];
    expect(overlay?.matches.slice().sort()).toEqual(['http://*/*', 'https://*/*']);
    // Chrome: a per-session dynamic URL. Firefox has no such key (web-ext lint would flag it); its
    // extension origin is a random UUID per installation.
    expect(overlay?.use_dynamic_url).toBe(target === 'chrome' ? true : undefined);
  });

  it('has a content script that tells board pages nothing of the extension: no message, no event', () => {
    // WXT's content-script context posts to the page's window and fires a document event named by the
    // extension's id (wxt-dev/wxt#1752); the build puts utils/content/script-context.ts in its place.
    const scripts = (manifest.content_scripts ?? []).flatMap((script) => script.js);
    const files = scripts.length > 0 ? scripts : ['content-scripts/content.js'];
    for (const file of files) {
      const code = readFileSync(path.join(dir, file), 'utf8');
      for (const call of ['postMessage', 'dispatchEvent', 'content-script-started']) expect(code, `${file}: ${call}`).not.toContain(call);
    }
  });

  it('has a strict CSP for extension pages and no remote code', () => {
    expect(manifest.content_security_policy?.extension_pages).toBe("script-src 'self'; object-src 'none'; base-uri 'none'");
  });

  it('offers a keyboard shortcut that focuses the card, described in the UI language', () => {
    const commands = (manifest as { commands?: Record<string, { suggested_key?: { default?: string }; description?: string }> }).commands;
    expect(commands?.['focus-card']).toEqual({ suggested_key: { default: 'Alt+Shift+J' }, description: '__MSG_focusCardCommand__' });
  });

  it('ships icons at 16, 32, 48 and 128 pixels', () => {
    expect(Object.keys(manifest.icons ?? {}).sort()).toEqual(['128', '16', '32', '48']);
    for (const [size, file] of Object.entries(manifest.icons ?? {})) {
      const png = readFileSync(path.join(dir, file));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(Number(size));
    }
  });

  it("loads no view the first paint does not show: the popup and the side panel leave the job's record and the sign-in form for later", () => {
    const { dir } = manifestOf(target);
    for (const page of ['popup.html', 'sidepanel.html']) {
      const html = readFileSync(path.join(dir, page), 'utf8');
      const first = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map((match) => path.basename(match[1]!));
      expect(first.length, page).toBeGreaterThan(0);
      expect(
        first.filter((file) => /^(JobRecord|JobDetailsView|SignedOutScreen|sanitize)-/.test(file)),
        page,
      ).toEqual([]);
    }
  });

  it('has every locale key in English and Dutch', () => {
    const keys = (lang: string) =>
      Object.keys(JSON.parse(readFileSync(path.join(dir, '_locales', lang, 'messages.json'), 'utf8')) as object).sort();
    expect(keys('en')).toEqual(keys('nl'));
    expect(keys('en')).toEqual(expect.arrayContaining(['extName', 'extDescription']));
  });
});

describe('Firefox specifics', () => {
  it('has a fixed gecko id and declares its data collection', () => {
    const { manifest } = manifestOf('firefox');
    expect(manifest.browser_specific_settings?.gecko?.id).toBe('job-feed-companion@jobfeed.example');
    expect(manifest.browser_specific_settings?.gecko?.data_collection_permissions?.required).toEqual(['authenticationInfo']);
  });

  it("passes Mozilla's validator (web-ext lint) with no errors and no warnings", async () => {
    const { dir } = manifestOf('firefox');
    const webExt = path.join(ROOT, 'node_modules/.bin/web-ext');
    const { stdout } = await run(webExt, ['lint', '--source-dir', dir, '--output', 'json', '--no-input'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      summary: { errors: number; warnings: number };
      errors: { code: string; message: string }[];
      warnings: { code: string; message: string; file?: string }[];
    };
    const problems = [...report.errors, ...report.warnings].map((p) => `${p.code}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(report.summary).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);
});
