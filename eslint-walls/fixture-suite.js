// The walls rules' fixtures, as one vitest suite per rule (apps/server/src/layers.lint.test.ts and
// apps/web/src/testing/zones.lint.test.ts): each fixture is linted with the real eslint.config.js as if
// it stood at the path its first line names (`// as: …`), and every line marked `// ✗` must be refused
// by `rule` (one ✗ per error), no other line. Only the walls rules run, without type information, so a
// suite takes a second, not the full lint's minutes.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

const expectedErrors = (source) =>
  source.split('\n').flatMap((line, index) => Array(line.match(/✗/g)?.length ?? 0).fill(index + 1));

/** One test per file of `eslint-walls/fixtures/<folder>`, each checked against `rule`. */
export const describeWallFixtures = (title, { folder, rule }) => {
  const fixtures = path.join(root, 'eslint-walls/fixtures', folder);
  const eslint = new ESLint({
    cwd: root,
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: ({ ruleId }) => ruleId.startsWith('walls/'),
  });
  describe(title, () => {
    for (const file of fs.readdirSync(fixtures).sort()) {
      const source = fs.readFileSync(path.join(fixtures, file), 'utf8');
      const as = /^\/\/ as: (\S+)/.exec(source)?.[1];
      it(`${file}: refuses exactly the lines marked ✗ (as ${as})`, async () => {
        expect(as).toBeDefined();
        const [result] = await eslint.lintText(source, { filePath: path.join(root, as) });
        const problems = result?.messages ?? [];
        expect(problems.filter((problem) => problem.ruleId !== rule)).toEqual([]);
        expect(problems.map((problem) => problem.line)).toEqual(expectedErrors(source));
      });
    }
  });
};
