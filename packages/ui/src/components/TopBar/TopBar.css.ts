import { globalStyle, style } from '@vanilla-extract/css';
import { componentsLayer } from '../../styles/layers.css.ts';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const topBar = style(
  inComponents({
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.sticky,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['150'],
    minHeight: '56px',
    paddingInline: vars.space['300'],
    paddingBlock: vars.space['075'],
    backgroundColor: vars.color.background.surface,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    '@media': { [media.mobile]: { gap: vars.space['100'], paddingInline: vars.space['150'] } },
  }),
);

/** The logo appears only where there is no sidebar to carry it. */
export const logo = style(
  inComponents({ display: 'none', '@media': { [media.mobile]: { display: 'inline-flex', flexShrink: 0 } } }),
);

/** On phones the start slot (the location selector) takes all the room the end slot leaves. */
export const start = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    minWidth: 0,
    '@media': { [media.mobile]: { flex: '1 1 auto' } },
  }),
);

// Its controls may shrink below their text's width there, rather than push the end slot out.
globalStyle(`${start} > *`, {
  '@layer': { [componentsLayer]: { '@media': { [media.mobile]: { flex: '1 1 auto', minWidth: 0 } } } },
});

export const end = style(
  inComponents({
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    marginInlineStart: 'auto',
    flexShrink: 0,
  }),
);
