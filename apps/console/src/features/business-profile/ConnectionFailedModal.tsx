import { Button, Dialog, Text } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import type { ConnectionActor } from './connectionActor.ts';
import { failureMessages } from './messages.ts';

/**
 * The failed-connection modal (spec section 8): the Google account has no access to the
 * business profile. Three ways out: go to account, reconnect, log out. It cannot be dismissed:
 * the wizard has nothing to show behind it.
 */
export function ConnectionFailedModal({ actor, isOpen }: { actor: ConnectionActor; isOpen: boolean }) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      size="sm"
      isDismissable={false}
      isKeyboardDismissDisabled
      hasCloseButton={false}
      role="alertdialog"
      title={intl.formatMessage(failureMessages.title)}
      footer={
        <>
          <Button variant="ghost" onPress={() => actor.send({ type: 'failure.logout' })}>
            {intl.formatMessage(failureMessages.logout)}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'failure.goToAccount' })}>
            {intl.formatMessage(failureMessages.account)}
          </Button>
          <Button variant="primary" onPress={() => actor.send({ type: 'failure.reconnect' })}>
            {intl.formatMessage(failureMessages.reconnect)}
          </Button>
        </>
      }
    >
      <Text>{intl.formatMessage(failureMessages.body)}</Text>
    </Dialog>
  );
}
