import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

const ring = (color: string) => `0 0 0 1px ${color}`;

export const input = recipe({
  base: inComponents({
    width: '100%',
    minWidth: 0,
    ...vars.typography.body,
    color: text.default,
    backgroundColor: bg.input,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.default,
    borderRadius: vars.radius['075'],
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    transitionTimingFunction: vars.motion.easing.standard,
    '::placeholder': { color: text.placeholder, opacity: 1 },
    selectors: {
      '&[data-hovered]': { borderColor: border.strong },
      // Any focus, not only keyboard focus: a mouse user also needs to see where typing goes.
      '&[data-focused]': { borderColor: border.focus, boxShadow: ring(border.focus) },
      '&[data-invalid]': { borderColor: border.danger },
      '&[data-invalid][data-focused]': { boxShadow: ring(border.danger) },
      '&[data-disabled]': {
        color: text.disabled,
        backgroundColor: bg.disabled,
        borderColor: border.disabled,
        cursor: 'not-allowed',
      },
    },
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
