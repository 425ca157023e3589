import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Runtime imports (not `import type`, not dynamic `import()`) of a module, as written. */
function staticImports(file: string): readonly string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^import\s+(?!type\b)[^'"]*?from\s+'([^']+)';/gm),
    ...source.matchAll(/^import\s+'([^']+)';/gm),
  ].map((match) => match[1] ?? '');
}

/** Every module loaded before a command's action runs, from the bin's entry: the files of ours, and the packages by name. */
function loadedAtStart(entry: string): { readonly files: ReadonlySet<string>; readonly packages: ReadonlySet<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const target = resolve(dirname(file), specifier).replace(/\.js$/, '');
        visit([`${target}.ts`, `${target}.tsx`].find((candidate) => existsSync(candidate)) ?? `${target}.ts`);
      }
    }
  };
  visit(resolve(entry));
  return { files, packages };
}

describe('what the bin loads before a command runs', () => {
  const { files, packages } = loadedAtStart('cli/src/index.ts');

  it('is commander and node: alone, so --help and --version start fast', () => {
    expect([...packages].filter((name) => !name.startsWith('node:')).sort()).toEqual(['commander']);
  });

  it('reaches no view, no schema and nothing of the composition root, the storage or the product', () => {
    const ours = [...files].map((file) => file.slice(resolve('.').length + 1));
    // The channel names `notifications test --help` lists: a constant of the domain's that imports nothing.
    expect(ours.filter((file) => !file.startsWith('cli/src/'))).toEqual(['core/domain/notifications/notification.ts']);
    expect(ours.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
