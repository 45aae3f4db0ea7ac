import { pathFor } from '@starcrew/machines';
import { AuthLayout as AuthFrame } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { AriaRouter } from './AriaRouter.tsx';
import { Logo } from './Logo.tsx';

const messages = defineMessages({
  tagline: { id: 'auth.panel.tagline', defaultMessage: 'Every review answered. Every team member rewarded.' },
  benefit1: { id: 'auth.panel.benefit1', defaultMessage: 'Collect more reviews with personal QR codes and links' },
  benefit2: { id: 'auth.panel.benefit2', defaultMessage: 'Answer every review in seconds, with AI drafts' },
  benefit3: { id: 'auth.panel.benefit3', defaultMessage: 'Reward your sellers with motivating campaigns' },
  benefit4: { id: 'auth.panel.benefit4', defaultMessage: 'Follow every location and your competitors in one place' },
  benefits: { id: 'auth.panel.benefits', defaultMessage: 'Why Starcrew' },
});

/** Where the mobile back bar of the sign-in screen leads (spec section 1). */
const MARKETING_URL = import.meta.env.VITE_MARKETING_URL ?? 'https://starcrew.app';

/**
 * Guest screens: a side panel with the logo and four benefit lines beside the form; on
 * mobile the panel gives way to a back bar, to the marketing site on sign-in, home elsewhere.
 */
export function AuthLayout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <AriaRouter>
      <AuthFrame
        panelLogo={<Logo inverse />}
        logo={<Logo />}
        tagline={intl.formatMessage(messages.tagline)}
        benefits={[messages.benefit1, messages.benefit2, messages.benefit3, messages.benefit4].map((m) =>
          intl.formatMessage(m),
        )}
        panelLabel={intl.formatMessage(messages.benefits)}
        backHref={pathname === pathFor('auth.login') ? MARKETING_URL : '/'}
      >
        <Outlet />
      </AuthFrame>
    </AriaRouter>
  );
}
