// Runs the test steps one after another and adds up what each runner reports, so that
// `npm test` ends with one line `N passed, N failed` across every level.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './ensure.mjs';

export const reportDir = join(root, '.tmp', 'reports');

export function createTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [], timings: [] };
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    // A run that fails without a failing test (an unhandled error) exits non-zero, which
    // runStep counts once: no second rule here.
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
  };
}

/**
 * Runs one step. `kind` says how to count it: 'vitest' and 'playwright' read the runner's
 * JSON report; 'check' counts the whole step as one test (lint, typecheck, catalogues).
 */
export function runStep(tally, { name, command, args, kind = 'check', env = {} }) {
  mkdirSync(reportDir, { recursive: true });
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const extraArgs = kind === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const extraEnv = kind === 'playwright' ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {};
  log(`── ${name}`);
  const started = performance.now();
  const result = spawnSync(command, [...args, ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, ...extraEnv },
  });
  const seconds = (performance.now() - started) / 1000;
  tally.timings.push([name, seconds]);
  const ok = result.status === 0;
  let counts = { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (kind !== 'check') {
    counts = existsSync(report)
      ? kind === 'vitest'
        ? countVitest(report)
        : countPlaywright(report)
      : { passed: 0, failed: 1, skipped: 0 };
    // A runner that exits non-zero without a failing test (a crash, a config error) still fails.
    if (!ok && counts.failed === 0) counts.failed = 1;
    if (ok && counts.passed === 0) counts.failed += 1; // ran no test: that is a failure of the step
  }
  tally.passed += counts.passed;
  tally.failed += counts.failed;
  tally.skipped += counts.skipped;
  if (!ok || counts.failed > 0) tally.failures.push(name);
  // A test that passed only on its retry is named, so a flaky one is seen and mended.
  const flaky = counts.flaky ? ` (${counts.flaky} only on retry)` : '';
  log(`   ${name}: ${counts.passed} passed${flaky}, ${counts.failed} failed in ${seconds.toFixed(1)} s`);
  return ok && counts.failed === 0;
}
