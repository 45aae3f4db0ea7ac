import { Heading, Stack, Text } from '@starcrew/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { routeTitles } from '../../routes/routeTitles.ts';
import { useRouteDefinition } from '../../routes/useRouteDefinition.ts';

/**
 * Stands for a screen whose feature has not landed yet: it shows the route's title so the
 * route table and the guard can be exercised on every route.
 */
export default function PlaceholderScreen() {
  const intl = useIntl();
  const route = useRouteDefinition();
  return (
    <Stack space="150">
      <Heading level={1}>{route ? intl.formatMessage(routeTitles[route.name]) : null}</Heading>
      <Text tone="muted">
        <FormattedMessage id="placeholder.comingSoon" defaultMessage="This part of Starcrew is on its way." />
      </Text>
    </Stack>
  );
}
