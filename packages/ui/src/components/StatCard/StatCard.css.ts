import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const card = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gridTemplateAreas: '"label icon" "value icon" "delta delta"',
    alignItems: 'start',
    columnGap: vars.space['150'],
    rowGap: vars.space['050'],
    minWidth: 0,
    padding: vars.space['250'],
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius['150'],
    boxShadow: vars.elevation['100'],
    '@media': { [media.mobile]: { padding: vars.space['200'] } },
  }),
);

export const label = style(
  inComponents({
    gridArea: 'label',
    margin: 0,
    ...vars.typography.label,
    color: vars.color.text.muted,
    overflowWrap: 'anywhere',
  }),
);

export const value = style(
  inComponents({
    gridArea: 'value',
    margin: 0,
    ...vars.typography.heading300,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text.default,
    overflowWrap: 'anywhere',
  }),
);

export const icon = style(
  inComponents({
    gridArea: 'icon',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius['100'],
    backgroundColor: vars.color.background.accentSoft,
    color: vars.color.text.accent,
    fontSize: '18px',
  }),
);

export const delta = recipe({
  base: inComponents({
    gridArea: 'delta',
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['050'],
    margin: 0,
    ...vars.typography.small,
    fontWeight: vars.typography.label.fontWeight,
  }),
  variants: {
    trend: {
      up: inComponents({ color: vars.color.text.success }),
      down: inComponents({ color: vars.color.text.danger }),
      flat: inComponents({ color: vars.color.text.muted }),
    },
  },
});

export type DeltaVariants = NonNullable<RecipeVariants<typeof delta>>;

export const period = style(
  inComponents({ color: vars.color.text.muted, fontWeight: vars.typography.small.fontWeight }),
);

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = style(
  inComponents({
    display: 'block',
    borderRadius: vars.radius['050'],
    backgroundColor: vars.color.background.neutralHover,
    animation: `${pulse} 1.4s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
);

// The placeholders take exactly the lines of what replaces them, so nothing under the card moves
// when the figures come: the value's bar is 1 em tall, centred in the value's line (the heading's
// line height); the change's bar sits in a box the change's line tall.
export const valueSkeleton = style(
  inComponents({
    width: '5ch',
    height: '1em',
    marginBlock: `calc((${vars.typography.heading300.lineHeight} - 1em) / 2)`,
  }),
);

export const deltaSkeleton = style(inComponents({ blockSize: vars.typography.small.lineHeight }));

export const deltaSkeletonBar = style(inComponents({ width: '9ch', height: '0.9em' }));
