import type { User } from '@starcrew/contract';
import { Card, Heading, Stack, Tab, TabList, TabPanel, Tabs, Text } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { defineMessages, useIntl } from 'react-intl';
import { useLoaderData, useSearchParams } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { routeTitles } from '../../routes/routeTitles.ts';
import { BillingInfoCard } from './BillingInfoCard.tsx';
import { DangerZone } from './DangerZone.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { ProfileImage } from './ProfileImage.tsx';
import { ReviewAlertsCard } from './ReviewAlertsCard.tsx';
import { RoleManagementPanel } from './RoleManagementPanel.tsx';
import type { SettingsData } from './settings.loader.ts';
import * as styles from './SettingsScreen.css.ts';

const messages = defineMessages({
  subtitle: { id: 'settings.subtitle', defaultMessage: 'Your profile, your password and your account.' },
  tabs: { id: 'settings.tabs', defaultMessage: 'Account settings' },
  profile: { id: 'settings.tab.profile', defaultMessage: 'Profile' },
  password: { id: 'settings.tab.password', defaultMessage: 'Manage Password' },
  roles: { id: 'settings.tab.roles', defaultMessage: 'Role Management' },
  profileCard: { id: 'settings.profile.title', defaultMessage: 'Personal information' },
  passwordCard: { id: 'settings.password.title', defaultMessage: 'Change your password' },
  passwordHint: {
    id: 'settings.password.hint',
    defaultMessage: 'You stay signed in here; your other devices are signed out.',
  },
});

const tabKeys = ['profile', 'password', 'roles'] as const;
type TabKey = (typeof tabKeys)[number];
const isTabKey = (value: string | null): value is TabKey => tabKeys.includes(value as TabKey);

/**
 * Only the owner holds the billing details, may delete the organization and manages managers
 * (spec section 6): Role Management is the owner's tab too (DECISIONS.md).
 */
const isOwner = (user: User) => user.role === 'super_manager';

/**
 * My account (spec section 2): Profile, Manage Password and, for the owner, Role Management.
 * The tab lives in the URL (`?tab=password`) so a link or a reload opens the same one.
 */
export default function SettingsScreen() {
  const intl = useIntl();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const [params, setParams] = useSearchParams();
  const { roles, alerts } = useLoaderData<SettingsData | undefined>() ?? { roles: null, alerts: null };
  if (!user) return null; // the guard lets no one here without a session

  const requested = params.get('tab');
  const selected: TabKey = isTabKey(requested) && (requested !== 'roles' || isOwner(user)) ? requested : 'profile';

  return (
    <Stack space="300" className={styles.page}>
      <Stack space="100">
        <Heading level={1}>{intl.formatMessage(routeTitles.settings)}</Heading>
        <Text tone="muted">{intl.formatMessage(messages.subtitle)}</Text>
      </Stack>
      <Tabs
        selectedKey={selected}
        onSelectionChange={(key) => setParams(key === 'profile' ? {} : { tab: String(key) }, { replace: true })}
      >
        <TabList aria-label={intl.formatMessage(messages.tabs)}>
          <Tab id="profile">{intl.formatMessage(messages.profile)}</Tab>
          <Tab id="password">{intl.formatMessage(messages.password)}</Tab>
          {isOwner(user) && <Tab id="roles">{intl.formatMessage(messages.roles)}</Tab>}
        </TabList>
        <TabPanel id="profile">
          <Stack space="300">
            <Card title={intl.formatMessage(messages.profileCard)}>
              <Stack space="300">
                <ProfileImage user={user} />
                {/* Keyed by user id only: a saved answer must not reset what the person is typing. */}
                <ProfileForm key={user.id} user={user} />
              </Stack>
            </Card>
            {user.role !== 'seller' && alerts && <ReviewAlertsCard alerts={alerts} />}
            {isOwner(user) && <BillingInfoCard user={user} />}
            {isOwner(user) && <DangerZone />}
          </Stack>
        </TabPanel>
        <TabPanel id="password">
          <Card
            title={intl.formatMessage(messages.passwordCard)}
            description={intl.formatMessage(messages.passwordHint)}
          >
            <PasswordForm />
          </Card>
        </TabPanel>
        {isOwner(user) && (
          <TabPanel id="roles">
            <RoleManagementPanel data={roles} title={intl.formatMessage(messages.roles)} />
          </TabPanel>
        )}
      </Tabs>
    </Stack>
  );
}
