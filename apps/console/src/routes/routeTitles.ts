import type { RouteName } from '@starcrew/machines';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { authTitles } from './authTitles.ts';
import { signedInTitles } from './signedInTitles.ts';

/**
 * The title of every route (spec section 2), shown in the document title and as the page
 * heading. Ids match each route's `meta.title` in the route table. The router takes each
 * layout's from its own map (`authTitles.ts` in the entry, `signedInTitles.ts` with the
 * signed-in routes' map); screens that show their title import this one.
 */
export const routeTitles = {
  ...authTitles,
  ...signedInTitles,
  // The public review page is apps/review-form's; the console shows no title of it.
  ...defineMessages({
    'reviews.public': { id: 'route.reviews.public.title', defaultMessage: 'Leave a review' },
  }),
} satisfies Record<RouteName, MessageDescriptor>;
