import type { Layout } from '@starcrew/machines';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AppLayout } from './AppLayout.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { PublicLayout } from './PublicLayout.tsx';

/** The layouts of spec section 2, by the name the route table gives. */
export const layouts: Record<Layout, ComponentType> = {
  auth: AuthLayout,
  public: PublicLayout,
  manager: () => <AppLayout area="manager" />,
  seller: () => <AppLayout area="seller" />,
  'not-found': Outlet,
};
