import { Link, Outlet, useLoaderData, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { ThemeToggle } from '#web/components/theme-toggle';
import { signOut } from '#web/features/auth/api';
import { isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { AppProviders } from '#web/app/providers';
import { paths } from '#web/lib/paths';
import { Logo } from '#web/components/logo';

/** Client workspace frame: logo, user label, Backoffice link for staff or Home otherwise, logout. */
export function ClientLayout() {
  const user = useLoaderData() as SessionUser;
  const navigate = useNavigate();
  async function logout() {
    await signOut();
    navigate(paths.login());
  }
  return (
    <AppProviders>
      <div className="min-h-dvh bg-background">
        <header className="border-b border-border">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
            <Link to={paths.home()} className="flex shrink-0 items-center rounded-md text-foreground">
              <Logo size="sm" tagline={null} />
            </Link>
            <div className="flex items-center gap-2">
              <span className="hidden max-w-56 truncate text-sm text-muted sm:inline">{user.fullName || user.email}</span>
              {isStaff(user) ? (
                <Link to={paths.backoffice()} className="rounded-md px-3 py-2 text-sm hover:bg-surface-muted">Backoffice</Link>
              ) : (
                <Link to={paths.home()} className="rounded-md px-3 py-2 text-sm hover:bg-surface-muted">Home</Link>
              )}
              <ThemeToggle />
              <button type="button" onClick={logout} className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-surface-muted">
                <LogOut className="size-4" aria-hidden /> Logout
              </button>
            </div>
          </div>
        </header>
        <Outlet />
      </div>
    </AppProviders>
  );
}
