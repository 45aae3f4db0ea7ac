import { invitation } from '@starcrew/api-client';
import type { InvitationResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type Invitation = InvitationResponse['data'];

/** The link's token and whom it invites; `invitation` rejects for a link unknown, used, replaced or expired. */
export interface InvitationData {
  token: string;
  invitation: Promise<Invitation>;
}

export function loader({ params, services }: ScreenLoaderArgs): InvitationData {
  const token = params['token'] ?? '';
  // The lookup is silent (api-client): the screen says what is wrong with the link itself.
  return { token, invitation: invitation(services.api, token) };
}
