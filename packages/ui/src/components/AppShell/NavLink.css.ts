import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import * as mobileNav from './MobileNav.css.ts';
import * as sidebar from './Sidebar.css.ts';

// The shell draws one link three ways: a row of the sidebar (`rail`, whose label hides when the
// rail folds), a tab of the phone's bottom bar (icon over a short label, the same as its More
// button) and a row of the phone's More panel (as the sidebar's items, beside its Sign Out, its
// label always shown). The variants compose those classes, so each keeps its one definition.

export const navLink = recipe({
  variants: { variant: { rail: sidebar.item, tab: mobileNav.tab, sheet: sidebar.item } },
});

export const navLinkIcon = recipe({
  variants: { variant: { rail: sidebar.icon, tab: mobileNav.tabIcon, sheet: sidebar.icon } },
});

/** The panel's label is plain text: the sidebar's label class hides it in the folded rail. */
export const navLinkLabel = recipe({
  variants: { variant: { rail: sidebar.label, tab: mobileNav.tabLabel, sheet: {} } },
});

export type NavLinkVariants = NonNullable<RecipeVariants<typeof navLink>>;
