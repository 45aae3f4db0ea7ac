import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

export const radioGroup = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['075'],
    minWidth: 0,
  }),
);

/** The radios' row or column; react-aria sets `data-orientation` on the group. */
export const items = recipe({
  base: inComponents({ display: 'flex', minWidth: 0 }),
  variants: {
    orientation: {
      vertical: inComponents({ flexDirection: 'column', gap: vars.space['100'] }),
      horizontal: inComponents({
        flexDirection: 'row',
        flexWrap: 'wrap',
        columnGap: vars.space['200'],
        rowGap: vars.space['100'],
      }),
    },
    variant: {
      default: {},
      card: inComponents({ gap: vars.space['100'] }),
    },
  },
  compoundVariants: [
    // Cards side by side share the row evenly and wrap to one a line on narrow screens.
    {
      variants: { orientation: 'horizontal', variant: 'card' },
      style: inComponents({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }),
    },
  ],
  defaultVariants: { orientation: 'vertical', variant: 'default' },
});

export const radio = recipe({
  base: inComponents({
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['100'],
    minWidth: 0,
    ...vars.typography.body,
    color: text.default,
    cursor: 'default',
    WebkitTapHighlightColor: 'transparent',
    selectors: { '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' } },
  }),
  variants: {
    variant: {
      default: {},
      card: inComponents({
        padding: vars.space['150'],
        borderWidth: '1px',
        borderStyle: 'solid',
        borderColor: border.control,
        borderRadius: vars.radius['100'],
        backgroundColor: bg.surface,
        transitionProperty: 'border-color, background-color, box-shadow',
        transitionDuration: vars.motion.duration.fast,
        selectors: {
          '&[data-hovered]': { borderColor: border.strong },
          '&[data-selected]': {
            borderColor: border.accent,
            backgroundColor: bg.accentSoft,
            boxShadow: `0 0 0 1px ${border.accent}`,
          },
          '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
          '&[data-invalid]': { borderColor: border.danger },
          '&[data-disabled]': { backgroundColor: bg.disabled, borderColor: border.disabled, boxShadow: 'none' },
        },
      }),
    },
  },
  defaultVariants: { variant: 'default' },
});

export type RadioVariants = NonNullable<RecipeVariants<typeof radio>>;

/** The circle: 16 px, its dot drawn by an inset shadow so it scales with no extra node. */
export const indicator = style(
  inComponents({
    flexShrink: 0,
    width: '16px',
    height: '16px',
    marginBlockStart: '2px',
    borderRadius: vars.radius.full,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.default,
    backgroundColor: bg.input,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      [`${radio.classNames.base}[data-hovered] &`]: { borderColor: border.strong },
      [`${radio.classNames.base}[data-selected] &`]: { borderColor: bg.accent, borderWidth: '5px' },
      [`${radio.classNames.base}[data-invalid] &`]: { borderColor: border.danger },
      [`${radio.classNames.variants.variant.default}[data-focus-visible] &`]: {
        outline: `2px solid ${border.focus}`,
        outlineOffset: '2px',
      },
      [`${radio.classNames.base}[data-disabled] &`]: { borderColor: border.disabled, backgroundColor: bg.disabled },
    },
  }),
);

export const texts = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    minWidth: 0,
    overflowWrap: 'anywhere',
  }),
);

export const radioLabel = style(
  inComponents({ selectors: { [`${radio.classNames.variants.variant.card} &`]: { ...vars.typography.bodyStrong } } }),
);

export const radioDescription = style(inComponents({ ...vars.typography.small, color: text.muted }));
