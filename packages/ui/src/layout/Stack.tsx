import { Box, type BoxProps } from './Box.tsx';
import type { Sprinkles } from './sprinkles.css.ts';

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' } as const;

/** The horizontal alignments a Stack offers, shared by its type and its stories. */
export const stackAligns = Object.keys(alignMap) as Array<keyof typeof alignMap>;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems'> & {
  /**
   * The space between children, a step of the space scale (responsive values allowed).
   * @default '200'
   */
  space?: Sprinkles['gap'];
  /**
   * How children align across the stack.
   * @default 'stretch'
   */
  align?: keyof typeof alignMap;
};

/** Lays children out vertically with even space between them. */
export function Stack({ space = '200', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} alignItems={alignMap[align]} {...props} />;
}
