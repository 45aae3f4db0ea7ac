import { Box, type BoxProps } from './Box.tsx';
import type { Sprinkles } from './sprinkles.css.ts';

const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;
const alignYMap = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

/** The options of Inline's `align` and `alignY`, shared by its types and its stories. */
export const inlineAligns = Object.keys(alignMap) as Array<keyof typeof alignMap>;
export const inlineAlignYs = Object.keys(alignYMap) as Array<keyof typeof alignYMap>;

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap' | 'alignItems' | 'justifyContent'> & {
  /**
   * The space between children, a step of the space scale (responsive values allowed).
   * @default '100'
   */
  space?: Sprinkles['gap'];
  /**
   * How children are distributed along the row.
   * @default 'start'
   */
  align?: keyof typeof alignMap;
  /**
   * How children align vertically within a row.
   * @default 'center'
   */
  alignY?: keyof typeof alignYMap;
  /**
   * Whether children wrap onto new rows when the row is full.
   * @default true
   */
  wrap?: boolean;
};

/** Lays children out in a row that wraps, with even space between them. */
export function Inline({ space = '100', align = 'start', alignY = 'center', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={alignMap[align]}
      alignItems={alignYMap[alignY]}
      {...props}
    />
  );
}
