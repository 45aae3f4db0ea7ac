import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

export const popover = style(
  inComponents({
    backgroundColor: bg.surface,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.subtle,
    borderRadius: vars.radius['100'],
    boxShadow: vars.elevation['200'],
    zIndex: vars.zIndex.popover,
    outline: 'none',
  }),
);

export const dialog = style(inComponents({ padding: vars.space['150'], outline: 'none' }));

export const header = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['050'], marginBlockEnd: vars.space['100'] }),
);

export const heading = style(
  inComponents({ flex: 1, margin: 0, textAlign: 'center', ...vars.typography.bodyStrong, color: text.default }),
);

export const navButton = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '32px',
    height: '32px',
    border: 0,
    borderRadius: vars.radius['075'],
    background: 'transparent',
    color: text.muted,
    outline: 'none',
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.ghostHover, color: text.default },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '-2px' },
      '&[data-disabled]': { color: text.disabled, backgroundColor: 'transparent' },
    },
  }),
);

export const grid = style(inComponents({ borderCollapse: 'collapse', marginInline: 'auto' }));

export const headerCell = style(
  inComponents({
    ...vars.typography.caption,
    color: text.muted,
    fontWeight: vars.typography.label.fontWeight,
    paddingBlockEnd: vars.space['050'],
  }),
);

/** 36 px days: a comfortable target that keeps the month within a phone's width. */
export const cell = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '36px',
    height: '36px',
    borderRadius: vars.radius['075'],
    ...vars.typography.body,
    fontVariantNumeric: 'tabular-nums',
    color: text.default,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { backgroundColor: bg.ghostHover },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-today]': { boxShadow: `inset 0 0 0 1px ${border.control}` },
      // A range's inner days get the soft tint; its two ends, and a single date, the solid fill.
      '&[data-selected]': { backgroundColor: bg.accentSoft, color: text.accent, borderRadius: 0 },
      '&[data-selection-start], &[data-selection-end], [data-single] &[data-selected]': {
        backgroundColor: bg.accent,
        color: text.onAccent,
        borderRadius: vars.radius['075'],
      },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '1px' },
      '&[data-disabled], &[data-unavailable]': {
        color: text.disabled,
        backgroundColor: 'transparent',
        textDecoration: 'line-through',
      },
      '&[data-invalid][data-selected]': { backgroundColor: bg.danger, color: text.onDanger },
    },
  }),
);

/** At least 24 × 24 px, the target size of WCAG 2.2 (2.5.8): segments sit edge to edge. */
export const segment = style(
  inComponents({
    display: 'inline-block',
    minWidth: '24px',
    minHeight: '24px',
    lineHeight: '24px',
    textAlign: 'center',
    paddingInline: '1px',
    borderRadius: vars.radius['050'],
    fontVariantNumeric: 'tabular-nums',
    outline: 'none',
    caretColor: 'transparent',
    selectors: {
      '&[data-placeholder]': { color: text.placeholder },
      '&[data-type="literal"]': { color: text.muted, paddingInline: 0, minWidth: 0 },
      '&[data-focused]': { backgroundColor: bg.accent, color: text.onAccent },
      '&[data-disabled]': { color: text.disabled },
    },
  }),
);

/** Sized by its segments, so a range reads "start – end" as one phrase. */
export const dateInput = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    flex: '0 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  }),
);

/** The calendar button keeps to the end of the field, whatever the inputs' width. */
export const calendarButton = style(inComponents({ marginInlineStart: 'auto' }));

export const rangeDash = style(
  inComponents({ paddingInline: vars.space['050'], color: text.muted, '::before': { content: '"–"' } }),
);
