import type { ComponentPropsWithRef, ElementType } from 'react';
import { sprinkles, type Sprinkles } from './sprinkles.css.ts';

export type BoxProps = Sprinkles &
  Omit<ComponentPropsWithRef<'div'>, keyof Sprinkles> & {
    /**
     * The element to render, so a box can be a `section`, `ul` or `form` and keep its meaning.
     * @default 'div'
     */
    as?: ElementType;
  };

/** Splits sprinkles props from DOM props so unknown attributes never reach the DOM as CSS. */
function splitProps(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The base layout primitive: a element with spacing, flex and surface props from the tokens. */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitProps(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return <Component className={classes} {...rest} />;
}
