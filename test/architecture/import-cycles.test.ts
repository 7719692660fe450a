/**
 * No import cycles in shipped code (entrypoints, components, utils). A cycle makes module
 * initialization order matter (a value read before its module ran is `undefined`) and usually means a
 * type or a function sits in the wrong module. Type-only imports count too: they are how a wrong home
 * for a type shows, and they turn into value cycles with the first constant added beside the type.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SHIPPED = ['entrypoints', 'components', 'utils'];

/** A module and the modules it imports, as paths relative to the repository. */
type ImportGraph = Map<string, string[]>;

function isShippedSource(path: string): boolean {
  return /\.tsx?$/.test(path) && !/\.d\.ts$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.split('/').includes('__tests__');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return isShippedSource(path) ? [path] : [];
  });
}

/** The file an import specifier names (relative or `@/`), or null for packages and other files. */
function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  let base: string;
  if (bare.startsWith('@/') || bare.startsWith('~/')) base = join(ROOT, bare.slice(2));
  else if (bare.startsWith('.')) base = resolve(ROOT, dirname(from), bare);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      if (statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return relative(ROOT, candidate).split('\\').join('/');
    } catch {
      // Not this candidate.
    }
  }
  return null;
}

/** Every static, type-only, re-export and dynamic import of the shipped modules, to shipped modules. */
function shippedImportGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of SHIPPED.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName)).filter((target) => target !== null);
    graph.set(file, [...new Set(targets.filter(isShippedSource))]);
  }
  return graph;
}

/**
 * One cycle per strongly connected component that has one (Tarjan), each written as the path
 * `a -> b -> a`, starting at its alphabetically first module so that the message is stable.
 */
function findImportCycles(graph: ImportGraph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => cycleThrough(graph, new Set(component))).sort();
}

/** A shortest cycle from the component's first module back to itself, inside the component (breadth first). */
function cycleThrough(graph: ImportGraph, component: Set<string>): string {
  const start = [...component].sort()[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at: string | undefined = node; at !== start && at !== undefined; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start].join(' -> ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component].sort().join(' -> ');
}

describe('import cycles', () => {
  it('finds and names a cycle, a self-import and a cycle through a longer path, and nothing in a tree', () => {
    const graph: ImportGraph = new Map([
      ['a.ts', ['b.ts', 'd.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
      ['f.ts', ['g.ts']],
      ['g.ts', ['f.ts']],
    ]);
    expect(findImportCycles(graph)).toEqual(['a.ts -> b.ts -> c.ts -> a.ts', 'e.ts -> e.ts', 'f.ts -> g.ts -> f.ts']);
    expect(
      findImportCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the shipped modules and their imports, type-only, `@/` and folder imports included', () => {
    const graph = shippedImportGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('entrypoints/background.ts')).toContain('utils/config/static-boards.ts');
    expect(graph.get('utils/background/match-page.ts')).toContain('utils/boards/index.ts');
    // `import type { ApiErrorInfo } from './api/errors'`
    expect(graph.get('utils/storage.ts')).toContain('utils/api/errors.ts');
    expect([...graph.keys()].some((file) => file.includes('__tests__'))).toBe(false);
  });

  it('has none in entrypoints, components and utils', () => {
    expect(findImportCycles(shippedImportGraph())).toEqual([]);
  });
});
