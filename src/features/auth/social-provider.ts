// One actor for Google, Facebook and Apple sign-in. The provider SDK is loaded only when the config enables
// that provider and the customer clicks its button. In the embedded API's demo mode a built-in identity provider
// issues tokens the server verifies, so the whole flow runs without the internet.
import type { Config } from '../../api/config.ts';
import { issueDemoSocialToken } from '../../api/auth.ts';
import type { SocialMedium } from '../../../domain/auth-types.ts';
import type { SocialCredential } from '../../../machines/auth.machine.ts';
import { paths } from '../../routes/paths.ts';

/** The demo identity per provider: a new customer without a name or phone (exercises phone_modal and the post-social dialog). */
export const demoIdentity = (medium: SocialMedium) => ({
  medium,
  email: `${medium}.customer@demo.sixam.market`,
  unique_id: `demo-${medium}-1`,
  name: null,
});

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let p = scripts.get(src);
  if (!p) {
    p = new Promise<void>((resolve, reject) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = true;
      el.onload = () => resolve();
      el.onerror = () => {
        scripts.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(el);
    });
    scripts.set(src, p);
  }
  return p;
}

const clientId = (config: Config, medium: SocialMedium) =>
  [...(config.social_login ?? []), ...(config.apple_login ?? [])].find((e) => e.login_medium === medium)?.client_id ??
  '';

/** Reads the `sub`/`email` claims of a JWT id token (no verification: the server verifies the token). */
function claims(idToken: string): { sub?: string; email?: string } {
  try {
    return JSON.parse(atob(idToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return {};
  }
}

/** The parts of the providers' browser SDKs this file calls. */
interface GooglePromptNotification {
  isNotDisplayed?: () => boolean;
  isSkippedMoment?: () => boolean;
}
interface GoogleSdk {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (r: { credential: string }) => void }): void;
      prompt(listener: (n: GooglePromptNotification) => void): void;
    };
  };
}
interface FacebookAuthResponse {
  accessToken: string;
  userID: string;
}
interface FacebookSdk {
  init(options: { appId: string; version: string }): void;
  login(callback: (r: { authResponse?: FacebookAuthResponse | null }) => void, options: { scope: string }): void;
  api(path: string, params: { fields: string }, callback: (r: { email?: string } | undefined) => void): void;
}
interface AppleSdk {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization: { id_token: string } }>;
  };
}
type W = Window & { google?: GoogleSdk; FB?: FacebookSdk; AppleID?: AppleSdk };

async function google(config: Config): Promise<SocialCredential> {
  await loadScript('https://accounts.google.com/gsi/client');
  const g = (window as W).google;
  if (!g) throw new Error('Google sign-in is not available.');
  return new Promise((resolve, reject) => {
    g.accounts.id.initialize({
      client_id: clientId(config, 'google'),
      callback: ({ credential }: { credential: string }) => {
        const c = claims(credential);
        resolve({ medium: 'google', token: credential, unique_id: c.sub ?? '', email: c.email ?? null });
      },
    });
    g.accounts.id.prompt((n) => {
      if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new Error('Google sign-in was cancelled.'));
    });
  });
}

async function facebook(config: Config): Promise<SocialCredential> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const FB = (window as W).FB;
  if (!FB) throw new Error('Facebook sign-in is not available.');
  FB.init({ appId: clientId(config, 'facebook'), version: 'v19.0' });
  const auth = await new Promise<FacebookAuthResponse>((resolve, reject) =>
    FB.login((r) => (r.authResponse ? resolve(r.authResponse) : reject(new Error('Facebook sign-in was cancelled.'))), {
      scope: 'email',
    }),
  );
  const me = await new Promise<{ email?: string } | undefined>((resolve) =>
    // eslint-disable-next-line boundaries/no-route-literal -- the Graph API's path, not one of ours
    FB.api('/me', { fields: 'email' }, resolve),
  );
  return { medium: 'facebook', token: auth.accessToken, unique_id: auth.userID, email: me?.email ?? null };
}

async function apple(config: Config): Promise<SocialCredential> {
  await loadScript('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js');
  const AppleID = (window as W).AppleID;
  if (!AppleID) {
    console.warn('Apple sign-in SDK is not loaded.'); // spec part 1 §8: only a console warning
    throw new Error('Apple sign-in is not available.');
  }
  const entry = (config.apple_login ?? []).find((e) => e.login_medium === 'apple');
  AppleID.auth.init({
    clientId: entry?.client_id ?? '',
    scope: 'name email',
    redirectURI: new URL(entry?.redirect_url_react ?? paths.landing, location.origin).href,
    usePopup: true,
  });
  const r = await AppleID.auth.signIn();
  const c = claims(r.authorization.id_token);
  return { medium: 'apple', token: r.authorization.id_token, unique_id: c.sub ?? '', email: c.email ?? null };
}

/** Signs in with the provider (demo mode: the embedded demo identity provider) and returns the credential. */
export async function obtainSocialCredential(
  medium: SocialMedium,
  config: Config | undefined,
): Promise<SocialCredential> {
  if (!config) throw new Error('Configuration is not loaded.');
  if (config.demo) {
    const r = await issueDemoSocialToken(demoIdentity(medium));
    return { medium, token: r.token, unique_id: r.unique_id, email: r.email };
  }
  if (medium === 'google') return google(config);
  if (medium === 'facebook') return facebook(config);
  return apple(config);
}
