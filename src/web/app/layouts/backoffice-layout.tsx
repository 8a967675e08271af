import { useState } from 'react';
import { Link, NavLink, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { ThemeToggle } from '#web/components/theme-toggle';
import { signOut } from '#web/features/auth/api';
import { can } from '#shared/permissions';
import { displayName } from '#shared/domain/names';
import type { SessionUser } from '#shared/contracts/auth';
import { AppProviders } from '#web/app/providers';
import { Logo } from '#web/components/logo';
import { cn } from '#web/lib/cn';
import { PATHS, paths } from '#web/lib/paths';

/**
 * Backoffice frame: header links of spec §2, logout. Team Rights shows only to those who may use
 * it (super admins, ADR 001), in the header and the mobile menu alike; Client Database to staff.
 */
export function BackofficeLayout() {
  const user = useLoaderData() as SessionUser;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const staff = can(user, 'client-database:view');
  const links = [
    { to: paths.backoffice(), label: 'Dashboard', end: true, show: true },
    { to: paths.teamRights(), label: 'Team Rights', show: can(user, 'team-rights:manage') },
    { to: paths.clientDatabase(), label: 'Client Database', show: staff, also: PATHS.clientDetail },
    { to: paths.places(), label: 'Places', show: staff },
    { to: paths.profileSettings(), label: 'Profile Settings', show: true },
  ].filter((l) => l.show);

  async function logout() {
    await signOut();
    navigate(paths.backofficeLogin());
  }

  const linkClass = (also?: string) => ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm transition-colors hover:bg-surface-muted',
      isActive || (also && pathname.startsWith(also)) ? 'text-accent' : 'text-foreground',
    );

  return (
    <AppProviders>
      <div className="min-h-dvh bg-background">
        <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
            <Link to={paths.backoffice()} className="flex items-center rounded-md text-foreground">
              <Logo size="sm" tagline="Backoffice" />
            </Link>
            <nav aria-label="Backoffice" className="hidden items-center gap-1 whitespace-nowrap lg:flex">
              {links.map((l) => (
                <NavLink key={l.to} to={l.to} end={l.end} className={linkClass(l.also)}>
                  {l.label}
                </NavLink>
              ))}
              <a href={paths.home()} className="rounded-md px-3 py-2 text-sm text-foreground hover:bg-surface-muted">
                Public site
              </a>
            </nav>
            <div className="flex items-center gap-2">
              <span className="hidden max-w-48 truncate text-sm text-muted xl:inline" title={user.email}>
                {displayName(user)}
              </span>
              <ThemeToggle />
              <button
                type="button"
                onClick={logout}
                className="hidden items-center gap-2 rounded-md px-3 py-2 text-sm text-foreground hover:bg-surface-muted lg:inline-flex"
              >
                <LogOut className="size-4" aria-hidden /> Logout
              </button>
              <button
                type="button"
                className="inline-flex size-10 items-center justify-center rounded-md lg:hidden"
                aria-label={open ? 'Close menu' : 'Open menu'}
                aria-expanded={open}
                onClick={() => setOpen((o) => !o)}
              >
                {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
              </button>
            </div>
          </div>
          {open ? (
            <nav aria-label="Backoffice mobile" className="flex flex-col gap-1 border-t border-border px-4 py-3 lg:hidden">
              {links.map((l) => (
                <NavLink key={l.to} to={l.to} end={l.end} className={linkClass(l.also)} onClick={() => setOpen(false)}>
                  {l.label}
                </NavLink>
              ))}
              <a href={paths.home()} className="rounded-md px-3 py-2 text-sm">Public site</a>
              <button type="button" onClick={logout} className="rounded-md px-3 py-2 text-left text-sm">
                Logout
              </button>
            </nav>
          ) : null}
        </header>
        <Outlet />
      </div>
    </AppProviders>
  );
}
