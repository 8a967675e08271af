import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, TypeToConfirmDialog } from '#web/components/ui/dialog';
import { ErrorState } from '#web/components/ui/error-state';
import { SkeletonText } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { errorMessage } from '#web/lib/errors';
import { queryClient } from '#web/lib/query-client';
import { paths } from '#web/lib/paths';
import { sessionQuery } from '#web/features/auth';
import { formatDate } from '#shared/domain/dates';
import { ACCOUNT_MESSAGES, type AccountInfo } from '#shared/contracts/account';
import { FullName } from '#shared/contracts/auth';
import type { SessionUser } from '#shared/contracts/auth';
import { WORKSPACE_MESSAGES } from '#shared/contracts/workspace';
import { useAccount, useDeleteAccount, useRenameAccount } from '#web/features/workspace/api/account';
import { ChangePasswordDialog } from './change-password-dialog';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-xs tracking-wide text-muted uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-all text-foreground sm:text-right">{children}</dd>
    </div>
  );
}

/**
 * 'Name' in the settings: the person corrects it in place. Saved only when the server has it; a
 * refusal says why and keeps what was typed (a 409 also brings the latest details).
 */
function NameRow({ account }: { account: AccountInfo }) {
  const rename = useRenameAccount();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(account.fullName);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    const parsed = FullName.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter your name');
    setError(null);
    try {
      await rename.mutateAsync({ fullName: parsed.data, version: account.version });
      toast.success(ACCOUNT_MESSAGES.renamed);
      setEditing(false);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  if (!editing) {
    return (
      <Row label="Name">
        <span className="inline-flex items-center gap-2">
          {account.fullName || '—'}
          <Button
            size="sm"
            variant="ghost"
            aria-label="Edit your name"
            onClick={() => {
              setValue(account.fullName);
              setError(null);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden /> Edit
          </Button>
        </span>
      </Row>
    );
  }
  return (
    <Row label="Name">
      <form onSubmit={(e) => void save(e)} noValidate className="flex flex-col gap-2 sm:items-end">
        <Input
          id="account-full-name"
          aria-label="Your name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'account-full-name-error' : undefined}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          maxLength={120}
          autoComplete="name"
          autoFocus
          className="sm:w-72"
        />
        {error ? (
          <p id="account-full-name-error" role="alert" className="text-sm break-normal text-danger">
            {error}
          </p>
        ) : null}
        <span className="flex gap-2">
          <Button type="submit" size="sm" loading={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </span>
      </form>
    </Row>
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
                <NameRow account={account.data} />
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
