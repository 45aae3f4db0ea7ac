import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.55 },
});

export const skeleton = recipe({
  base: inComponents({
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    backgroundColor: vars.color.background.sunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    // A calm, still placeholder for people who ask for less motion.
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
  variants: {
    shape: {
      // As tall as a line of body text's ink, with the line's spacing around it.
      text: inComponents({ height: '0.75em', marginBlock: '0.35em', borderRadius: vars.radius['050'] }),
      rect: inComponents({ borderRadius: vars.radius['100'] }),
      circle: inComponents({ borderRadius: vars.radius.full }),
    },
  },
  defaultVariants: { shape: 'text' },
});

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const lines = style(inComponents({ display: 'flex', flexDirection: 'column', width: '100%' }));
