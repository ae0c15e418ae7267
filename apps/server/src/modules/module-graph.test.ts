import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's modules (src/modules/<name>) depend on each other in one direction only: a loop
// (sessions -> chat -> sessions, …) means no module can be read, changed or tested on its own, and
// it is how a hub grows. Every import counts (type-only, re-exports and dynamic imports too).

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

const moduleOf = (file: string) => {
  const relative = path.relative(modulesDir, file);
  return relative.startsWith('..') || !relative.includes(path.sep) ? null : relative.split(path.sep)[0];
};

/** module -> the other modules it imports from, with one importing file per edge (for the message). */
const moduleGraph = (files: string[], read: (file: string) => string) => {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of read(file).matchAll(IMPORT)) {
      const to = moduleOf(path.resolve(path.dirname(file), match[1] ?? ''));
      if (to && to !== from && !edges.has(to)) edges.set(to, path.relative(modulesDir, file));
    }
  }
  return graph;
};

/** Every loop, as 'a -> b -> a' with the files that make each step. */
const loopsOf = (graph: Map<string, Map<string, string>>) => {
  const loops: string[] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = [...trail.slice(at), node];
      const steps = loop
        .slice(0, -1)
        .map((m, i) => `${m} -> ${loop[i + 1]} (${graph.get(m)?.get(loop[i + 1] ?? '')})`);
      loops.push(steps.join(', '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) visit(node, []);
  return loops;
};

describe('server module graph', () => {
  it('has no loop between modules', () => {
    const graph = moduleGraph(sourceFiles(modulesDir), (file) => readFileSync(file, 'utf8'));
    expect(graph.size).toBeGreaterThan(10);
    expect(loopsOf(graph)).toEqual([]);
  });

  it('finds a loop, a type-only one, and one through a dynamic import', () => {
    const files: Record<string, string> = {
      [path.join(modulesDir, 'a/a.service.ts')]: "import { b } from '../b/b.repository.ts';",
      [path.join(modulesDir, 'b/b.repository.ts')]: "import type { A } from '../a/a.service.ts';",
      [path.join(modulesDir, 'c/c.service.ts')]: "const d = await import('../d/d.ts');",
      [path.join(modulesDir, 'd/d.ts')]: "export { c } from '../c/c.service.ts';",
      [path.join(modulesDir, 'e/e.ts')]: "import { a } from '../a/a.service.ts';\nimport './e-local.ts';",
    };
    const loops = loopsOf(moduleGraph(Object.keys(files), (file) => files[file] ?? ''));
    expect(loops).toEqual([
      'a -> b (a/a.service.ts), b -> a (b/b.repository.ts)',
      'c -> d (c/c.service.ts), d -> c (d/d.ts)',
    ]);
  });
});
