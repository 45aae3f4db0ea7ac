import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { typography: t, color } = vars;

export const text = recipe({
  base: inComponents({ overflowWrap: 'break-word' }),
  variants: {
    size: {
      lg: inComponents({ ...t.bodyLarge }),
      md: inComponents({ ...t.body }),
      sm: inComponents({ ...t.small }),
      xs: inComponents({ ...t.caption }),
    },
    tone: {
      default: inComponents({ color: color.text.default }),
      muted: inComponents({ color: color.text.muted }),
      danger: inComponents({ color: color.text.danger }),
      success: inComponents({ color: color.text.success }),
    },
    weight: {
      regular: inComponents({ fontWeight: t.body.fontWeight }),
      medium: inComponents({ fontWeight: t.bodyStrong.fontWeight }),
    },
    truncate: {
      true: inComponents({
        display: 'block',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        overflowWrap: 'normal',
        minWidth: 0,
      }),
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'regular', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
