import type { Layout } from '@starcrew/machines';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';

type LayoutLoader = () => Promise<ComponentType>;

/**
 * The layouts of spec section 2, by the name the route table gives, each loaded with the first
 * route that needs it: a visitor of the sign-in page downloads no sidebar, menus or location
 * selector (bench/budgets.json).
 */
export const layouts: Record<Layout, LayoutLoader> = {
  auth: async () => (await import('./AuthLayout.tsx')).AuthLayout,
  public: async () => (await import('./PublicLayout.tsx')).PublicLayout,
  manager: async () => {
    const { AppLayout } = await import('./AppLayout.tsx');
    return function ManagerLayout() {
      return <AppLayout area="manager" />;
    };
  },
  seller: async () => {
    const { AppLayout } = await import('./AppLayout.tsx');
    return function SellerLayout() {
      return <AppLayout area="seller" />;
    };
  },
  'not-found': async () => Outlet,
};
