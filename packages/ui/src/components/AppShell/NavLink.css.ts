import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import * as mobileNav from './MobileNav.css.ts';
import * as sidebar from './Sidebar.css.ts';

// The phone's navigation draws one link two ways: a tab of the bottom bar (icon over a short
// label, the same as its More button) and a row of the More panel (as the sidebar's items, beside
// its Sign Out). The variants compose those classes, so each keeps its one definition.

export const navLink = recipe({ variants: { variant: { tab: mobileNav.tab, sheet: sidebar.item } } });

export const navLinkIcon = recipe({ variants: { variant: { tab: mobileNav.tabIcon, sheet: sidebar.icon } } });

/** The panel's label is plain text: the sidebar's label class hides it in the folded rail. */
export const navLinkLabel = recipe({ variants: { variant: { tab: mobileNav.tabLabel, sheet: {} } } });

export type NavLinkVariants = NonNullable<RecipeVariants<typeof navLink>>;
