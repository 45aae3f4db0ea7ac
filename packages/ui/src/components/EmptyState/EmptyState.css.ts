import { globalStyle, style } from '@vanilla-extract/css';
import { componentsLayer } from '../../styles/layers.css.ts';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const emptyState = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    // Stretched, not centred: a centred flex item cannot be narrower than its longest word,
    // so a long French title would overflow. The text is centred instead.
    alignItems: 'stretch',
    gap: vars.space['100'],
    maxWidth: '420px',
    marginInline: 'auto',
    paddingBlock: vars.space['500'],
    paddingInline: vars.space['200'],
    textAlign: 'center',
  }),
);

export const icon = style(
  inComponents({
    display: 'flex',
    alignSelf: 'center',
    alignItems: 'center',
    justifyContent: 'center',
    width: '48px',
    height: '48px',
    marginBlockEnd: vars.space['050'],
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.accentSoft,
    color: vars.color.text.accent,
    fontSize: '24px',
  }),
);

export const body = style(
  inComponents({ ...vars.typography.body, color: vars.color.text.muted, overflowWrap: 'break-word', maxWidth: '100%' }),
);

export const action = style(
  inComponents({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: vars.space['100'],
    marginBlockStart: vars.space['100'],
  }),
);

// Icons drawn at a fixed 16 px take the circle's icon size.
globalStyle(`${icon} svg`, { '@layer': { [componentsLayer]: { width: '1em', height: '1em' } } });
