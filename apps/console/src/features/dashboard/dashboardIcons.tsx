import { Glyph } from '../shell/navIcons.tsx';

/* Icons of the dashboard, on the navigation's glyph. Decorative: the cards and buttons carry the names. */

export const StarIcon = () => (
  <Glyph>
    <path d="M8 1.75l1.9 3.9 4.3.6-3.1 3 .75 4.25L8 11.5l-3.85 2 .75-4.25-3.1-3 4.3-.6L8 1.75z" />
  </Glyph>
);

export const LocationIcon = () => (
  <Glyph>
    <path d="M8 14.5s-4.75-4.1-4.75-7.75a4.75 4.75 0 019.5 0C12.75 10.4 8 14.5 8 14.5z" />
    <circle cx="8" cy="6.75" r="1.75" />
  </Glyph>
);
