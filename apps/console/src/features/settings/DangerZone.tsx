import { deleteAccount } from '@starcrew/api-client';
import { Button, Card, ConfirmDialog, DialogTrigger, Inline, MessageBox, Stack, Text, toastQueue } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/ServicesContext.tsx';
import { useApiMutation } from '../../app/useMutation.ts';

const messages = defineMessages({
  title: { id: 'settings.danger.title', defaultMessage: 'Danger zone' },
  description: {
    id: 'settings.danger.description',
    defaultMessage:
      'Deleting your account deletes your organization and everything in it: locations, campaigns, reviews, rewards, managers and sellers. It cannot be undone.',
  },
  open: { id: 'settings.danger.open', defaultMessage: 'Delete account' },
  dialogTitle: { id: 'settings.danger.dialogTitle', defaultMessage: 'Delete your account?' },
  dialogBody: {
    id: 'settings.danger.dialogBody',
    defaultMessage: 'Every user of your organization is signed out and all its data is deleted for good.',
  },
  confirm: { id: 'settings.danger.confirm', defaultMessage: 'Delete everything' },
});

/** Where the signed-out person lands after deleting the account, and what they are told there. */
export interface AccountDeletedState {
  /** The server's message ("Your account and all its data have been deleted."). */
  notice: string;
}

/**
 * The owner's delete-account (manager/delete-account): the person types DELETE (spec section 5),
 * then the session ends and sign-in opens with the server's message.
 */
export function DangerZone() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { session } = useServices();
  const remove = useApiMutation(deleteAccount);

  const onConfirm = async () => {
    const result = await remove.run({ confirmation: 'DELETE' });
    // Rejecting keeps the dialog open; the API client's toast says why.
    if (!result) throw new Error('The account was not deleted');
    const notice = result.message ?? intl.formatMessage({ id: 'account.deleted' });
    // The token died with the account: the session is cleared here, since a logout call would
    // only answer 401 ("Please login to continue").
    session.send({ type: 'session.ended' });
    toastQueue.add({ tone: 'success', title: notice });
    navigate('/login', { replace: true, state: { notice } satisfies AccountDeletedState });
  };

  return (
    <Card title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
      {/* A row, so the button keeps its own width instead of the card's. */}
      <Inline>
        <DialogTrigger onOpenChange={(isOpen) => isOpen && remove.reset()}>
          <Button variant="danger">{intl.formatMessage(messages.open)}</Button>
          <ConfirmDialog
            tone="danger"
            title={intl.formatMessage(messages.dialogTitle)}
            confirmLabel={intl.formatMessage(messages.confirm)}
            confirmationWord="DELETE"
            onConfirm={onConfirm}
          >
            <Stack space="150">
              {remove.fieldErrors?.confirmation && (
                <MessageBox tone="error">{remove.fieldErrors.confirmation}</MessageBox>
              )}
              <Text>{intl.formatMessage(messages.dialogBody)}</Text>
            </Stack>
          </ConfirmDialog>
        </DialogTrigger>
      </Inline>
    </Card>
  );
}
