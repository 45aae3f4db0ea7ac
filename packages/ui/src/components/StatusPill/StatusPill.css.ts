import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { text, border } = vars.color;
const dotColor = createVar();

export const statusPill = recipe({
  base: inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['075'],
    maxWidth: '100%',
    height: '22px',
    paddingInline: vars.space['100'],
    borderRadius: vars.radius.full,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.subtle,
    backgroundColor: vars.color.background.surface,
    color: text.default,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  }),
  variants: {
    status: {
      active: inComponents({ vars: { [dotColor]: text.success } }),
      inactive: inComponents({ vars: { [dotColor]: border.default }, color: text.muted }),
      upcoming: inComponents({ vars: { [dotColor]: text.warning } }),
      inProgress: inComponents({ vars: { [dotColor]: text.info } }),
      completed: inComponents({ vars: { [dotColor]: text.success } }),
    },
  },
  defaultVariants: { status: 'active' },
});

export type StatusPillVariants = NonNullable<RecipeVariants<typeof statusPill>>;

export const dot = style(
  inComponents({
    flexShrink: 0,
    width: '6px',
    height: '6px',
    borderRadius: vars.radius.full,
    backgroundColor: dotColor,
  }),
);

/** A finished thing is ticked rather than dotted, so "completed" differs from "active" in shape. */
export const completedDot = style(inComponents({ flexShrink: 0, width: '10px', height: '10px', color: dotColor }));

export const label = style(inComponents({ overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }));
