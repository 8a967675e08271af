import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Bell, CalendarRange, ClipboardList, LogOut, Menu, Receipt, Settings, ShieldCheck, X } from 'lucide-react';
import { Logo } from '#web/components/logo';
import { ThemeToggle } from '#web/components/theme-toggle';
import { toast } from '#web/components/ui/toaster';
import { cn } from '#web/lib/cn';
import { paths, type TripPageParams } from '#web/lib/paths';
import { signOut } from '#web/features/auth';
import { displayName } from '#shared/domain/names';
import { isOrganizerRole, isStaff } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { WORKSPACE_MESSAGES, type WorkspaceTrip } from '#shared/contracts/workspace';
import { useWorkspaceTrips } from '#web/features/workspace/api/get-workspace-trips';
import { badgeText, useNotificationEvents, useNotifications } from '#web/features/workspace/api/notifications';
import { carryParams, useWorkspaceParams } from '#web/features/workspace/api/workspace-params';
import { useOpened } from '#web/lib/use-opened';

// Dialogs load when first opened (ADR 033): the client's /account stays light.
const NotificationsPanel = lazy(() => import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })));
const SelectTripDialog = lazy(() => import('./select-trip-dialog').then((m) => ({ default: m.SelectTripDialog })));
const AccountSettingsPanel = lazy(() => import('./account-settings-panel').then((m) => ({ default: m.AccountSettingsPanel })));

type Section = 'itinerary' | 'billing' | 'activitySummary';

const SECTIONS: { id: Section; label: string; icon: ReactNode; to: (p: TripPageParams) => string }[] = [
  { id: 'itinerary', label: 'Itinerary', icon: <CalendarRange aria-hidden />, to: paths.itinerary },
  { id: 'billing', label: 'Billing', icon: <Receipt aria-hidden />, to: paths.billing },
  { id: 'activitySummary', label: 'Activity Summary', icon: <ClipboardList aria-hidden />, to: paths.activitySummary },
];

const itemClasses =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap text-foreground transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';

function NotificationBadge({ unread }: { unread: number }) {
  const text = badgeText(unread);
  if (!text) return null;
  return (
    <span
      data-testid="notification-badge"
      className="absolute -top-0.5 -right-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-accent px-1 text-[0.65rem] leading-none font-semibold text-primary-foreground"
    >
      {text}
    </span>
  );
}

export interface WorkspaceTopBarProps {
  /** The signed-in user (the client area's loader, or the backoffice's). */
  user: SessionUser;
}

/**
 * The workspace's top bar (spec §2): logo to /, Itinerary, Billing and Activity Summary (with
 * the workspace's parameters; one trip goes straight there, several open 'Select a Trip'),
 * notifications with the unread badge (9+), settings, the user's name, Backoffice for
 * organizers and team or Home otherwise, the theme and Logout; a collapsible menu on phones.
 * Staff acting for a client see the 'Organizer' badge with the client's number and e-mail.
 */
export function WorkspaceTopBar({ user }: WorkspaceTopBarProps) {
  const navigate = useNavigate();
  const params = useWorkspaceParams();
  const trips = useWorkspaceTrips(params.clientId, params.view);
  const notifications = useNotifications();
  useNotificationEvents();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<'notifications' | 'settings' | null>(null);
  const [choosing, setChoosing] = useState<Section | null>(null);
  const notificationsOpened = useOpened(panel === 'notifications');
  const settingsOpened = useOpened(panel === 'settings');
  const choosingOpened = useOpened(choosing !== null);

  const unread = notifications.data?.unreadCount ?? 0;
  const owner = trips.data?.owner;
  const actingForClient = !!params.clientId && isStaff(user);
  const showOrganizerBadge = (actingForClient && params.organizerMode) || isOrganizerRole(user);
  // Only those the backoffice lets in: an organizer works from here (ADR 023), never there.
  const backofficeLink = isStaff(user);

  function open(section: Section, trip?: WorkspaceTrip) {
    const target = SECTIONS.find((s) => s.id === section)!;
    setMenuOpen(false);
    if (trip || params.tripId) {
      setChoosing(null);
      void navigate(target.to(carryParams(params, trip?.id)));
      return;
    }
    const list = trips.data?.trips ?? [];
    if (list.length === 1) void navigate(target.to(carryParams(params, list[0]!.id)));
    else if (list.length > 1) setChoosing(section);
    else if (trips.isPending) toast.message('Loading your trips…');
    else toast.message(actingForClient && params.organizerMode ? WORKSPACE_MESSAGES.noTrips : 'No trips yet: your travel specialist is preparing them.');
  }

  async function logout() {
    await signOut();
    void navigate(paths.login());
  }

  const sectionButtons = (mobile: boolean) =>
    SECTIONS.map((s) => (
      <button key={s.id} type="button" className={cn(itemClasses, mobile && 'w-full justify-start')} onClick={() => open(s.id)}>
        {s.icon} {s.label}
      </button>
    ));

  const homeLink = backofficeLink ? (
    <Link to={paths.backoffice()} className={itemClasses} onClick={() => setMenuOpen(false)}>
      <ShieldCheck aria-hidden /> Backoffice
    </Link>
  ) : (
    <Link to={paths.home()} className={itemClasses} onClick={() => setMenuOpen(false)}>
      Home
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-[96rem] items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <Link to={paths.home()} className="flex shrink-0 items-center rounded-md text-foreground" aria-label="Maison Voyage, home">
            <Logo size="sm" tagline={null} />
          </Link>
          {showOrganizerBadge ? (
            <span
              data-testid="organizer-badge"
              className="hidden min-w-0 items-center gap-2 rounded-full border border-accent-decor/60 bg-accent-soft px-3 py-1 text-xs text-accent md:inline-flex"
            >
              <span className="font-semibold tracking-wide uppercase">Organizer</span>
              {actingForClient && owner ? (
                <span className="truncate text-foreground/80">
                  {owner.friendlyId ? `#${owner.friendlyId} · ` : ''}
                  {owner.email}
                </span>
              ) : null}
            </span>
          ) : null}
        </div>

        <nav aria-label="Workspace" className="hidden items-center gap-0.5 lg:flex">
          {sectionButtons(false)}
        </nav>

        <div className="flex items-center gap-1">
          <button
            type="button"
            className={cn(itemClasses, 'relative px-2.5')}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            onClick={() => setPanel('notifications')}
          >
            <Bell aria-hidden />
            <NotificationBadge unread={unread} />
          </button>
          <div className="hidden items-center gap-1 lg:flex">
            <button type="button" className={cn(itemClasses, 'px-2.5')} aria-label="Settings" onClick={() => setPanel('settings')}>
              <Settings aria-hidden />
            </button>
            <span className="max-w-48 truncate px-2 text-sm text-muted" title={user.email} data-testid="user-label">
              {displayName(user)}
            </span>
            {homeLink}
            <ThemeToggle className="size-9" />
            <button type="button" onClick={() => void logout()} className={itemClasses}>
              <LogOut aria-hidden /> Logout
            </button>
          </div>
          <button
            type="button"
            className={cn(itemClasses, 'px-2.5 lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls="workspace-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </div>

      {menuOpen ? (
        <div id="workspace-menu" className="border-t border-border bg-background px-4 pt-3 pb-5 lg:hidden">
          <p className="truncate px-3 pb-2 text-sm text-muted" title={user.email}>
            {displayName(user)}
          </p>
          {showOrganizerBadge && actingForClient && owner ? (
            <p className="mb-2 flex flex-wrap items-center gap-2 px-3 text-xs text-accent">
              <span className="font-semibold tracking-wide uppercase">Organizer</span>
              <span className="text-foreground/80">
                {owner.friendlyId ? `#${owner.friendlyId} · ` : ''}
                {owner.email}
              </span>
            </p>
          ) : null}
          <nav aria-label="Workspace menu" className="flex flex-col gap-0.5">
            {sectionButtons(true)}
            <button type="button" className={cn(itemClasses, 'w-full justify-start')} onClick={() => (setMenuOpen(false), setPanel('settings'))}>
              <Settings aria-hidden /> Settings
            </button>
            {homeLink}
            <div className="flex items-center justify-between px-3 pt-2">
              <ThemeToggle className="size-9" />
              <button type="button" onClick={() => void logout()} className={itemClasses}>
                <LogOut aria-hidden /> Logout
              </button>
            </div>
          </nav>
        </div>
      ) : null}

      <Suspense fallback={null}>
        {notificationsOpened ? <NotificationsPanel open={panel === 'notifications'} onOpenChange={(o) => setPanel(o ? 'notifications' : null)} /> : null}
        {settingsOpened ? <AccountSettingsPanel user={user} open={panel === 'settings'} onOpenChange={(o) => setPanel(o ? 'settings' : null)} /> : null}
        {choosingOpened ? (
          <SelectTripDialog
            open={choosing !== null}
            onOpenChange={(o: boolean) => (o ? undefined : setChoosing(null))}
            trips={trips.data?.trips ?? []}
            onSelect={(trip) => choosing && open(choosing, trip)}
          />
        ) : null}
      </Suspense>
    </header>
  );
}
