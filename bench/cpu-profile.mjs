// Where a server's CPU went, from a V8 .cpuprofile (`node --cpu-prof`): self time by package
// (or by the API's own file, the contract, Node's internals, PGlite's WebAssembly, the garbage
// collector) and by function. Used by bench/throughput.mjs; also on its own:
//
//   node bench/cpu-profile.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What a frame belongs to: a package, a part of the workspace, or V8's own buckets. */
export function ownerOf({ url, functionName }) {
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (garbage collector), (program), (idle)
    return '(native)';
  }
  if (url.startsWith('wasm://')) return 'PGlite (WebAssembly)';
  if (url.startsWith('node:')) return 'node internals';
  const pnpm = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pnpm) return pnpm[1];
  const plain = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (plain) return plain[1];
  const api = /\/apps\/api\/src\/(?:(.+)\/)?[^/]+$/.exec(url);
  if (api) return `api: ${api[1] ?? 'src'}`;
  const workspace = /\/(packages\/[^/]+)\//.exec(url);
  if (workspace) return workspace[1];
  if (url.includes('/bench/')) return `bench: ${url.split('/').pop()}`;
  return url.replace(/^file:\/\//, '');
}

/** Self time by owner and by function, in ms and shares of the sampled time (idle left out). */
export function summarize(profile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  // The benchmark's own probe (bench/server-probe.mjs's handler: statement counts, stopping
  // the profiler) is not the server's work: its samples are left out.
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const probe = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url } = byId.get(at).callFrame;
      if (functionName === 'probeHandler' || url === 'node:inspector') return true;
    }
    return false;
  };
  const owners = new Map();
  const functions = new Map();
  let busy = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    if (probe(id)) continue;
    const { callFrame } = byId.get(id);
    const owner = ownerOf(callFrame);
    if (owner === '(idle)') {
      idle += micros;
      continue;
    }
    busy += micros;
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
    const file = callFrame.url.split('/').slice(-1)[0] ?? '';
    const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1} [${owner}]`;
    functions.set(name, (functions.get(name) ?? 0) + micros);
  }
  const table = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        share: Math.round((micros / busy) * 1000) / 10,
      }));
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    owners: table(owners),
    functions: table(functions),
  };
}

export function printSummary(title, summary) {
  console.log(`\n${title}: ${summary.busyMs} ms busy, ${summary.idleMs} ms idle`);
  console.log('  by owner (self time)');
  for (const row of summary.owners) console.log(`    ${String(row.share).padStart(5)}%  ${row.ms} ms  ${row.name}`);
  console.log('  by function (self time)');
  for (const row of summary.functions) console.log(`    ${String(row.share).padStart(5)}%  ${row.ms} ms  ${row.name}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, top] = process.argv.slice(2);
  printSummary(file, summarize(JSON.parse(readFileSync(file, 'utf8')), Number(top ?? 25)));
}
