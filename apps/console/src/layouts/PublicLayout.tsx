import { PublicLayout as PublicFrame } from '@starcrew/ui';
import { Outlet } from 'react-router';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import { AriaRouter } from './AriaRouter.tsx';
import { Logo } from './Logo.tsx';

/** Setup, plan and public review pages: the logo above a centred page, without the app's navigation. */
export function PublicLayout() {
  return (
    <AriaRouter>
      <PublicFrame logo={<Logo />} end={<LanguageSelect />}>
        <Outlet />
      </PublicFrame>
    </AriaRouter>
  );
}
