import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { darkTheme } from './dark.ts';

/**
 * The dark theme fills the same `--sc-` variables under `data-theme="dark"` on the root, so
 * components need no change and a page opts in with one attribute. Not imported by
 * `@starcrew/ui/styles` yet: the apps ship light only until the product asks for dark.
 */
export const darkThemeSelector = ':root[data-theme="dark"]';

createGlobalTheme(darkThemeSelector, vars, darkTheme);

// Native parts (scrollbars, date inputs, the select popup) follow the theme too.
globalStyle(darkThemeSelector, { colorScheme: 'dark' });
