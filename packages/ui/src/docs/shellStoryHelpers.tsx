/*
 * Sample navigation for the app-frame stories (AppShell, TopBar, ProfileMenu), outside the
 * `.stories.tsx` files because anything those export becomes a story.
 */
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { ShellNavGroup } from '../components/AppShell/navTypes.ts';

/** Renders a story at 1440 px, where the sidebar is expanded by default. */
export const desktopStory = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

const icon = (d: string) => (
  <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const grid = icon('M2.5 2.5h4.5v5h-4.5zM9 2.5h4.5v3H9zM2.5 9.5h4.5v4h-4.5zM9 7.5h4.5v6H9z');
const flag = icon('M3 14V2.5M3 3h8.5l-1.75 3L11.5 9H3');
const star = icon('M8 2l1.8 3.8 4.2.5-3.1 2.9.8 4.1L8 11.3l-3.7 2 .8-4.1L2 6.3l4.2-.5z');
const people = icon('M6 7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM1.5 14c0-2.5 2-4.5 4.5-4.5s4.5 2 4.5 4.5');
const bars = icon('M2 13.5h12M3.5 13.5V9M6.5 13.5V6M9.5 13.5V8M12.5 13.5V3.5');
const gift = icon('M2 5.5h12v3H2zM3 8.5v5.5h10V8.5M8 5.5V14');
const building = icon('M2.5 14V4.5L7 2.5v11.5M7 6h6v8M1.5 14h13');
export const signOutIcon = icon('M6.5 2.5h-3v11h3M10.5 11l3-3-3-3M13.5 8H6');

/** A manager's sidebar, with the names the console uses. */
export function sampleNavigation(labels: Partial<Record<string, string>> = {}): ShellNavGroup[] {
  const item = (id: string, label: string, glyph: ReactNode, hideOnMobile = false) => ({
    id,
    label: labels[id] ?? label,
    icon: glyph,
    href: `/manager/${id}`,
    hideOnMobile,
  });
  return [
    {
      id: 'main',
      items: [
        item('dashboard', 'Dashboard', grid),
        item('networks', 'My Networks', building, true),
        item('campaigns', 'My Campaigns', flag),
        item('sellers', 'Sellers', people),
        item('rewards', 'Rewards', gift),
        item('reviews', 'Reviews', star),
        item('competitors', 'Competitors', bars),
      ],
    },
  ];
}

/** Long French labels, to see wrapping in the sidebar and clamping in the bottom bar. */
export const frenchLabels = {
  dashboard: 'Tableau de bord',
  networks: 'Mes réseaux d’établissements',
  campaigns: 'Mes campagnes de collecte',
  sellers: 'Vendeurs et vendeuses',
  rewards: 'Récompenses à distribuer',
  reviews: 'Avis clients',
  competitors: 'Concurrents',
};

/** The sample logo: a tile and a name, or the tile alone for the rail. */
export function SampleLogo({ compact = false }: { compact?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 700 }}>
      <span
        aria-hidden="true"
        style={{ width: 28, height: 28, borderRadius: 8, background: 'var(--sc-color-background-accent)' }}
      />
      {!compact && <span>Starcrew</span>}
    </span>
  );
}

/** Keeps story links inside the story: react-aria hands their navigation to `navigate`. */
export function StoryRouter({ navigate, children }: { navigate: (href: string) => void; children: ReactNode }) {
  return <RouterProvider navigate={navigate}>{children}</RouterProvider>;
}
