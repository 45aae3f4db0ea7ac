import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';

/** The input of a TextField; its box is shared with the grouped fields (see `controlBox`). */
export const input = recipe({
  base: inComponents({
    ...controlBox('[data-focused]'),
    '::placeholder': { color: vars.color.text.placeholder, opacity: 1 },
  }),
  variants: {
    size: {
      sm: inComponents({ height: vars.controlSize.sm, paddingInline: vars.space['100'], ...vars.typography.small }),
      md: inComponents({ height: vars.controlSize.md, paddingInline: vars.space['150'] }),
      lg: inComponents({ height: vars.controlSize.lg, paddingInline: vars.space['150'] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type InputVariants = NonNullable<RecipeVariants<typeof input>>;
