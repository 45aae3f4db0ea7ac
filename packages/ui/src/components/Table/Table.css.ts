import { keyframes, style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;

/**
 * The scroll area: narrow screens scroll the table sideways instead of squeezing columns; with
 * a `maxHeight` it also scrolls down and the header sticks to its top.
 */
export const scroller = style(
  inComponents({
    position: 'relative',
    overflow: 'auto',
    maxWidth: '100%',
    border: `1px solid ${border.subtle}`,
    borderRadius: vars.radius['100'],
    backgroundColor: bg.surface,
  }),
);

export const table = style(
  inComponents({
    // As wide as its content needs and at least the container: wider tables scroll.
    width: 'max-content',
    minWidth: '100%',
    borderCollapse: 'separate',
    borderSpacing: 0,
    ...vars.typography.body,
    color: text.default,
    outline: 'none',
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '-2px' } },
  }),
);

export const header = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.raised,
    backgroundColor: bg.sunken,
  }),
);

export const column = style(
  inComponents({
    height: vars.controlSize.md,
    paddingInline: vars.space['150'],
    borderBlockEnd: `1px solid ${border.subtle}`,
    textAlign: 'start',
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    ...vars.typography.label,
    color: text.muted,
    outline: 'none',
    cursor: 'default',
    '@media': {
      // Phones: tighter cells, and the first column (the row's name) stays while the rest scrolls.
      [media.mobile]: {
        paddingInline: vars.space['100'],
        selectors: {
          '&:first-child': {
            position: 'sticky',
            insetInlineStart: 0,
            zIndex: 1,
            backgroundColor: bg.sunken,
            boxShadow: `inset -1px 0 0 ${border.subtle}`,
          },
        },
      },
    },
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-hovered]': { color: text.default },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
    },
  }),
);

export const columnInner = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['050'] }),
);

export const sortIcon = style(
  inComponents({
    display: 'inline-flex',
    fontSize: '14px',
    opacity: 0,
    selectors: {
      '[data-hovered] &': { opacity: 0.5 },
      '[aria-sort=ascending] &, [aria-sort=descending] &': { opacity: 1, color: text.default },
    },
  }),
);

export const row = style(
  inComponents({
    outline: 'none',
    cursor: 'default',
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.canvas },
      '&[data-selected]': { backgroundColor: bg.accentSoft },
      '&[data-selected][data-hovered]': { backgroundColor: bg.accentSoftHover },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
      '&[data-disabled]': { color: text.disabled },
      '&[href]': { cursor: 'pointer' },
    },
  }),
);

export const cell = style(
  inComponents({
    height: vars.controlSize.lg,
    paddingBlock: vars.space['100'],
    paddingInline: vars.space['150'],
    borderBlockEnd: `1px solid ${border.subtle}`,
    verticalAlign: 'middle',
    // Long unbroken words wrap here rather than stretching the table past reason.
    maxWidth: '320px',
    overflowWrap: 'anywhere',
    outline: 'none',
    '@media': {
      // The first column stays in view as the others scroll past (issue 19: Status and Total
      // were out of sight on a phone with nothing to say so); it keeps a third of the width.
      [media.mobile]: {
        paddingInline: vars.space['100'],
        selectors: {
          '&:first-child': {
            position: 'sticky',
            insetInlineStart: 0,
            zIndex: 1,
            maxWidth: '33vw',
            backgroundColor: bg.surface,
            boxShadow: `inset -1px 0 0 ${border.subtle}`,
          },
        },
      },
    },
    selectors: {
      'tr:last-child > &': { borderBlockEnd: 0 },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
    },
  }),
);

export const checkboxCell = style(inComponents({ width: '1px', paddingInlineEnd: 0 }));

/** The selection checkbox: a 16 px box in a 24 px target (WCAG 2.5.8). */
export const checkbox = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    outline: 'none',
    cursor: 'pointer',
  }),
);

export const checkboxBox = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '16px',
    height: '16px',
    borderRadius: vars.radius['050'],
    border: `1px solid ${border.control}`,
    backgroundColor: bg.input,
    color: text.onAccent,
    fontSize: '12px',
    selectors: {
      [`${checkbox}[data-hovered] &`]: { borderColor: border.strong },
      [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
        backgroundColor: bg.accent,
        borderColor: bg.accent,
      },
      [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
    },
  }),
);

const shimmer = keyframes({ '50%': { opacity: 0.55 } });

export const skeletonRow = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['300'],
    height: vars.controlSize.lg,
    paddingInline: vars.space['150'],
    borderBlockEnd: `1px solid ${border.subtle}`,
    selectors: { '&:last-child': { borderBlockEnd: 0 } },
  }),
);

export const skeletonBar = style(
  inComponents({
    height: '10px',
    borderRadius: vars.radius.full,
    backgroundColor: bg.neutralHover,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  }),
);

export const message = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['150'],
    paddingBlock: vars.space['500'],
    paddingInline: vars.space['200'],
    textAlign: 'center',
    color: text.muted,
    // The message stays in view while a wide table scrolls sideways.
    position: 'sticky',
    insetInlineStart: 0,
    maxWidth: '100vw',
  }),
);

export const errorText = style(
  inComponents({ display: 'inline-flex', alignItems: 'center', gap: vars.space['075'], color: text.danger }),
);
