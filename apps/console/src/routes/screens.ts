import type { RouteName } from '@starcrew/machines';
import type { ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

/**
 * The screen of each route, loaded when the route is first visited. Routes whose feature
 * has not been built yet show the placeholder with the route's title.
 */
export const screens: Partial<Record<RouteName, () => Promise<ScreenModule>>> = {
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
  settings: () => import('../features/settings/SettingsScreen.tsx'),
  'business.profile.setup': () => import('../features/business-profile/ConnectGoogleScreen.tsx'),
  'business.profile.connect': () => import('../features/business-profile/SelectBusinessScreen.tsx'),
  'business.profile.success': () => import('../features/business-profile/ConnectionSuccessScreen.tsx'),
  'manager.dashboard.index': () => import('../features/dashboard/DashboardScreen.tsx'),
  'manager.networks.index': () => import('../features/networks/MyNetworksScreen.tsx'),
  'manager.sellers.index': () => import('../features/sellers/SellersScreen.tsx'),
  'manager.competitors.index': () => import('../features/competitors/CompetitorsScreen.tsx'),
  'manager.tools.index': () => import('../features/collection-tools/CollectionToolsScreen.tsx'),
  'manager.managers.index': () => import('../features/managers/ManagersScreen.tsx'),
  'manager.campaigns.index': () => import('../features/campaigns/CampaignsScreen.tsx'),
  'manager.campaigns.show': () => import('../features/campaigns/CampaignScreen.tsx'),
  'seller.tools.index': () => import('../features/seller-area/SellerToolsScreen.tsx'),
  'seller.dashboard.index': () => import('../features/seller-area/SellerDashboardScreen.tsx'),
  'seller.campaigns.index': () => import('../features/seller-area/SellerCampaignsScreen.tsx'),
  'manager.reviews.index': () => import('../features/reviews/ReviewsScreen.tsx'),
  'seller.reviews.index': () => import('../features/reviews/SellerReviewsScreen.tsx'),
  'manager.plans.index': () => import('../features/billing/PlansScreen.tsx'),
  'manager.plans.upgrade': () => import('../features/billing/PlansScreen.tsx'),
  'manager.payments.stripe': () => import('../features/billing/PaymentScreen.tsx'),
  'manager.plans-billings.index': () => import('../features/billing/PlansBillingsScreen.tsx'),
  'manager.networks.plans': () => import('../features/billing/NetworkPlansScreen.tsx'),
  'manager.networks.plans.payment': () => import('../features/billing/PaymentScreen.tsx'),
  'manager.rewards.index': () => import('../features/rewards/RewardsScreen.tsx'),
  'manager.rewards.show': () => import('../features/rewards/RewardScreen.tsx'),
  'manager.local-rewards.index': () => import('../features/rewards/RewardsScreen.tsx'),
};

export const placeholderScreen = () => import('../features/placeholder/PlaceholderScreen.tsx');
