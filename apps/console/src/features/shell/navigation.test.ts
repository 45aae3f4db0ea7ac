import { describe, expect, it } from 'vitest';
import { dashboardPathFor, navigationByRole } from './navigation.ts';

const names = (role: keyof typeof navigationByRole) =>
  navigationByRole[role].map((entry) => entry.label.defaultMessage);

describe('navigationByRole', () => {
  it('should list the sidebars of spec section 2, in order', () => {
    expect(names('super_manager')).toEqual([
      'Dashboard',
      'My Networks',
      'My Campaigns',
      'Rewards',
      'My Managers',
      'Sellers',
      'Reviews',
      'Competitors',
    ]);
    expect(names('manager')).toEqual([
      'Dashboard',
      'My Networks',
      'My Campaigns',
      'Sellers',
      'Rewards',
      'Reviews',
      'Tools',
      'Competitors',
    ]);
    expect(names('seller')).toEqual(['Dashboard', 'My Campaigns', 'My Reviews', 'Tools']);
  });

  it('should hide My Networks on mobile for the super manager only', () => {
    const hidden = (role: keyof typeof navigationByRole) =>
      navigationByRole[role].filter((entry) => entry.hideOnMobile).map((entry) => entry.id);
    expect(hidden('super_manager')).toEqual(['networks']);
    expect(hidden('manager')).toEqual([]);
  });

  it('should keep sellers in the seller area and lead the logo to the role dashboard', () => {
    expect(navigationByRole.seller.every((entry) => entry.route.startsWith('seller.'))).toBe(true);
    expect(dashboardPathFor('seller')).toBe('/seller/dashboard');
    expect(dashboardPathFor('manager')).toBe('/manager/dashboard');
  });
});
