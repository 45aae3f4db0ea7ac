import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;

export const trigger = style(
  inComponents({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['075'],
    maxWidth: '240px',
    minHeight: vars.controlSize.md,
    paddingInline: `${vars.space['050']} ${vars.space['075']}`,
    border: 0,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: text.default,
    ...vars.typography.label,
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: bg.ghostHover },
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-focus-visible]': { boxShadow: `0 0 0 2px ${border.focus}` },
    },
    '@media': { [media.mobile]: { paddingInline: vars.space['025'] } },
  }),
);

/** On phones only the avatar shows; the name stays the button's accessible name. */
export const name = style(
  inComponents({
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '@media': {
      [media.mobile]: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        clip: 'rect(0 0 0 0)',
      },
    },
  }),
);

export const chevron = style(
  inComponents({
    display: 'inline-flex',
    flexShrink: 0,
    color: text.muted,
    '@media': { [media.mobile]: { display: 'none' } },
  }),
);
