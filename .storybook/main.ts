import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for the whole workspace: the design system's components and docs, and the
 * apps' screens (their `*.stories.tsx`, added as the screens land; a glob matching no file
 * is fine). Every package compiles from source with the same vanilla-extract plugin.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.tsx', '../apps/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The MSW service worker (`pnpm exec msw init .storybook/public --save=false`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // zod/mini is met only when a story first imports the contract: Vite then re-bundled the
      // dependencies and reloaded the page under the running stories (one failed twice that way
      // in a clean run). Bundled up front instead; zod is a root devDependency so that it resolves.
      optimizeDeps: { include: ['zod/mini'] },
    });
  },
};

export default config;
