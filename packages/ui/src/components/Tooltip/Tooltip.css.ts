import { keyframes, style } from '@vanilla-extract/css';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';

const fade = keyframes({ from: { opacity: 0 } });

/** Dark ink on the page: the text colour as background keeps it legible in any tenant brand. */
export const tooltip = style(
  inComponents({
    maxWidth: '280px',
    paddingBlock: vars.space['050'],
    paddingInline: vars.space['100'],
    borderRadius: vars.radius['075'],
    backgroundColor: vars.color.text.default,
    color: vars.color.background.surface,
    ...vars.typography.small,
    overflowWrap: 'anywhere',
    boxShadow: vars.elevation['200'],
    zIndex: vars.zIndex.tooltip,
    selectors: {
      '&[data-entering]': { animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
      '&[data-exiting]': { animation: `${fade} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse` },
    },
  }),
);

export const arrowPath = style(inComponents({ fill: vars.color.text.default }));
