import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { SkeletonText } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { errorMessage } from '#web/lib/errors';
import { queryClient } from '#web/lib/query-client';
import { paths } from '#web/lib/paths';
import { sessionQuery } from '#web/features/auth';
import { formatDate } from '#shared/domain/dates';
import { ACCOUNT_MESSAGES } from '#shared/contracts/account';
import type { SessionUser } from '#shared/contracts/auth';
import { WORKSPACE_MESSAGES } from '#shared/contracts/workspace';
import { useAccount, useDeleteAccount } from '#web/features/workspace/api/account';
import { ChangePasswordDialog } from './change-password-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-all text-foreground sm:text-right">{children}</dd>
    </div>
  );
}

/** The account settings panel (spec §2): user ID, e-mail, role, member since; password; Delete Account. */
export function AccountSettingsPanel({ open, onOpenChange }: { user: SessionUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const account = useAccount(open);
  const remove = useDeleteAccount();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);

  async function deleteAccount() {
    try {
      await remove.mutateAsync();
      queryClient.clear();
      queryClient.setQueryData(sessionQuery.queryKey, { user: null });
      toast.success(ACCOUNT_MESSAGES.deleted);
      void navigate(paths.login());
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent size="md">
          <DialogHeader>
            <DialogTitle>Account settings</DialogTitle>
            <DialogDescription>Your account with Maison Voyage.</DialogDescription>
          </DialogHeader>
          {account.isPending ? (
            <SkeletonText lines={5} />
          ) : account.isError ? (
            <ErrorState title={WORKSPACE_MESSAGES.unableToLoad} message={errorMessage(account.error)} />
          ) : (
            <>
              <dl>
                <Row label="User ID">
                  <span className="font-mono text-xs">{account.data.id}</span>
                </Row>
                <Row label="Email">{account.data.email}</Row>
                <Row label="Role">{account.data.roleLabel}</Row>
                <Row label="Member since">{formatDate(account.data.createdAt)}</Row>
              </dl>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-between">
                <Button variant="secondary" onClick={() => setPasswordOpen(true)}>
                  <KeyRound aria-hidden /> Change password
                </Button>
                {account.data.canDelete ? (
                  <Button variant="danger" onClick={() => setDeleteOpen(true)}>
                    <Trash2 aria-hidden /> Delete Account
                  </Button>
                ) : null}
              </div>
            </>
          )}
        </DialogContent>
      </Dialog>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
      <TypeToConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title="Delete your account?"
        description="Your account and personal details are removed for good and you are signed out. Your agency keeps its records of your trips, no longer linked to your name. This cannot be undone."
        confirmLabel="Delete Account"
        loading={remove.isPending}
        onConfirm={deleteAccount}
      />
    </>
  );
}
