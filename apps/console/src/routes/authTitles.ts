import type { RouteName } from '@starcrew/machines';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * The titles of the auth layout's routes (the sign-in pages, the invitation, the seller's first
 * password), in the entry with their screens' map (`screens.ts`). Ids match each route's
 * `meta.title` in the route table; every route's title is `routeTitles.ts`.
 */
export const authTitles = defineMessages({
  'auth.login': { id: 'route.auth.login.title', defaultMessage: 'Sign in' },
  'auth.register': { id: 'route.auth.register.title', defaultMessage: 'Create your account' },
  'auth.forgot-password': { id: 'route.auth.forgot-password.title', defaultMessage: 'Forgot password' },
  'auth.reset-password': { id: 'route.auth.reset-password.title', defaultMessage: 'Reset password' },
  'auth.password-reset-success': { id: 'route.auth.password-reset-success.title', defaultMessage: 'Password changed' },
  'auth.verification-fails': { id: 'route.auth.verification-fails.title', defaultMessage: 'Verification failed' },
  'auth.registration': { id: 'route.auth.registration.title', defaultMessage: 'Registration' },
  'auth.email-verification': { id: 'route.auth.email-verification.title', defaultMessage: 'Email verification code' },
  'auth.email-verify': { id: 'route.auth.email-verification.title', defaultMessage: 'Email verification code' },
  'auth.registration-success': {
    id: 'route.auth.registration-success.title',
    defaultMessage: 'Registration successful',
  },
  'invitation.accept': { id: 'route.invitation.accept.title', defaultMessage: 'Your invitation' },
  'seller.password.change': { id: 'route.seller.password.change.title', defaultMessage: 'Change your password' },
}) satisfies Partial<Record<RouteName, MessageDescriptor>>;
