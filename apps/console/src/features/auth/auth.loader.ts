import type { GoogleIdentity } from '../../app/googleIdentity.ts';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** Google sign-in, when the server names a client id and Google's script loads. */
export interface GoogleSignIn {
  clientId: string;
  identity: GoogleIdentity;
}

/** Sign-in and registration: the form at once, the Google button once it is known (null: none). */
export interface AuthData {
  google: Promise<GoogleSignIn | null>;
}

/** Blocked, offline or not configured: the email form still works, the button just does not appear. */
export function loader({ services }: ScreenLoaderArgs): AuthData {
  const google = services.config().then(async (config) => {
    const clientId = config?.google_client_id;
    if (!clientId) return null;
    return { clientId, identity: await services.googleIdentity() };
  });
  return { google: google.catch(() => null) };
}
