import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: inComponents({ display: 'inline-flex', flexShrink: 0, color: vars.color.text.accent }),
  variants: {
    size: {
      sm: inComponents({ width: '16px', height: '16px' }),
      md: inComponents({ width: '20px', height: '20px' }),
      lg: inComponents({ width: '32px', height: '32px' }),
    },
    tone: {
      accent: inComponents({ color: vars.color.text.accent }),
      muted: inComponents({ color: vars.color.text.muted }),
      // Inside a coloured surface (a primary button): the surrounding text colour.
      current: inComponents({ color: 'currentColor' }),
    },
  },
  defaultVariants: { size: 'md', tone: 'accent' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const svg = style(
  inComponents({
    width: '100%',
    height: '100%',
    animation: `${spin} 0.8s linear infinite`,
    // Slower rather than still: the turn is what tells that something is under way.
    '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
  }),
);
