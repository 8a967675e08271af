import { Outlet, useLoaderData } from 'react-router';
import type { SessionUser } from '#shared/contracts/auth';
import { AppProviders } from '#web/app/providers';
import { WorkspaceTopBar } from '#web/features/workspace/components/workspace-top-bar';
import { OfflineNotice } from '#web/features/workspace/components/offline-notice';

/**
 * Client workspace frame (spec §2): the workspace top bar (sections, notifications, settings,
 * the user, Backoffice or Home, Logout; a menu on phones) above the screen, and the 'Offline' line
 * when the network is gone (ADR 033).
 */
export function ClientLayout() {
  const user = useLoaderData() as SessionUser;
  return (
    <AppProviders>
      <div className="min-h-dvh bg-background">
        <WorkspaceTopBar user={user} />
        <OfflineNotice />
        <Outlet />
      </div>
    </AppProviders>
  );
}
