/*
 * Small decorative icons that components draw themselves (close, chevrons, stars, copy…).
 * Always `aria-hidden`: the control that holds one gets its name from the catalogue.
 */
import type { SVGProps } from 'react';

type GlyphProps = SVGProps<SVGSVGElement>;

const stroke = (props: GlyphProps) => ({
  viewBox: '0 0 16 16',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const CloseGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
);

export const ChevronLeftGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M10 3.5L5.5 8l4.5 4.5" />
  </svg>
);

export const ChevronRightGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M6 3.5L10.5 8 6 12.5" />
  </svg>
);

export const ChevronDownGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M3.5 6l4.5 4.5L12.5 6" />
  </svg>
);

export const ArrowUpGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </svg>
);

export const ArrowDownGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </svg>
);

export const CheckGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M3.5 8.5l3 3 6-7" />
  </svg>
);

export const DashGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M4 8h8" />
  </svg>
);

export const CopyGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
    <path d="M10.5 5.5V3.75c0-.7-.55-1.25-1.25-1.25h-5.5c-.7 0-1.25.55-1.25 1.25v5.5c0 .7.55 1.25 1.25 1.25H5.5" />
  </svg>
);

export const AlertGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <circle cx="8" cy="8" r="6.25" />
    <path d="M8 4.75v3.75M8 11.1v.05" />
  </svg>
);

export const DownloadGlyph = (props: GlyphProps) => (
  <svg {...stroke(props)}>
    <path d="M8 2.5v8M4.5 7L8 10.5 11.5 7M3 13.5h10" />
  </svg>
);

/** A five-point star on a 20-unit box; `fill` decides whether it is full or an outline. */
export const STAR_PATH = 'M10 1.6l2.56 5.2 5.74.83-4.15 4.05.98 5.72L10 14.7l-5.13 2.7.98-5.72L1.7 7.63l5.74-.83z';
