import { redirect } from 'react-router';
import { fetchSession, signOut } from '#web/features/auth/api';
import { backofficeRefusal, isSuperAdmin } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { clientReturnPath, paths } from '#web/lib/paths';

/**
 * Route guards (spec §6), run as loaders before a screen renders. The server
 * enforces the same rules on every API call; these only choose the screen.
 */
export async function requireClientArea(request: Request): Promise<SessionUser> {
  const { user } = await fetchSession();
  if (!user) throw redirect(paths.login({ next: deepLinkOf(request) }));
  if (user.mustChangePassword) throw redirect(paths.resetPassword({ forced: true }));
  return user;
}

/** The address asked for, kept through sign-in unless it is the bare trip list (where sign-in goes anyway). */
function deepLinkOf(request: Request): string | undefined {
  const url = new URL(request.url);
  const to = url.pathname + url.search;
  return to === paths.account() ? undefined : (clientReturnPath(to) ?? undefined);
}

export async function requireBackoffice(): Promise<SessionUser> {
  const { user } = await fetchSession();
  if (!user) throw redirect(paths.backofficeLogin());
  const refusal = backofficeRefusal(user);
  if (refusal) {
    await signOut();
    throw redirect(paths.backofficeLogin({ reason: user.approved ? 'denied' : 'pending' }));
  }
  // A temporary password, or no name of one's own (the first run's owner, issue 19): the forced screen asks first.
  if (user.mustChangePassword || user.mustGiveName) throw redirect(paths.backofficeResetPassword({ forced: true }));
  return user;
}

export async function requireSuperAdmin(): Promise<SessionUser> {
  const user = await requireBackoffice();
  if (!isSuperAdmin(user)) throw redirect(paths.backoffice());
  return user;
}
