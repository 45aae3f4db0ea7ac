import { defineConfig } from 'tsup';

// Only for consumers outside the workspace: inside it, `exports` points at the TypeScript source.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates: acknowledged, not ours.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
