/** The part of Google Identity Services' `google.accounts.id` that the sign-in button uses. */
export interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard';
      theme: 'outline';
      size: 'large';
      text: 'signin_with' | 'signup_with';
      shape: 'rectangular';
      width: number;
      locale: string;
    },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/**
 * Loads Google's script on first use, only on the screens that show the button, and once per
 * console (the loader is one of the services); a failure lets a later visit try again.
 */
export function createGoogleIdentityLoader(): () => Promise<GoogleIdentity> {
  let loading: Promise<GoogleIdentity> | null = null;
  return () => {
    const ready = window.google?.accounts?.id;
    if (ready) return Promise.resolve(ready);
    loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = SCRIPT_URL;
      script.async = true;
      script.onload = () => {
        const id = window.google?.accounts?.id;
        if (id) resolve(id);
        else reject(new Error('Google Identity Services did not load'));
      };
      script.onerror = () => {
        loading = null; // a later visit may try again (offline for a moment)
        reject(new Error('Google Identity Services did not load'));
      };
      document.head.append(script);
    });
    return loading;
  };
}
