import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { inComponents } from '../../styles/inComponents.ts';
import { vars } from '../../tokens/contract.css.ts';
import { media } from '../../tokens/tokens.ts';

export const card = recipe({
  base: inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['200'],
    minWidth: 0,
    backgroundColor: vars.color.background.surface,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius['150'],
    boxShadow: vars.elevation['100'],
    color: vars.color.text.default,
    ...vars.typography.body,
    overflowWrap: 'anywhere',
  }),
  variants: {
    padding: {
      none: inComponents({ padding: 0 }),
      md: inComponents({
        padding: vars.space['250'],
        '@media': { [media.mobile]: { padding: vars.space['200'] } },
      }),
      lg: inComponents({
        padding: vars.space['300'],
        '@media': { [media.mobile]: { padding: vars.space['200'] } },
      }),
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const header = style(
  inComponents({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: vars.space['150'],
    flexWrap: 'wrap',
  }),
);

export const titles = style(
  inComponents({ display: 'flex', flexDirection: 'column', gap: vars.space['025'], minWidth: 0, flex: '1 1 200px' }),
);

export const title = style(inComponents({ margin: 0, ...vars.typography.heading100, color: vars.color.text.default }));

export const description = style(inComponents({ margin: 0, ...vars.typography.small, color: vars.color.text.muted }));

export const actions = style(
  inComponents({ display: 'flex', alignItems: 'center', gap: vars.space['100'], flexShrink: 0 }),
);

export const footer = style(
  inComponents({
    display: 'flex',
    justifyContent: 'flex-end',
    gap: vars.space['100'],
    paddingBlockStart: vars.space['150'],
    borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  }),
);
