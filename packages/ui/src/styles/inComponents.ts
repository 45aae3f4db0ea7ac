import type { StyleRule } from '@vanilla-extract/css';
import { componentsLayer } from './layers.css.ts';

/** Puts a component's style rule in the components layer (a `.css.ts` may export no function). */
export const inComponents = (rule: StyleRule): StyleRule => ({ '@layer': { [componentsLayer]: rule } });
