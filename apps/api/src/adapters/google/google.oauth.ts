import { decodeJwt } from 'jose';
import { ProviderError, ProviderNoAccessError } from './businessProfile.errors.ts';
import type { ExchangedTokens, ProviderTokens } from './businessProfile.types.ts';
import { sendWithRetry, tokenError } from './google.http.ts';
import type { HttpDeps } from './google.http.ts';
import { tokenResponseSchema } from './google.schemas.ts';
import type { TokenResponse } from './google.schemas.ts';

export const BUSINESS_MANAGE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
}

/**
 * Google's consent page for the authorization-code flow. `access_type=offline` asks for a
 * refresh token; `prompt=consent` makes Google issue one again on a reconnect (it does not
 * otherwise for an account that already consented); `openid email` names the account.
 */
export function buildAuthorizationUrl(client: OAuthClient, input: { state: string; redirectUri: string }): string {
  const url = new URL(client.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: `${BUSINESS_MANAGE_SCOPE} openid email`,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
    state: input.state,
  }).toString();
  return url.toString();
}

export async function exchangeCode(
  deps: HttpDeps,
  client: OAuthClient,
  input: { code: string; redirectUri: string },
): Promise<ExchangedTokens> {
  const token = await postToken(deps, client, {
    grant_type: 'authorization_code',
    code: input.code,
    redirect_uri: input.redirectUri,
  });
  // Google's consent screen lets the user untick a scope; without this one nothing works.
  if (token.scope !== undefined && !token.scope.split(' ').includes(BUSINESS_MANAGE_SCOPE)) {
    throw new ProviderNoAccessError('The business.manage permission was not granted', { code: 'scope_not_granted' });
  }
  if (!token.refresh_token) {
    throw new ProviderError('Google returned no refresh token for the authorization code', {
      code: 'no_refresh_token',
    });
  }
  const email = emailFromIdToken(token.id_token);
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresAt: expiry(deps, token),
    ...(email ? { accountEmail: email } : {}),
  };
}

export async function refreshTokens(
  deps: HttpDeps,
  client: OAuthClient,
  refreshToken: string,
): Promise<ProviderTokens> {
  const token = await postToken(deps, client, { grant_type: 'refresh_token', refresh_token: refreshToken });
  return {
    accessToken: token.access_token,
    // Google keeps the refresh token unless it says otherwise.
    refreshToken: token.refresh_token ?? refreshToken,
    expiresAt: expiry(deps, token),
  };
}

async function postToken(deps: HttpDeps, client: OAuthClient, params: Record<string, string>): Promise<TokenResponse> {
  const result = await sendWithRetry(deps, {
    method: 'POST',
    url: client.tokenUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ ...params, client_id: client.clientId, client_secret: client.clientSecret }).toString(),
  });
  if (result.status !== 200) throw tokenError(result);
  const parsed = tokenResponseSchema.safeParse(result.body);
  if (!parsed.success) throw new ProviderError('Google token endpoint: unexpected response', { cause: parsed.error });
  return parsed.data;
}

function expiry(deps: HttpDeps, token: TokenResponse): Date {
  return new Date(deps.now().getTime() + token.expires_in * 1000);
}

/**
 * The ID token comes straight from Google's token endpoint over TLS, which OpenID Connect
 * (Core 3.1.3.7) accepts in place of checking its signature; we only read the email to show
 * which account is connected, never to sign anyone in.
 */
function emailFromIdToken(idToken: string | undefined): string | undefined {
  if (!idToken) return undefined;
  try {
    const claims = decodeJwt(idToken);
    return typeof claims.email === 'string' ? claims.email : undefined;
  } catch {
    return undefined;
  }
}
