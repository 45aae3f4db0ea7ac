// Every decisions record beside the code is indexed in docs/decisions.md, so a newcomer who
// opens that one file finds all of them (issue 11). Prints `N passed, N failed` like the others.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { root } from './lib/ensure.mjs';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /(^|\/)DECISIONS[^/]*\.md$/.test(path));
const index = readFileSync(`${root}/docs/decisions.md`, 'utf8');
const missing = tracked.filter((path) => !index.includes(`](../${path})`));
for (const path of missing) console.error(`docs/decisions.md does not index ${path}`);
console.log(`${tracked.length - missing.length} passed, ${missing.length} failed`);
process.exit(missing.length > 0 ? 1 : 0);
