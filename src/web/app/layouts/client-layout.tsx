import { Link, Outlet, useLoaderData, useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { ThemeToggle } from '#web/components/theme-toggle';
import { signOut } from '#web/features/auth/api';
import { isStaff } from '#shared/permissions';
import { displayName } from '#shared/domain/names';
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
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-3 sm:px-6">
            <Link to={paths.home()} className="flex shrink-0 items-center rounded-md whitespace-nowrap text-foreground">
              <Logo size="sm" tagline={null} />
            </Link>
            <div className="flex min-w-0 items-center gap-1 sm:gap-2">
              {/* One line, cut with an ellipsis: a long name never pushes the bar onto two lines. */}
              <span className="hidden min-w-0 max-w-56 truncate text-sm text-muted sm:inline" title={user.email}>
                {displayName(user)}
              </span>
              {isStaff(user) ? (
                <Link to={paths.backoffice()} className="shrink-0 rounded-md px-2.5 py-2 text-sm whitespace-nowrap hover:bg-surface-muted sm:px-3">Backoffice</Link>
              ) : (
                <Link to={paths.home()} className="shrink-0 rounded-md px-2.5 py-2 text-sm whitespace-nowrap hover:bg-surface-muted sm:px-3">Home</Link>
              )}
              <ThemeToggle />
              <button
                type="button"
                onClick={logout}
                aria-label="Logout"
                className="inline-flex shrink-0 items-center gap-2 rounded-md px-2.5 py-2 text-sm whitespace-nowrap hover:bg-surface-muted sm:px-3"
              >
                <LogOut className="size-4" aria-hidden /> <span className="sr-only sm:not-sr-only">Logout</span>
              </button>
            </div>
          </div>
        </header>
        <Outlet />
      </div>
    </AppProviders>
  );
}
