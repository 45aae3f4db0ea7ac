import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';

/** The `rows` prop, so a growing box still starts at that many lines. */
export const rowsVar = createVar();

const padding = vars.space['100'];

export const textArea = recipe({
  base: inComponents({
    ...controlBox('[data-focused]'),
    display: 'block',
    paddingBlock: padding,
    paddingInline: vars.space['150'],
    resize: 'vertical',
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
  }),
  variants: {
    autoGrow: {
      // Grows with its content between `rows` and about twelve lines, then scrolls. Browsers
      // without `field-sizing` keep the fixed height and the resize handle.
      true: inComponents({
        fieldSizing: 'content',
        // `field-sizing` ignores `rows`: the smallest height is `rows` lines, padding and border.
        minHeight: `calc(${rowsVar} * 1lh + 2 * ${padding} + 2px)`,
        maxHeight: '16.5rem',
        resize: 'none',
      }),
      false: {},
    },
  },
  defaultVariants: { autoGrow: false },
});

export type TextAreaVariants = NonNullable<RecipeVariants<typeof textArea>>;

/** Description on the left, character count on the right, under the box. */
export const footer = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space['150'],
    minWidth: 0,
  }),
);

export const description = style(inComponents({ flex: '1 1 auto', minWidth: 0 }));

export const count = style(
  inComponents({
    ...vars.typography.small,
    marginInlineStart: 'auto',
    flexShrink: 0,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    selectors: {
      '&[data-near-limit]': { color: vars.color.text.warning },
      '&[data-at-limit]': { color: vars.color.text.danger },
    },
  }),
);
