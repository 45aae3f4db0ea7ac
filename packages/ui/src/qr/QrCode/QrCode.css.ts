import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const figure = style(
  inComponents({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['150'],
    margin: 0,
    maxWidth: '100%',
  }),
);

/** A white card around the code: scanners need the quiet zone light whatever the page. */
export const frame = style(
  inComponents({
    padding: vars.space['150'],
    borderRadius: vars.radius['150'],
    border: `1px solid ${vars.color.border.subtle}`,
    backgroundColor: '#ffffff',
    boxShadow: vars.elevation['100'],
  }),
);

export const code = style(
  inComponents({
    display: 'block',
    maxWidth: '100%',
    // The library appends its own <svg>: keep it fluid inside the fixed box.
    selectors: { '&:empty': { backgroundColor: vars.color.background.sunken, borderRadius: vars.radius['075'] } },
  }),
);

export const caption = style(
  inComponents({
    maxWidth: '100%',
    ...vars.typography.bodyStrong,
    color: vars.color.text.default,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  }),
);

export const actions = style(
  inComponents({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['100'] }),
);
