/**
 * The store packages made by `npm run zip` (npm test runs it, through store-build.ts, before the tests): the Chrome and
 * Firefox zips hold the built extension and nothing else, and the Firefox sources zip holds what a
 * reviewer needs to rebuild it, and nothing else. Read with a small central-directory reader over
 * node:zlib, so no zip library is needed.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { storeBuildEnv } from './store-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where `npm run zip` writes: wxt.config.ts's outDir. */
const OUTPUT = path.resolve(ROOT, process.env.WXT_OUT_DIR || '.output');
const run = promisify(execFile);
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };

const ZIPS = {
  chrome: `${pkg.name}-${pkg.version}-chrome.zip`,
  firefox: `${pkg.name}-${pkg.version}-firefox.zip`,
  sources: `${pkg.name}-${pkg.version}-sources.zip`,
} as const;
const BUILDS = { chrome: 'chrome-mv3', firefox: 'firefox-mv3' } as const;

/** Sane bounds: today the extension zips are about 150 KB and the sources zip about 250 KB. */
const MAX_EXTENSION_ZIP = 1024 * 1024;
const MAX_SOURCES_ZIP = 2 * 1024 * 1024;
const MAX_FILE = 512 * 1024;

// ---- a minimal zip reader -----------------------------------------------------------------------

interface Entry {
  name: string;
  size: number;
  data: Buffer;
}

/** Every file entry of a zip (stored or deflated; no zip64, which store packages never need). */
function readZip(file: string): Map<string, Entry> {
  const zip = readFileSync(file);
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error(`${file} is not a zip file`);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`${file}: bad central directory entry ${i}`);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    const dataStart = localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`${file}: ${name} uses compression method ${method}`);
    expect(data.length, `${name} inflates to its recorded size`).toBe(size);
    entries.set(name, { name, size, data });
  }
  return entries;
}

function zipPath(kind: keyof typeof ZIPS): string {
  const file = path.join(OUTPUT, ZIPS[kind]);
  if (!existsSync(file)) {
    const found = existsSync(OUTPUT) ? readdirSync(OUTPUT).filter((name) => name.endsWith('.zip')) : [];
    throw new Error(`${file} is missing (found: ${found.join(', ') || 'no zips'}): run \`npm run zip\` first (npm test does).`);
  }
  return file;
}

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Paths no package may hold: dependencies, tests, fixtures, env files, VCS and build leftovers. */
const JUNK = [
  /(^|\/)node_modules\//,
  /(^|\/)__tests__\//,
  /(^|\/)(test|tests|e2e|fixtures|coverage)\//,
  /\.(test|spec)\.[cm]?[jt]sx?$/,
  /(^|\/)\.env(\.|$)/,
  /(^|\/)\.(git|wxt|output|ci)\//,
  /\.map$/,
  /\.(log|tmp)$|\.tmp\./,
  /(^|\/)\.DS_Store$/,
];

function junkIn(names: Iterable<string>): string[] {
  return [...names].filter((name) => JUNK.some((pattern) => pattern.test(name)));
}

// ---- the extension zips -------------------------------------------------------------------------

interface Manifest {
  manifest_version: number;
  name: string;
  version: string;
  default_locale?: string;
  icons?: Record<string, string>;
  action?: { default_popup?: string; default_icon?: Record<string, string> | string };
  options_ui?: { page: string };
  options_page?: string;
  background?: { service_worker?: string; scripts?: string[]; page?: string };
  content_scripts?: { js?: string[]; css?: string[] }[];
  web_accessible_resources?: { resources: string[] }[];
}

/** Every file the manifest names. */
function referencedFiles(manifest: Manifest): string[] {
  const icons = (value: Record<string, string> | string | undefined) => (typeof value === 'string' ? [value] : Object.values(value ?? {}));
  return [
    ...icons(manifest.icons),
    ...icons(manifest.action?.default_icon),
    manifest.action?.default_popup,
    manifest.options_ui?.page,
    manifest.options_page,
    manifest.background?.service_worker,
    ...(manifest.background?.scripts ?? []),
    manifest.background?.page,
    ...(manifest.content_scripts ?? []).flatMap((script) => [...(script.js ?? []), ...(script.css ?? [])]),
    ...(manifest.web_accessible_resources ?? []).flatMap((resource) => resource.resources),
    manifest.default_locale ? `_locales/${manifest.default_locale}/messages.json` : undefined,
  ]
    .filter((file): file is string => typeof file === 'string')
    .map((file) => file.replace(/^\//, ''));
}

/** Files an HTML page loads from the package (`/chunks/x.js`, `/assets/x.css`). */
function htmlReferences(html: string): string[] {
  return [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((ref) => !/^[a-z][a-z0-9+.-]*:/i.test(ref) && !ref.startsWith('#'))
    .map((ref) => ref.replace(/^\.?\//, '').split(/[?#]/)[0]!);
}

describe.each(Object.keys(BUILDS) as (keyof typeof BUILDS)[])('%s store package', (target) => {
  const file = zipPath(target);
  const entries = readZip(file);
  const names = [...entries.keys()];
  const manifest = JSON.parse(entries.get('manifest.json')?.data.toString('utf8') ?? 'null') as Manifest | null;

  it('is named for the package version and has manifest.json at its root', () => {
    expect(path.basename(file)).toBe(`job-feed-companion-${pkg.version}-${target}.zip`);
    expect(manifest).not.toBeNull();
    expect(names.filter((name) => name.endsWith('manifest.json'))).toEqual(['manifest.json']);
  });

  it('carries the right name and version', () => {
    expect(manifest!.manifest_version).toBe(3);
    expect(manifest!.version).toBe(pkg.version);
    expect(manifest!.name).toBe('__MSG_extName__');
    for (const locale of ['en', 'nl']) {
      const messages = JSON.parse(entries.get(`_locales/${locale}/messages.json`)!.data.toString('utf8')) as Record<
        string,
        { message: string }
      >;
      expect(messages.extName?.message).toBe('Job Feed Companion');
      expect(messages.extDescription?.message.length).toBeGreaterThan(0);
    }
  });

  it('holds every file the manifest and its pages reference', () => {
    const referenced = referencedFiles(manifest!);
    expect(referenced).toContain('background.js');
    expect(referenced.length).toBeGreaterThan(5);
    for (const html of names.filter((name) => name.endsWith('.html')))
      referenced.push(...htmlReferences(entries.get(html)!.data.toString('utf8')));
    const missing = [...new Set(referenced)].filter((ref) => !entries.has(ref));
    expect(missing).toEqual([]);
    for (const page of ['popup.html', 'options.html', 'overlay.html', 'welcome.html', 'job.html', 'guide.html'])
      expect(names).toContain(page);
  });

  it('is exactly the build, with no source maps, sources, tests or env files', () => {
    const built = path.join(OUTPUT, BUILDS[target]);
    if (existsSync(built)) expect(names.slice().sort()).toEqual(filesUnder(built).sort());
    expect(junkIn(names)).toEqual([]);
    expect(names.filter((name) => /\.(tsx?|jsx)$/.test(name))).toEqual([]);
    const mapped = names.filter((name) => /\.(js|css)$/.test(name) && /sourceMappingURL=/.test(entries.get(name)!.data.toString('utf8')));
    expect(mapped).toEqual([]);
  });

  it('stays small', () => {
    expect(statSync(file).size).toBeLessThan(MAX_EXTENSION_ZIP);
    const big = [...entries.values()].filter((entry) => entry.size > MAX_FILE).map((entry) => `${entry.name} (${entry.size} B)`);
    expect(big).toEqual([]);
  });
});

// ---- the Firefox sources zip --------------------------------------------------------------------

describe('Firefox sources package', () => {
  const file = zipPath('sources');
  const entries = readZip(file);
  const names = [...entries.keys()];
  const scratch: string[] = [];
  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the manifests of the build and the source directories', () => {
    for (const required of ['package.json', 'package-lock.json', 'wxt.config.ts', 'tsconfig.json', 'README.md', 'PRIVACY.md'])
      expect(names).toContain(required);
    // What the guide page bundles, and of docs/ nothing else (the API conventions and toolchain facts are not the extension's).
    expect(names.filter((name) => name.startsWith('docs/')).sort()).toEqual([
      'docs/guide.md',
      'docs/guide.nl.md',
      'docs/overlay-nl-dark.png',
      'docs/overlay.png',
      'docs/popup-nl-dark.png',
      'docs/popup.png',
      'docs/sidepanel-nl-dark.png',
      'docs/sidepanel.png',
    ]);
    const sourcePkg = JSON.parse(entries.get('package.json')!.data.toString('utf8')) as {
      version: string;
      scripts: Record<string, string>;
    };
    expect(sourcePkg.version).toBe(pkg.version);
    expect(sourcePkg.scripts.build).toContain('wxt build');
    // Every source file of the extension that is not a test is there.
    for (const dir of ['entrypoints', 'components', 'utils', 'public']) {
      const expected = filesUnder(path.join(ROOT, dir), `${dir}/`).filter((name) => junkIn([name]).length === 0);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.filter((name) => !entries.has(name))).toEqual([]);
    }
  });

  it('has no node_modules, build output, tests, fixtures, env or scratch files', () => {
    expect(junkIn(names)).toEqual([]);
    const top = [...new Set(names.map((name) => name.split('/')[0]!))].sort();
    expect(top).toEqual([
      'PRIVACY.md',
      'README.md',
      'components',
      'docs',
      'entrypoints',
      'package-lock.json',
      'package.json',
      'public',
      'tsconfig.json',
      'utils',
      'wxt.config.ts',
    ]);
  });

  it('stays small', () => {
    expect(statSync(file).size).toBeLessThan(MAX_SOURCES_ZIP);
    const big = [...entries.values()]
      .filter((entry) => entry.size > MAX_FILE && entry.name !== 'package-lock.json')
      .map((entry) => entry.name);
    expect(big).toEqual([]);
  });

  it('rebuilds the Firefox package byte for byte', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jfc-sources-'));
    scratch.push(dir);
    for (const entry of entries.values()) {
      const target = path.join(dir, entry.name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, entry.data);
    }
    // A reviewer runs `npm ci` first; the installed dependencies stand in for it here.
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    // The environment `npm run zip` had: without vitest's NODE_ENV=test and VITEST* markers, which
    // change what the bundler emits; the output goes into the scratch copy's own .output.
    const env = storeBuildEnv(
      Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|NODE_ENV$|TEST$|MODE$|WXT_OUT_DIR$)/.test(key))),
    );
    await run(path.join(ROOT, 'node_modules/.bin/wxt'), ['build', '-b', 'firefox'], { cwd: dir, env, maxBuffer: 16 * 1024 * 1024 });
    const rebuilt = path.join(dir, '.output/firefox-mv3');
    const packaged = readZip(zipPath('firefox'));
    expect(filesUnder(rebuilt).sort()).toEqual([...packaged.keys()].sort());
    const differing = [...packaged.values()]
      .filter((entry) => !readFileSync(path.join(rebuilt, entry.name)).equals(entry.data))
      .map((entry) => entry.name);
    expect(differing).toEqual([]);
  });
});
