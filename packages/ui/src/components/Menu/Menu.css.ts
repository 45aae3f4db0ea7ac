import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text } = vars.color;

export const popover = style(inComponents({ minWidth: '200px', maxWidth: 'min(320px, calc(100vw - 16px))' }));

export const menu = style(
  inComponents({
    maxHeight: 'inherit',
    overflowY: 'auto',
    padding: vars.space['050'],
    outline: 'none',
  }),
);

export const item = recipe({
  base: inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    minHeight: vars.controlSize.md,
    paddingInline: vars.space['100'],
    paddingBlock: vars.space['050'],
    borderRadius: vars.radius['050'],
    ...vars.typography.body,
    textDecoration: 'none',
    overflowWrap: 'anywhere',
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-focused]': { backgroundColor: bg.ghostHover },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
      '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' },
    },
  }),
  variants: {
    tone: {
      neutral: inComponents({ color: text.default }),
      danger: inComponents({
        color: text.danger,
        selectors: { '&[data-focused]': { backgroundColor: bg.dangerSoft } },
      }),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type MenuItemVariants = NonNullable<RecipeVariants<typeof item>>;

export const icon = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    color: text.muted,
    selectors: {
      [`${item.classNames.variants.tone.danger} &`]: { color: 'inherit' },
      '[data-disabled] &': { color: 'inherit' },
    },
  }),
);

export const label = style(inComponents({ flex: 1, minWidth: 0 }));

export const sectionHeader = style(
  inComponents({
    paddingInline: vars.space['100'],
    paddingBlock: `${vars.space['075']} ${vars.space['025']}`,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    color: text.muted,
  }),
);

export const separator = style(
  inComponents({
    height: '1px',
    marginBlock: vars.space['050'],
    marginInline: `calc(-1 * ${vars.space['050']})`,
    backgroundColor: vars.color.border.subtle,
    border: 0,
  }),
);
