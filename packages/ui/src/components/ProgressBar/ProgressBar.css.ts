import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text } = vars.color;

/** The filled share, 0–100, set inline from react-aria's `percentage`. */
export const percentVar = createVar();
const fillColor = createVar();
const height = createVar();

export const progressBar = recipe({
  base: inComponents({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'baseline',
    columnGap: vars.space['100'],
    rowGap: vars.space['075'],
    width: '100%',
    minWidth: 0,
  }),
  variants: {
    tone: {
      accent: inComponents({ vars: { [fillColor]: bg.accent } }),
      success: inComponents({ vars: { [fillColor]: text.success } }),
      warning: inComponents({ vars: { [fillColor]: text.warning } }),
      danger: inComponents({ vars: { [fillColor]: bg.danger } }),
    },
    size: {
      sm: inComponents({ vars: { [height]: '4px' } }),
      md: inComponents({ vars: { [height]: '8px' } }),
    },
  },
  defaultVariants: { tone: 'accent', size: 'md' },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof progressBar>>;

export const label = style(
  inComponents({ ...vars.typography.label, color: text.default, overflowWrap: 'break-word', minWidth: 0 }),
);

export const value = style(
  inComponents({
    ...vars.typography.small,
    color: text.muted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  }),
);

export const track = style(
  inComponents({
    gridColumn: '1 / -1',
    position: 'relative',
    height,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    // A visible track: the bar's extent is information too (WCAG 1.4.11).
    backgroundColor: bg.sunken,
    boxShadow: `inset 0 0 0 1px ${vars.color.border.subtle}`,
  }),
);

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style(
  inComponents({
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: `calc(${percentVar} * 1%)`,
    borderRadius: vars.radius.full,
    backgroundColor: fillColor,
    transition: `width ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    selectors: {
      '&[data-indeterminate]': {
        width: '40%',
        animation: `${slide} 1.4s ${vars.motion.easing.standard} infinite`,
      },
    },
    '@media': {
      // Slower rather than still, so the bar keeps saying "under way".
      [media.reducedMotion]: { selectors: { '&[data-indeterminate]': { animationDuration: '4s' } } },
    },
  }),
);
