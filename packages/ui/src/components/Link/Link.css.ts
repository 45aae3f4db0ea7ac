import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { text, border } = vars.color;

export const link = recipe({
  base: inComponents({
    color: text.accent,
    borderRadius: vars.radius['050'],
    outline: 'none',
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    transitionProperty: 'text-decoration-color, text-decoration-thickness',
    transitionDuration: vars.motion.duration.fast,
    WebkitTapHighlightColor: 'transparent',
    overflowWrap: 'break-word',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      '&[data-disabled]': { color: text.disabled, textDecorationLine: 'none', cursor: 'not-allowed' },
    },
  }),
  variants: {
    variant: {
      // Inside a sentence the underline is what sets a link apart: colour alone is not enough (WCAG 1.4.1).
      inline: inComponents({
        textDecorationLine: 'underline',
        selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
      }),
      // On its own (a "Forgot password?" under a form, a "View all" in a card header) the weight
      // marks it; the underline comes on hover.
      standalone: inComponents({
        ...vars.typography.bodyStrong,
        fontSize: 'inherit',
        lineHeight: 'inherit',
        textDecorationLine: 'none',
        selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
      }),
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style(
  inComponents({
    display: 'inline-block',
    width: '0.85em',
    height: '0.85em',
    marginInlineStart: '0.2em',
    verticalAlign: '-0.05em',
  }),
);
