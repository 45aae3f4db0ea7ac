import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens/contract.css.ts';
import { media } from '../tokens/tokens.ts';
import { lightTheme } from './light.ts';

/**
 * Applied on :root rather than on a class, so the custom properties exist on every page that
 * imports `ui`, and a tenant's stylesheet can override any `--sc-` variable on :root or on a
 * wrapper without knowing our class names.
 */
createGlobalTheme(':root', vars, lightTheme);

globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.base]: '0ms',
        [vars.motion.duration.collapse]: '0ms',
      },
    },
  },
});
