import { redirect } from 'react-router';
import { fetchSession, signOut } from '#web/features/auth/api';
import { backofficeRefusal, isSuperAdmin } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';

/**
 * Route guards (spec §6), run as loaders before a screen renders. The server
 * enforces the same rules on every API call; these only choose the screen.
 */
export async function requireClientArea(request: Request): Promise<SessionUser> {
  const { user } = await fetchSession();
  if (!user) throw redirect('/login');
  if (user.mustChangePassword) throw redirect('/reset-password?forced=true');
  void request;
  return user;
}

export async function requireBackoffice(): Promise<SessionUser> {
  const { user } = await fetchSession();
  if (!user) throw redirect('/backoffice/login');
  const refusal = backofficeRefusal(user);
  if (refusal) {
    await signOut();
    throw redirect(`/backoffice/login?reason=${user.approved ? 'denied' : 'pending'}`);
  }
  if (user.mustChangePassword) throw redirect('/backoffice/reset-password?forced=true');
  return user;
}

export async function requireSuperAdmin(): Promise<SessionUser> {
  const user = await requireBackoffice();
  if (!isSuperAdmin(user)) throw redirect('/backoffice');
  return user;
}
