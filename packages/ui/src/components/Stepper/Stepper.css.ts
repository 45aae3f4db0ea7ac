import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { text, background: bg, border } = vars.color;

export const list = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['100'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

export const step = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    flex: '1 1 0',
    minWidth: 0,
    ...vars.typography.label,
    color: text.muted,
    selectors: {
      // The connector after every step but the last.
      '&:not(:last-child)::after': {
        content: '""',
        flex: '1 1 24px',
        height: '2px',
        minWidth: '16px',
        borderRadius: vars.radius.full,
        backgroundColor: border.subtle,
      },
      '&[data-state=complete]:not(:last-child)::after': { backgroundColor: bg.accent },
      '&[data-state=current]': { color: text.default },
      '&[data-state=complete]': { color: text.default },
    },
    '@media': {
      // On a phone only the current step keeps its label; the others are dots.
      [media.mobile]: { flex: '0 1 auto', selectors: { '&[data-state=current]': { flex: '1 1 auto' } } },
    },
  }),
);

export const marker = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '28px',
    height: '28px',
    borderRadius: vars.radius.full,
    border: `1.5px solid ${border.default}`,
    backgroundColor: bg.surface,
    fontVariantNumeric: 'tabular-nums',
    color: text.muted,
    selectors: {
      '[data-state=current] > &': {
        borderColor: bg.accent,
        color: text.accent,
        boxShadow: `0 0 0 3px ${bg.accentSoft}`,
      },
      '[data-state=complete] > &': { borderColor: bg.accent, backgroundColor: bg.accent, color: text.onAccent },
    },
  }),
);

export const label = style(
  inComponents({
    minWidth: 0,
    overflowWrap: 'anywhere',
    '@media': {
      // Hidden from sight only: screen readers still hear every step and its state.
      [media.mobile]: {
        selectors: {
          '[data-state=complete] > &, [data-state=upcoming] > &': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clipPath: 'inset(50%)',
            whiteSpace: 'nowrap',
          },
        },
      },
    },
  }),
);
