import { style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

export const searchField = style(inComponents({}));

export const searchIcon = style(inComponents({ color: vars.color.text.muted, marginInlineEnd: vars.space['050'] }));

/** The browser's own cancel button would double ours. */
export const input = style(
  inComponents({
    selectors: { '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { appearance: 'none' } },
  }),
);

/** Hidden while empty (react-aria marks the field `data-empty`): nothing to clear. */
export const clear = style(inComponents({ selectors: { [`${searchField}[data-empty] &`]: { visibility: 'hidden' } } }));
