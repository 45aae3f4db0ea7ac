import type { ReactNode } from 'react';

/** One destination of the app's navigation: a link with an icon and a label. */
export interface ShellNavItem {
  /** A stable key, also used by tests. */
  id: string;
  /** What the item says; in the rail it stays the link's accessible name. */
  label: string;
  /** A decorative 16 px icon. */
  icon: ReactNode;
  /** Where the link goes; under react-aria's `RouterProvider` this navigates client-side. */
  href: string;
  /** Leaves the item out of the mobile menu (spec: My Networks is hidden on mobile). */
  hideOnMobile?: boolean;
}

/** Items under an optional heading. */
export interface ShellNavGroup {
  id: string;
  /** A visible heading over the group; names the group for screen readers too. */
  label?: string;
  items: ShellNavItem[];
}

/** The action at the bottom of the sidebar and of the More panel (Sign Out). */
export interface ShellNavAction {
  label: string;
  icon: ReactNode;
  onAction: () => void;
}

/** True when `href` is the current page or one of its children (`/campaigns/12` marks Campaigns). */
export function isCurrentHref(href: string, currentHref: string | undefined): boolean {
  if (currentHref === undefined) return false;
  return currentHref === href || currentHref.startsWith(`${href}/`);
}
