// Runs the test steps one after another and adds up what each runner reports, so that
// `npm test` ends with one line `N passed, N failed` across every level.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { log, root } from './ensure.mjs';

export const reportDir = join(root, '.tmp', 'reports');

export function createTally() {
  return { passed: 0, failed: 0, skipped: 0, failures: [], failedTests: [], flakyTests: [], timings: [] };
}

/** The first line of a failure message, short enough for the last screen of a CI log. */
const firstLine = (message = '') =>
  String(message)
    // Colour codes some reporters leave in messages.
    // eslint-disable-next-line no-control-regex
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 300) ?? '';

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const named = (status, retried) =>
    (report.testResults ?? []).flatMap((f) =>
      (f.assertionResults ?? [])
        .filter((a) => a.status === status && (!retried || a.failureMessages?.length > 0))
        .map((a) => `${f.name.replace(`${root}/`, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
    );
  // A test that passed on its retry keeps the first attempt's error: that is how it is told apart.
  const flakyTests = named('passed', true);
  return {
    failedTests: named('failed', false),
    flakyTests,
    flaky: flakyTests.length,
    passed: report.numPassedTests ?? 0,
    // A run that fails without a failing test (an unhandled error) exits non-zero, which
    // runStep counts once: no second rule here.
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Every test of one outcome ('unexpected': failed; 'flaky': passed on a retry), with its place
 * and its first error line. The outermost suites are files (named by spec.file already);
 * inner ones are describe blocks.
 */
function collectPlaywright(suites = [], outcome, path = null) {
  return suites.flatMap((suite) => {
    const titles = path === null ? [] : [...path, suite.title];
    const found = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === outcome)
        .map((t) => {
          const where = `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
          const error = t.results?.find((r) => r.error)?.error?.message;
          return `${where}: ${firstLine(error)}`;
        }),
    );
    return [...found, ...collectPlaywright(suite.suites, outcome, titles)];
  });
}

function countPlaywright(file) {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    flaky: stats.flaky ?? 0,
    failedTests: collectPlaywright(suites, 'unexpected'),
    flakyTests: collectPlaywright(suites, 'flaky'),
  };
}

/**
 * Runs one step. `kind` says how to count it: 'vitest' and 'playwright' read the runner's
 * JSON report; 'check' counts the whole step as one test (lint, typecheck, catalogues).
 * `quiet` steps run beside others: their output goes to a log file of their own, printed in
 * one piece when they end, so steps run side by side never mix their lines.
 */
export async function runStep(tally, { name, command, args, kind = 'check', env = {}, quiet = false }) {
  mkdirSync(reportDir, { recursive: true });
  const slug = name.replace(/\W+/g, '-');
  const report = join(reportDir, `${slug}.json`);
  const logFile = join(reportDir, `${slug}.log`);
  rmSync(report, { force: true });
  const extraArgs = kind === 'vitest' ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`] : [];
  const extraEnv = kind === 'playwright' ? { PLAYWRIGHT_JSON_OUTPUT_NAME: report } : {};
  log(quiet ? `── ${name} (started beside others; its output follows when it ends)` : `── ${name}`);
  const started = performance.now();
  const out = quiet ? openSync(logFile, 'w') : undefined;
  const status = await new Promise((resolve) => {
    const child = spawn(command, [...args, ...extraArgs], {
      cwd: root,
      stdio: quiet ? ['ignore', out, out] : 'inherit',
      env: { ...process.env, ...env, ...extraEnv },
    });
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  const seconds = (performance.now() - started) / 1000;
  if (out !== undefined) {
    closeSync(out);
    log(`── ${name}: its output`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
  }
  tally.timings.push([name, seconds]);
  const ok = status === 0;
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
  tally.failedTests.push(...(counts.failedTests ?? []));
  tally.flakyTests.push(...(counts.flakyTests ?? []));
  if (!ok || counts.failed > 0) tally.failures.push(name);
  // A test that passed only on its retry is named, so a flaky one is seen and mended.
  const flaky = counts.flaky ? ` (${counts.flaky} only on retry)` : '';
  log(`   ${name}: ${counts.passed} passed${flaky}, ${counts.failed} failed in ${seconds.toFixed(1)} s`);
  return ok && counts.failed === 0;
}
