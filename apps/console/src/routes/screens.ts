import type { RouteName } from '@starcrew/machines';
import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * The screen of each route, loaded when the route is first visited. Routes whose feature
 * has not been built yet show the placeholder with the route's title.
 */
export const screens: Partial<Record<RouteName, () => Promise<ScreenModule>>> = {
  'auth.login': () => import('../features/auth/LoginScreen.tsx'),
};

export const placeholderScreen = () => import('../features/placeholder/PlaceholderScreen.tsx');
