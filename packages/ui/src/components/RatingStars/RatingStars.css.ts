import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

/** Filled stars in the warning ink (amber, 4.5:1 on white); empty ones in the control border. */
const filled = vars.color.text.warning;
const empty = vars.color.border.control;

export const stars = recipe({
  base: inComponents({ display: 'inline-flex', alignItems: 'center', verticalAlign: 'middle' }),
  variants: {
    size: {
      sm: inComponents({ gap: '1px', fontSize: '14px' }),
      md: inComponents({ gap: '2px', fontSize: '18px' }),
      lg: inComponents({ gap: vars.space['050'], fontSize: '32px' }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type StarsVariants = NonNullable<RecipeVariants<typeof stars>>;

/** One star: an empty outline with a filled copy on top, clipped to the star's share. */
export const star = style(
  inComponents({ position: 'relative', display: 'inline-block', width: '1em', height: '1em', flexShrink: 0 }),
);

export const starEmpty = style(inComponents({ display: 'block', width: '100%', height: '100%', fill: empty }));

export const starFill = style(
  inComponents({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, overflow: 'hidden' }),
);

/**
 * The filled copy keeps the star's full size inside its clipped box: the reset's
 * `svg { max-width: 100% }` shrank it to the box, drawing a half star as a small whole star.
 */
export const starFillSvg = style(
  inComponents({ display: 'block', width: '1em', height: '1em', maxWidth: 'none', flexShrink: 0, fill: filled }),
);

export const group = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['075'] }));

export const radios = style(inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['025'] }));

/**
 * A star as a radio. Selected stars and those before the selection are filled by `data-on`;
 * while the pointer is over the group, the hovered star and those before it preview the value.
 */
export const radio = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // At least 24 px targets (WCAG 2.5.8) whatever the star's size.
    minWidth: '24px',
    minHeight: '24px',
    padding: '2px',
    borderRadius: vars.radius['050'],
    outline: 'none',
    cursor: 'pointer',
    fill: empty,
    selectors: {
      '&[data-on]': { fill: filled },
      [`${radios}:has([data-hovered]) &`]: { fill: filled },
      '[data-hovered] ~ &': { fill: empty },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '0' },
      '&[data-invalid]': { fill: vars.color.border.danger },
      '&[data-invalid][data-on]': { fill: filled },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  }),
);

export const radioSvg = style(inComponents({ display: 'block', width: '1em', height: '1em' }));
