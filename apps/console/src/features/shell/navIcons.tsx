/*
 * The navigation's icons, drawn on the 16 px grid and 1.6 px stroke of @starcrew/ui's own
 * glyphs (the design system ships no icon library). Decorative: the links carry the names.
 */
import type { ReactNode, SVGProps } from 'react';

/** One 16 px line icon: every console icon is drawn in it, so all share size, stroke and hiding. */
export function Glyph({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const DashboardIcon = () => (
  <Glyph>
    <rect x="2" y="2" width="5" height="6" rx="1" />
    <rect x="9" y="2" width="5" height="4" rx="1" />
    <rect x="2" y="10" width="5" height="4" rx="1" />
    <rect x="9" y="8" width="5" height="6" rx="1" />
  </Glyph>
);

export const NetworksIcon = () => (
  <Glyph>
    <path d="M2.5 14V4.5L7 2.5v11.5M7 6h5.5c.3 0 .5.2.5.5V14M1.5 14h13" />
    <path d="M4.5 6.5v0M4.5 9.5v0M9.5 9v0M9.5 11.5v0M11 9v0" />
  </Glyph>
);

export const CampaignsIcon = () => (
  <Glyph>
    <path d="M3 14V2.5M3 3h8.5l-1.75 3L11.5 9H3" />
  </Glyph>
);

export const RewardsIcon = () => (
  <Glyph>
    <rect x="2" y="5.5" width="12" height="3" rx="0.75" />
    <path d="M3 8.5V13.25c0 .4.35.75.75.75h8.5c.4 0 .75-.35.75-.75V8.5M8 5.5V14" />
    <path d="M8 5.5S6.9 2 5 2.5C3.6 2.9 4.2 5.5 8 5.5zM8 5.5s1.1-3.5 3-3c1.4.4.8 3-3 3z" />
  </Glyph>
);

export const ManagersIcon = () => (
  <Glyph>
    <circle cx="6.5" cy="5" r="2.5" />
    <path d="M1.75 14c0-2.6 2.1-4.5 4.75-4.5 1 0 1.9.25 2.6.7" />
    <path d="M12 9.5l2 .8v1.6c0 1.2-.85 2-2 2.6-1.15-.6-2-1.4-2-2.6v-1.6z" />
  </Glyph>
);

export const SellersIcon = () => (
  <Glyph>
    <circle cx="6" cy="5" r="2.5" />
    <path d="M1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5M10.5 2.75a2.5 2.5 0 0 1 0 4.5M12.5 9.9c1.2.6 2 1.9 2 3.6" />
  </Glyph>
);

export const ReviewsIcon = () => (
  <Glyph>
    <path d="M2.5 3.5c0-.55.45-1 1-1h9c.55 0 1 .45 1 1v6.5c0 .55-.45 1-1 1H6l-3.5 2.5z" />
    <path d="M8 4.6l.8 1.6 1.7.25-1.25 1.2.3 1.7L8 8.55l-1.55.8.3-1.7L5.5 6.45l1.7-.25z" />
  </Glyph>
);

export const CompetitorsIcon = () => (
  <Glyph>
    <path d="M2 13.5h12M3.5 13.5V9M6.5 13.5V6M9.5 13.5V8M12.5 13.5V3.5" />
  </Glyph>
);

export const ToolsIcon = () => (
  <Glyph>
    <rect x="2" y="2" width="4.5" height="4.5" rx="0.75" />
    <rect x="9.5" y="2" width="4.5" height="4.5" rx="0.75" />
    <rect x="2" y="9.5" width="4.5" height="4.5" rx="0.75" />
    <path d="M9.5 9.5h1.5v1.5M14 9.5v0M9.5 14h1.5M14 12.5V14h-1.5" />
  </Glyph>
);

export const AccountIcon = () => (
  <Glyph>
    <circle cx="8" cy="8" r="6.25" />
    <circle cx="8" cy="6.5" r="2" />
    <path d="M4.25 12.75C5 11.3 6.4 10.5 8 10.5s3 .8 3.75 2.25" />
  </Glyph>
);

/** A card: plans and billing. */
export const BillingIcon = () => (
  <Glyph>
    <rect x="1.75" y="3.5" width="12.5" height="9" rx="1.25" />
    <path d="M1.75 6.5h12.5M4.5 10h2.5" />
  </Glyph>
);

export const SignOutIcon = () => (
  <Glyph>
    <path d="M6.5 2.5h-3c-.55 0-1 .45-1 1v9c0 .55.45 1 1 1h3M10.5 11l3-3-3-3M13.5 8H6" />
  </Glyph>
);
