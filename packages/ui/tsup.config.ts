import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// Only for consumers outside the workspace: inside it, `exports` points at the TypeScript
// source. vanilla-extract turns the `.css.ts` files into one stylesheet, `dist/index.css`.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme.ts',
    styles: 'src/styles/global.ts',
    testing: 'src/testing/index.tsx',
    'testing/held': 'src/testing/held.ts',
    charts: 'src/charts.ts',
    'qr-code': 'src/qr-code.ts',
  },
  format: ['esm'],
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates: acknowledged, not ours.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  esbuildPlugins: [vanillaExtractPlugin()],
  external: ['react', 'react-dom', 'react-intl', 'react-aria-components', '@starcrew/i18n'],
  loader: { '.woff2': 'file', '.woff': 'file' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
