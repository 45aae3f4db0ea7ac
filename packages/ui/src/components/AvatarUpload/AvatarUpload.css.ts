import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const { background: bg, text, border } = vars.color;

export const root = style(inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['200'], minWidth: 0 }));

/** 72 px: large enough to judge a photo's crop, small enough for a settings row. */
export const avatar = style(
  inComponents({
    position: 'relative',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '72px',
    height: '72px',
    borderRadius: vars.radius.full,
    overflow: 'hidden',
    backgroundColor: bg.accentSoft,
    color: text.accent,
    ...vars.typography.heading200,
    boxShadow: `inset 0 0 0 1px ${border.subtle}`,
    outline: 'none',
    selectors: {
      '&[data-drop-target]': { boxShadow: `0 0 0 2px ${border.accent}` },
      '&[data-focus-visible]': { outline: `2px solid ${border.focus}`, outlineOffset: '2px' },
      '&[data-pending]': { opacity: 0.6 },
    },
  }),
);

export const image = style(inComponents({ width: '100%', height: '100%', objectFit: 'cover' }));

export const side = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['050'],
    minWidth: 0,
  }),
);

export const hint = style(inComponents({ ...vars.typography.small, color: text.muted }));
