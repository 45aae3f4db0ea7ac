import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { controlBox } from '../Field/controlBox.ts';

const { text, border } = vars.color;

/** The closed field: a swatch and the hex value in a control-sized box, like a Select. */
export const trigger = recipe({
  base: inComponents({
    ...controlBox('[data-focus-visible]'),
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['100'],
    // Sized to its content, not stretched by the field's column: a hex value is short.
    alignSelf: 'flex-start',
    width: 'auto',
    minWidth: '148px',
    maxWidth: '100%',
    paddingInlineEnd: vars.space['100'],
    cursor: 'pointer',
    textAlign: 'start',
    selectors: { '&[data-pressed]': { borderColor: border.strong } },
  }),
  variants: {
    size: {
      sm: inComponents({
        height: vars.controlSize.sm,
        paddingInlineStart: vars.space['050'],
        ...vars.typography.small,
      }),
      md: inComponents({ height: vars.controlSize.md, paddingInlineStart: vars.space['075'] }),
      lg: inComponents({ height: vars.controlSize.lg, paddingInlineStart: vars.space['100'] }),
    },
  },
  defaultVariants: { size: 'md' },
});

export type TriggerVariants = NonNullable<RecipeVariants<typeof trigger>>;

/** Marks the trigger red while the field is invalid; its error is linked by `aria-describedby`. */
export const invalid = style(inComponents({ borderColor: border.danger }));

/** A small rounded square of the colour, with a hairline so white stays visible on white. */
export const swatch = style(
  inComponents({
    flexShrink: 0,
    width: '20px',
    height: '20px',
    borderRadius: vars.radius['050'],
    boxShadow: `inset 0 0 0 1px ${border.default}`,
    selectors: { '[data-disabled] &': { opacity: 0.5 } },
  }),
);

/** Upper-case hex in the mono face: values line up and read as codes. */
export const value = style(
  inComponents({
    flex: 1,
    fontFamily: vars.fontFamily.mono,
    fontVariantNumeric: 'tabular-nums',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  }),
);

export const chevron = style(
  inComponents({ flexShrink: 0, color: text.muted, selectors: { '[data-disabled] &': { color: text.disabled } } }),
);

export const dialog = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['150'],
    width: '248px',
    maxWidth: 'calc(100vw - 32px)',
    padding: vars.space['150'],
    outline: 'none',
  }),
);

/** The saturation × brightness square; the thumb is drawn by ColorThumb. */
export const area = style(
  inComponents({
    width: '100%',
    aspectRatio: '4 / 3',
    borderRadius: vars.radius['075'],
    flexShrink: 0,
  }),
);

export const hueTrack = style(inComponents({ height: '16px', borderRadius: vars.radius.full }));

/** A ring with a dark and a light edge, visible on any colour under it. */
export const thumb = style(
  inComponents({
    width: '18px',
    height: '18px',
    borderRadius: vars.radius.full,
    border: '2px solid white',
    boxShadow: '0 0 0 1px rgb(0 0 0 / 0.45), inset 0 0 0 1px rgb(0 0 0 / 0.25)',
    boxSizing: 'border-box',
    selectors: {
      '&[data-focus-visible]': { width: '24px', height: '24px', boxShadow: `0 0 0 2px ${border.focus}` },
      [`${hueTrack} &`]: { top: '50%' },
    },
  }),
);

export const hexInput = style(
  inComponents({
    ...controlBox('[data-focused]'),
    height: vars.controlSize.sm,
    paddingInline: vars.space['100'],
    fontFamily: vars.fontFamily.mono,
    textTransform: 'uppercase',
  }),
);

export const hexField = style(inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['050'] }));

/** One row of eight at the popover's width; more presets wrap to further rows. */
export const presets = style(
  inComponents({
    display: 'grid',
    gridTemplateColumns: 'repeat(8, 1fr)',
    justifyItems: 'center',
    rowGap: vars.space['075'],
  }),
);

/** Each preset is a 24 px target (WCAG 2.2, 2.5.8) with a selection ring outside it. */
export const presetItem = style(
  inComponents({
    borderRadius: vars.radius['075'],
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-selected]': { boxShadow: `0 0 0 2px ${vars.color.background.surface}, 0 0 0 4px ${text.default}` },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${vars.color.background.surface}, 0 0 0 4px ${border.focus}` },
    },
  }),
);

export const presetSwatch = style(
  inComponents({
    width: '24px',
    height: '24px',
    borderRadius: vars.radius['075'],
    boxShadow: `inset 0 0 0 1px ${border.default}`,
  }),
);
