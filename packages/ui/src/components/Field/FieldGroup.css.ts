import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from './controlBox.ts';

const { background: bg, text, border } = vars.color;

/** A bordered row holding an input and its buttons (show password, steppers, calendar…). */
export const group = recipe({
  base: inComponents({
    ...controlBox('[data-focus-within]'),
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['025'],
    paddingInlineEnd: vars.space['025'],
    overflow: 'hidden',
  }),
  variants: {
    size: {
      sm: inComponents({
        height: vars.controlSize.sm,
        paddingInlineStart: vars.space['100'],
        ...vars.typography.small,
      }),
      md: inComponents({ height: vars.controlSize.md, paddingInlineStart: vars.space['150'] }),
      lg: inComponents({ height: vars.controlSize.lg, paddingInlineStart: vars.space['150'] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type GroupVariants = NonNullable<RecipeVariants<typeof group>>;

/** The input inside a group: the group draws the box, the input only holds the text. */
export const groupInput = style(
  inComponents({
    flex: 1,
    minWidth: 0,
    alignSelf: 'stretch',
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    letterSpacing: 'inherit',
    '::placeholder': { color: text.placeholder, opacity: 1 },
    selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
  }),
);

/**
 * A square icon button inside a group. Its side follows the group's height minus 4 px, so
 * the `sm` size still gives a 24 px target (WCAG 2.2, 2.5.8).
 */
export const fieldButton = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    height: 'calc(100% - 4px)',
    aspectRatio: '1',
    padding: 0,
    border: 0,
    borderRadius: vars.radius['050'],
    background: 'transparent',
    color: text.muted,
    cursor: 'default',
    outline: 'none',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.ghostHover, color: text.default },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed, color: text.default },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: text.disabled, backgroundColor: 'transparent', cursor: 'not-allowed' },
    },
  }),
);

export const icon = style(inComponents({ width: '16px', height: '16px', flexShrink: 0 }));
