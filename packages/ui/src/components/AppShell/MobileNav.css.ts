import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

const { background: bg, text, border } = vars.color;

/** The phone's bottom bar: shown only at 500 px and narrower, where the sidebar is gone. */
export const bar = style(
  inComponents({
    display: 'none',
    '@media': {
      [media.mobile]: {
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: vars.zIndex.sidebar,
        display: 'block',
        paddingBottom: 'env(safe-area-inset-bottom)',
        backgroundColor: bg.surface,
        borderBlockStart: `1px solid ${border.subtle}`,
      },
    },
  }),
);

export const list = style(
  inComponents({
    display: 'grid',
    gridAutoColumns: 'minmax(0, 1fr)',
    gridAutoFlow: 'column',
    margin: 0,
    padding: vars.space['050'],
    listStyle: 'none',
  }),
);

/** Icon over a short label; 56 px tall, well over the 44 px touch target. */
export const tab = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['025'],
    width: '100%',
    minHeight: '56px',
    paddingInline: vars.space['025'],
    border: 0,
    borderRadius: vars.radius['075'],
    backgroundColor: 'transparent',
    color: text.muted,
    ...vars.typography.caption,
    fontWeight: vars.typography.label.fontWeight,
    textAlign: 'center',
    textDecoration: 'none',
    // Words are never cut ("Récompens/es" at 390 px in French, issue 19): labels break between
    // words only, in a slightly smaller size and tighter tracking that fits the longest word of
    // either catalogue ("Récompenses", "Compétiteurs") in a fifth of a 360 px phone.
    fontSize: '11px',
    letterSpacing: '-0.01em',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    hyphens: 'manual',
    outline: 'none',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { backgroundColor: bg.ghostPressed },
      '&[data-current]': { color: text.accent },
      '&[data-focus-visible]': { boxShadow: `inset 0 0 0 2px ${border.focus}` },
    },
  }),
);

export const tabIcon = style(inComponents({ display: 'inline-flex', fontSize: '20px' }));

/** The clamp keeps a long French label to two lines inside its fifth of the bar. */
export const tabLabel = style(
  inComponents({
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    maxWidth: '100%',
  }),
);

export const sheetList = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['025'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
);

/** The settings sit between the items and Sign Out, set apart by rules: name at the start, control at the end. */
export const sheetSettings = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['100'],
    marginBlock: vars.space['050'],
    paddingBlock: vars.space['100'],
    paddingInline: `calc(${vars.space['150']} - 2px)`,
    borderBlock: `1px solid ${border.subtle}`,
  }),
);

export const sheetSettingsLabel = style(inComponents({ color: text.muted, ...vars.typography.label }));
