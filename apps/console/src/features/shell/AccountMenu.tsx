import type { Role } from '@starcrew/contract';
import { pathFor } from '@starcrew/machines';
import { MenuItem, ProfileMenu } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { AccountIcon, SignOutIcon, ToolsIcon } from './navIcons.tsx';
import { useSignOut } from './useSignOut.ts';

const messages = defineMessages({
  collectionTools: { id: 'shell.account.collectionTools', defaultMessage: 'Collection tools' },
  myAccount: { id: 'shell.account.myAccount', defaultMessage: 'My account' },
  signOut: { id: 'shell.account.signOut', defaultMessage: 'Sign out' },
});

export interface AccountMenuProps {
  role: Role;
  fullName: string;
  /** The person's photo address, if any. */
  image: string | null;
}

/** The top bar's profile menu (spec section 2): Collection tools for sellers, My account, Sign out. */
export function AccountMenu({ role, fullName, image }: AccountMenuProps) {
  const intl = useIntl();
  const signOut = useSignOut();
  return (
    <ProfileMenu
      name={fullName}
      // Nobody signed in (the open rewards routes): the button has no name of its own to show.
      label={intl.formatMessage(messages.myAccount)}
      imageSrc={image ?? undefined}
      onAction={(key) => key === 'sign-out' && signOut()}
    >
      {role === 'seller' && (
        <MenuItem id="collection-tools" href={pathFor('seller.tools.index')} icon={<ToolsIcon />}>
          {intl.formatMessage(messages.collectionTools)}
        </MenuItem>
      )}
      <MenuItem id="my-account" href={pathFor('settings')} icon={<AccountIcon />}>
        {intl.formatMessage(messages.myAccount)}
      </MenuItem>
      <MenuItem id="sign-out" icon={<SignOutIcon />}>
        {intl.formatMessage(messages.signOut)}
      </MenuItem>
    </ProfileMenu>
  );
}
