import { useAppConfig } from '../../app/useAppConfig.ts';

/**
 * The server's Google client id, or null while unknown or when Google sign-in is not configured:
 * a failed config call only hides the Google button, the form works without it.
 */
export function useGoogleClientId(): string | null {
  return useAppConfig()?.google_client_id ?? null;
}
