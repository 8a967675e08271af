/**
 * Hash redirects of the home page (spec §2 Home).
 *
 * 1. A password-recovery link that lands on `/` (`#access_token=...&type=recovery`)
 *    goes to /reset-password when the browser's marker 'passwordResetUserType'
 *    says 'client', otherwise to /backoffice/reset-password, keeping the hash.
 * 2. On a local development host (localhost, 127.0.0.1) a sign-in hash with an
 *    access token (not recovery) goes to the production site, keeping path,
 *    query and hash. The browser does not know PUBLIC_URL by itself: the page's
 *    loader passes the configured site origin, and the rule applies only when
 *    that origin is a different, non-local host (a local set-up whose
 *    PUBLIC_URL is itself local has no production site to send to).
 */
import { paths } from '#web/lib/paths';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface RedirectInput {
  /** window.location: href parts. */
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  /** localStorage value of 'passwordResetUserType' (null when absent). */
  resetUserType: string | null;
  /** The configured public origin of the site (PUBLIC_URL), when known. */
  siteOrigin?: string;
}

export type RedirectTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.replace(/^#/, ''));
}

export function hashRedirect(input: RedirectInput): RedirectTarget | null {
  if (!input.hash || input.hash === '#') return null;
  const params = hashParams(input.hash);
  if (!params.get('access_token')) return null;
  const hash = input.hash.startsWith('#') ? input.hash : `#${input.hash}`;

  if (params.get('type') === 'recovery') {
    const path = input.resetUserType === 'client' ? paths.resetPassword() : paths.backofficeResetPassword();
    return { kind: 'internal', to: `${path}${hash}` };
  }

  if (LOCAL_HOSTS.has(input.hostname) && input.siteOrigin) {
    let site: URL;
    try {
      site = new URL(input.siteOrigin);
    } catch {
      return null;
    }
    if (LOCAL_HOSTS.has(site.hostname) || site.hostname === input.hostname) return null;
    return { kind: 'external', href: `${site.origin}${input.pathname}${input.search}${hash}` };
  }
  return null;
}
