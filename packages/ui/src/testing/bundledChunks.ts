import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type PluginOption, type Rollup } from 'vite';

export interface BundleOptions {
  /** A scratch folder for the page module this writes. */
  dir: string;
  /** What the page imports from `from`. */
  names: string[];
  /** The module the names come from: the ui barrel, or a console source. */
  from: string;
  /** The project root the build resolves from (the package or app under test). */
  root: string;
  /** The app's own build plugins, beside vanilla-extract. */
  plugins?: PluginOption[];
}

/**
 * Bundles a page module re-exporting `names` from `from`, as a production build would (Vite,
 * vanilla-extract, no minification so module ids stay readable), and splits the modules that kept
 * code into those a page loads with the entry (the entry chunk and the chunks it imports
 * statically) and those only a dynamic `import()` brings. The tests that keep code off a first
 * paint (packages/ui's treeShaking, the console's closedDialogs) read it.
 */
export async function bundledChunks({ dir, names, from, root, plugins = [] }: BundleOptions) {
  const entry = join(dir, `${names.join('-')}.ts`);
  writeFileSync(entry, `export { ${names.join(', ')} } from ${JSON.stringify(from)};\n`);
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [vanillaExtractPlugin(), ...plugins],
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((file) => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const load = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || loaded.has(name)) return;
    loaded.add(name);
    chunk.imports.forEach(load);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => load(chunk.fileName));
  const modules = (list: Rollup.OutputChunk[]) =>
    list
      .flatMap((chunk) => Object.entries(chunk.modules))
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => id.replaceAll('\\', '/'));
  return {
    page: modules(chunks.filter((chunk) => loaded.has(chunk.fileName))),
    lazy: modules(chunks.filter((chunk) => !loaded.has(chunk.fileName))),
  };
}
