import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { typography: t } = vars;

export const heading = recipe({
  base: inComponents({
    color: vars.color.text.default,
    // Long French words and pasted URLs wrap rather than push the layout sideways; `break-word`,
    // unlike `anywhere`, leaves the min-content width alone, so table cells do not collapse.
    overflowWrap: 'break-word',
    textWrap: 'balance',
  }),
  variants: {
    size: {
      xl: inComponents({ ...t.heading400 }),
      lg: inComponents({ ...t.heading300 }),
      md: inComponents({ ...t.heading200 }),
      sm: inComponents({ ...t.heading100 }),
      // The body size in the heading weight: card and table-section titles in dense screens.
      xs: inComponents({ ...t.bodyStrong, fontWeight: t.heading100.fontWeight }),
    },
    truncate: {
      true: inComponents({
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        overflowWrap: 'normal',
      }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
