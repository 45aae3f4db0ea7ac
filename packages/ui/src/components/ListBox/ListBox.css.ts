import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

/** Spec section 9: a select's dropdown is at most 240 px tall, then scrolls. */
export const LIST_MAX_HEIGHT = '240px';

/** The floating panel under a Select, MultiSelect or ComboBox, as wide as its trigger at least. */
export const popover = style(
  inComponents({
    minWidth: 'var(--trigger-width)',
    maxWidth: 'min(420px, calc(100vw - 16px))',
    backgroundColor: bg.surface,
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: border.subtle,
    borderRadius: vars.radius['100'],
    boxShadow: vars.elevation['200'],
    outline: 'none',
    overflow: 'hidden',
    zIndex: vars.zIndex.popover,
  }),
);

export const listBox = style(
  inComponents({
    maxHeight: LIST_MAX_HEIGHT,
    overflowY: 'auto',
    padding: vars.space['050'],
    outline: 'none',
    overscrollBehavior: 'contain',
  }),
);

export const option = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['100'],
    paddingBlock: vars.space['075'],
    paddingInline: vars.space['100'],
    borderRadius: vars.radius['050'],
    ...vars.typography.body,
    color: text.default,
    cursor: 'default',
    outline: 'none',
    selectors: {
      '&[data-focused]': { backgroundColor: bg.ghostHover },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
      '&[data-selected]': { color: text.accent },
      '&[data-disabled]': { color: text.disabled, cursor: 'not-allowed' },
    },
  }),
);

export const optionIcon = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    width: '16px',
    height: '16px',
    marginBlockStart: '2px',
    color: text.muted,
  }),
);

export const optionTexts = style(
  inComponents({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, overflowWrap: 'anywhere' }),
);

export const optionLabel = style(
  inComponents({
    selectors: { [`${option}[data-selected] &`]: { fontWeight: vars.typography.bodyStrong.fontWeight } },
  }),
);

export const optionDescription = style(inComponents({ ...vars.typography.small, color: text.muted }));

/** The tick of a selected option keeps its space when hidden, so labels do not shift. */
export const check = style(
  inComponents({
    flexShrink: 0,
    width: '16px',
    height: '16px',
    marginBlockStart: '2px',
    color: text.accent,
    visibility: 'hidden',
    selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
  }),
);

export const empty = style(
  inComponents({
    ...vars.typography.body,
    color: text.muted,
    paddingBlock: vars.space['100'],
    paddingInline: vars.space['100'],
  }),
);
