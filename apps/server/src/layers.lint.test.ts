import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layer rule's fixtures (eslint-walls/fixtures/server): each is linted with the real
// eslint.config.js as if it stood at the path its first line names (`// as: …`), and every line marked
// `// ✗` must be refused by walls/server-layers (one ✗ per error), no other line. Only the walls rules
// run, without type information, so this takes a second, not the full lint's minutes.
const root = path.resolve(import.meta.dirname, '../../..');
const fixtures = path.join(root, 'eslint-walls/fixtures/server');

const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('walls/'),
});

const expectedErrors = (source: string) =>
  source
    .split('\n')
    .flatMap((line, index) => Array(line.match(/✗/g)?.length ?? 0).fill(index + 1) as number[]);

describe('the server layer rule', () => {
  for (const file of fs.readdirSync(fixtures).sort()) {
    const source = fs.readFileSync(path.join(fixtures, file), 'utf8');
    const as = /^\/\/ as: (\S+)/.exec(source)?.[1];
    it(`${file}: refuses exactly the lines marked ✗ (as ${as})`, async () => {
      expect(as).toBeDefined();
      const [result] = await eslint.lintText(source, { filePath: path.join(root, as as string) });
      const problems = result?.messages ?? [];
      expect(problems.filter((p) => p.ruleId !== 'walls/server-layers')).toEqual([]);
      expect(problems.map((p) => p.line)).toEqual(expectedErrors(source));
    });
  }
});
