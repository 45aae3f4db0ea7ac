// Writes a results file of bench/results/ in prettier's JSON format, which `npm test`'s lint
// checks: JSON.stringify breaks every short array onto many lines, and a run committed as it
// was written failed the lint (2026-11-28).
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

export async function writeResults(file, data) {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(data), { ...options, filepath: file }));
}
