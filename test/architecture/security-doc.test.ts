/**
 * SECURITY.md and docs/ are the documents code cites by name (`SECURITY.md#no-fetch-proxy`). These tests
 * keep them honest: every test SECURITY.md lists exists under that title in that file, every module it
 * names exists, every citation in the tree points at an anchor that exists, and no comment cites a
 * numbered rule or a note that lives outside the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const DOCS = ['SECURITY.md', 'docs/api-conventions.md', 'docs/toolchain.md'];
const SCANNED_DIRS = ['entrypoints', 'components', 'utils', 'test'];
const SCANNED_FILES = ['wxt.config.ts', 'eslint.config.js', '.ci/run', 'README.md', 'PRIVACY.md', ...DOCS];
const SOURCE = /\.(ts|tsx|js|mjs|css|html)$/;

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(ROOT, path)).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const THIS_FILE = 'test/architecture/security-doc.test.ts';
const sources = [...SCANNED_DIRS.flatMap(walk), ...SCANNED_FILES].filter((f) => f !== THIS_FILE);
const anchorsOf = (doc: string) => new Set([...read(doc).matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1] ?? ''));

/** The rules of SECURITY.md: each heading's name, the modules that keep it and the tests that prove it. */
function rules() {
  const text = read('SECURITY.md');
  return text
    .split(/^<a id="/m)
    .slice(1)
    .map((section) => {
      const name = section.slice(0, section.indexOf('"'));
      const kept = /^- Kept by: (.+)$/m.exec(section)?.[1] ?? '';
      const proved = [...section.matchAll(/^ {2}- `([^`]+)`: "(.+)"$/gm)].map((m) => ({ file: m[1] ?? '', title: m[2] ?? '' }));
      return { name, modules: [...kept.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''), proved };
    });
}

describe('SECURITY.md', () => {
  const all = rules();

  it('names thirteen rules, each with the modules that keep it and at least one proving test', () => {
    expect(all.map((r) => r.name)).toHaveLength(13);
    for (const rule of all) {
      expect(rule.modules.length, rule.name).toBeGreaterThan(0);
      expect(rule.proved.length, rule.name).toBeGreaterThan(0);
    }
  });

  it('lists only modules that exist', () => {
    const missing = all.flatMap((r) => r.modules.filter((m) => !existsSync(join(ROOT, m))).map((m) => `${r.name}: ${m}`));
    expect(missing).toEqual([]);
  });

  it('lists only tests that exist under that exact title in that file', () => {
    const missing = all.flatMap((r) =>
      r.proved
        .filter(({ file, title }) => {
          if (!existsSync(join(ROOT, file))) return true;
          const source = read(file);
          return !['"', "'", '`'].some((quote) => source.includes(`${quote}${title}${quote}`));
        })
        .map(({ file, title }) => `${r.name}: ${file}: ${title}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('citations', () => {
  it('point at anchors that exist', () => {
    const anchors = new Map(DOCS.map((doc) => [doc, anchorsOf(doc)]));
    const broken: string[] = [];
    for (const file of sources) {
      for (const m of read(file).matchAll(/\b(SECURITY\.md|docs\/api-conventions\.md|docs\/toolchain\.md)#([a-z0-9-]+)/g)) {
        const [cited, doc = '', anchor = ''] = m;
        if (!anchors.get(doc)?.has(anchor)) broken.push(`${file}: ${cited}`);
      }
      // A citation may go on with more anchors of the same document: `…#one and #two`.
      for (const m of read(file).matchAll(/(SECURITY\.md|docs\/[a-z-]+\.md)#[a-z0-9-]+((?:,? (?:and )?#[a-z0-9-]+)+)/g)) {
        const [, doc = '', more = ''] = m;
        for (const [, anchor = ''] of more.matchAll(/#([a-z0-9-]+)/g)) {
          if (!anchors.get(doc)?.has(anchor)) broken.push(`${file}: ${doc}#${anchor}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('name rules instead of numbering them, and cite no note outside the repository', () => {
    const stale = sources.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => /security rule \d|\(rules? \d|\brules? \d+\)|toolchain note|conventions note|shared\/notes/i.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(stale).toEqual([]);
  });
});

describe('least privilege in code', () => {
  it('registers no listener for other extensions or web pages', () => {
    const shipped = ['entrypoints', 'components', 'utils'].flatMap(walk).filter((f) => !f.includes('__tests__'));
    const listeners = shipped.filter((f) => /onMessageExternal|onConnectExternal|externally_connectable/.test(read(f)));
    expect(listeners).toEqual([]);
    expect(read('wxt.config.ts')).not.toMatch(/externally_connectable|onMessageExternal/);
  });
});
