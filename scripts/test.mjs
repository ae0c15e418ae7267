#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure. Prints a summary with the test
// counts per layer and a closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-test-'));

const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numPendingTests + report.numTodoTests,
  };
};
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped };
};

const vitest = (name, cwd) => {
  const file = path.join(reports, `${name}.json`);
  return {
    name,
    cwd,
    cmd: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    counts: () => vitestCounts(file),
  };
};

const steps = [
  { name: 'lint', cmd: ['npx', 'eslint', '.', '--max-warnings', '0'] },
  { name: 'format', cmd: ['npx', 'prettier', '--check', '.', '--log-level', 'warn'] },
  { name: 'typecheck', cmd: ['npx', 'tsc', '-b'] },
  { name: 'dead code (knip)', cmd: ['npx', 'knip', '--no-progress'] },
  vitest('contract unit', 'packages/contract'),
  vitest('server (unit, API on PGlite and PostgreSQL, two processes on Redis)', 'apps/server'),
  vitest('web components', 'apps/web'),
  { name: 'web build', cmd: ['npm', 'run', 'build', '-w', 'apps/web'] },
  { name: 'bundle size', cmd: ['npm', 'run', 'size', '-w', 'apps/web'] },
  {
    name: 'browser journeys (Chromium)',
    cwd: 'e2e',
    cmd: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    counts: () => playwrightCounts(path.join(reports, 'e2e.json')),
  },
];

const results = [];
let failedStep;
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: path.join(root, step.cwd ?? '.'),
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...step.env },
  });
  let counts;
  try {
    counts = step.counts?.();
  } catch {
    counts = undefined;
  }
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), counts });
  if (!ok) {
    failedStep = step.name;
    break;
  }
}

console.log('\n━━ summary ━━');
let passed = 0;
let failed = 0;
for (const r of results) {
  const figures = r.counts ? ` ${r.counts.passed} passed, ${r.counts.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)${figures}`);
  passed += r.counts?.passed ?? 0;
  failed += r.counts?.failed ?? 0;
}
if (failedStep) {
  console.log(`\nStopped at: ${failedStep}`);
  failed = Math.max(failed, 1);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
fs.rmSync(reports, { recursive: true, force: true });
process.exit(failedStep ? 1 : 0);
