import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';

/** An address with a scheme (`https:`, `mailto:`) leaves the console. */
const isExternal = (href: string) => /^[a-z][a-z\d+.-]*:/i.test(href);

/**
 * React Router's `useHref` for in-app paths; an external address is kept as it is (React
 * Router would turn `https://starcrew.app` into `/https:/starcrew.app`).
 */
function useRouterHref(href: string): string {
  const local = useHref(href);
  return isExternal(href) ? href : local;
}

/**
 * Hands React Router's navigation to react-aria, so the design system's links and menu items
 * (which take a plain `href`) navigate client-side instead of reloading the page. react-aria
 * lets the browser follow links to another origin itself.
 */
export function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
