import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { componentsLayer } from '../../styles/layers.css.ts';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
// Imported first so these rules come after Button's in the stylesheet and win at equal specificity.
import '../Button/Button.css.ts';

/** Square: the control height in both directions, with the icon at the size of the type. */
const square = (size: string, iconSize: string) =>
  inComponents({
    width: size,
    minWidth: size,
    height: size,
    paddingInline: 0,
    paddingBlock: 0,
    fontSize: iconSize,
    flexShrink: 0,
  });

export const iconButton = recipe({
  variants: {
    size: {
      sm: square(vars.controlSize.sm, '14px'),
      md: square(vars.controlSize.md, '16px'),
      lg: square(vars.controlSize.lg, '20px'),
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;

// Icons drawn at a fixed 16 px still follow the button's size.
globalStyle(`${iconButton.classNames.base} svg`, {
  '@layer': { [componentsLayer]: { width: '1em', height: '1em' } },
});
