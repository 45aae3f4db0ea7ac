import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fromEnd = keyframes({ from: { transform: 'translateX(100%)' } });
const fromBottom = keyframes({ from: { transform: 'translateY(100%)' } });

export const overlay = style(
  inComponents({
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    justifyContent: 'flex-end',
    backgroundColor: `color-mix(in srgb, ${vars.color.text.default} 40%, transparent)`,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.exit} reverse` },
    },
    '@media': { [media.mobile]: { alignItems: 'flex-end' } },
  }),
);

/** A sheet from the inline end on wide screens; from the bottom, full width, on phones. */
export const panel = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    width: '100%',
    backgroundColor: vars.color.background.surface,
    boxShadow: vars.elevation['300'],
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${fromEnd} ${vars.motion.duration.collapse} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fromEnd} ${vars.motion.duration.base} ${vars.motion.easing.exit} reverse` },
    },
    '@media': {
      [media.mobile]: {
        maxWidth: 'none',
        height: 'auto',
        maxHeight: '90dvh',
        borderStartStartRadius: vars.radius['150'],
        borderStartEndRadius: vars.radius['150'],
        selectors: {
          '&[data-entering]': { animationName: fromBottom },
          '&[data-exiting]': { animationName: fromBottom },
        },
      },
    },
  }),
  variants: {
    size: {
      sm: inComponents({ maxWidth: '360px' }),
      md: inComponents({ maxWidth: '480px' }),
      lg: inComponents({ maxWidth: '640px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof panel>>;
