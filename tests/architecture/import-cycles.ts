import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { importSpecifiers } from './import-boundaries.js';
import { resolveWebAlias } from './web-imports.js';

type Graph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;

/** Every .ts/.tsx file under `root` (tests included: a test file may be imported too), node_modules left out. */
function sourceFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        SOURCE.test(entry.name) &&
        !join(entry.parentPath, entry.name).split(/[\\/]/).includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

const isFile = (path: string): boolean => existsSync(path) && statSync(path).isFile();

/**
 * The file a relative specifier names, as NodeNext and TypeScript read it: `./x.js` is `./x.ts`
 * or `./x.tsx`, and a folder is its `index`; web/src's aliases (`@/`…) count as relative. Null for
 * packages and for files that are not sources.
 */
export function resolveSpecifier(file: string, specifier: string): string | null {
  const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : resolveWebAlias(file, specifier);
  if (target === null) return null;
  const stem = target.replace(/\.(?:js|jsx|ts|tsx|mjs)$/, '');
  const candidates = [target, `${stem}.ts`, `${stem}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')];
  return candidates.find((candidate) => SOURCE.test(candidate) && isFile(candidate)) ?? null;
}

/** Who imports whom among the source files under `roots`; type-only imports count as much as any other. */
export function importGraph(roots: readonly string[]): Graph {
  const files = roots.flatMap(sourceFiles);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = importSpecifiers(readFileSync(file, 'utf8')).map((specifier) =>
        resolveSpecifier(file, specifier),
      );
      return [file, [...new Set(targets.filter((target): target is string => target !== null && known.has(target)))]];
    }),
  );
}

/** Strongly connected components with more than one file, or one file that imports itself (Tarjan). */
function tangledComponents(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return components;
}

/** The shortest way from `start` back to itself inside `component` (breadth first), start repeated at the end. */
function shortestCycle(graph: Graph, component: readonly string[], start: string): string[] {
  const inside = new Set(component);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const file = queue[head] ?? start;
    for (const next of graph.get(file) ?? []) {
      if (next === start) {
        const path = [file];
        for (let step = cameFrom.get(file); step !== undefined; step = cameFrom.get(step)) path.unshift(step);
        return [...path, start];
      }
      if (inside.has(next) && !cameFrom.has(next) && next !== start) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/**
 * One line per import cycle under `roots` (an equivalent of `madge --circular`), each as its files
 * relative to `base`, first file repeated at the end: `a.ts -> b.ts -> a.ts`. Each tangle of
 * files that import each other is reported once, by its shortest cycle through its first file.
 */
export function importCycles(base: string, roots: readonly string[]): string[] {
  const graph = importGraph(roots.map((root) => resolve(base, root)));
  return tangledComponents(graph)
    .map((component) => {
      const start = [...component].sort()[0] ?? '';
      return shortestCycle(graph, component, start)
        .map((file) => relative(base, file))
        .join(' -> ');
    })
    .sort();
}
