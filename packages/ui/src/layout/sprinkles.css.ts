import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { utilitiesLayer } from '../styles/layers.css.ts';
import { vars } from '../tokens/contract.css.ts';
import { media } from '../tokens/tokens.ts';

const { canvas, surface, sunken, accentSoft, dangerSoft, successSoft, warningSoft, infoSoft } = vars.color.background;

const responsive = defineProperties({
  '@layer': utilitiesLayer,
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
});

const static_ = defineProperties({
  '@layer': utilitiesLayer,
  properties: {
    background: { canvas, surface, sunken, accentSoft, dangerSoft, successSoft, warningSoft, infoSoft },
    borderRadius: vars.radius,
    boxShadow: vars.elevation,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
  },
});

/** Atomic layout classes. Only the layout primitives use them; components have their own styles. */
export const sprinkles = createSprinkles(responsive, static_);
export type Sprinkles = Parameters<typeof sprinkles>[0];
