import type { RouteName } from '@starcrew/machines';
import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/** The screen of each route, loaded when the route is first visited. */
export type Screens = Partial<Record<RouteName, () => Promise<ScreenModule>>>;

/**
 * The screens of the auth layout's routes, named by the entry so that /login needs no other
 * map: the signed-in layouts' are in `signedInRoutes.ts`, a chunk of its own. Routes whose
 * feature has not been built yet show the placeholder with the route's title.
 */
export const screens: Screens = {
  'auth.login': () => import('../features/auth/LoginScreen.tsx'),
  'auth.register': () => import('../features/auth/RegisterScreen.tsx'),
  'auth.registration': () => import('../features/auth/RegisterScreen.tsx'),
  'auth.forgot-password': () => import('../features/auth/ForgotPasswordScreen.tsx'),
  'auth.reset-password': () => import('../features/auth/ResetPasswordScreen.tsx'),
  'auth.password-reset-success': () => import('../features/auth/PasswordResetSuccessScreen.tsx'),
  'auth.verification-fails': () => import('../features/auth/VerificationFailsScreen.tsx'),
  'auth.email-verification': () => import('../features/auth/EmailVerificationScreen.tsx'),
  'auth.email-verify': () => import('../features/auth/EmailVerificationScreen.tsx'),
  'auth.registration-success': () => import('../features/auth/RegistrationSuccessScreen.tsx'),
  'invitation.accept': () => import('../features/invitation/InvitationScreen.tsx'),
  'seller.password.change': () => import('../features/auth/SellerPasswordChangeScreen.tsx'),
};

export const placeholderScreen = () => import('../features/placeholder/PlaceholderScreen.tsx');
