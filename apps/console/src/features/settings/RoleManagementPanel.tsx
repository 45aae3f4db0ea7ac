import { EmptyState, Text } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'settings.roles.title', defaultMessage: 'Role management is on its way' },
  body: {
    id: 'settings.roles.body',
    defaultMessage:
      'Here you will invite managers, tie each one to their locations and re-send invitations. Until then, your managers keep the access they have today.',
  },
});

/**
 * The Role Management tab (managers and the owner). Its content comes with the team-management
 * work; until then it says so plainly rather than showing sample managers.
 */
export function RoleManagementPanel() {
  const intl = useIntl();
  return (
    <EmptyState title={intl.formatMessage(messages.title)} headingLevel={2}>
      <Text tone="muted">{intl.formatMessage(messages.body)}</Text>
    </EmptyState>
  );
}
