import { useEffect, useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toaster';
import { ApiError } from '#web/lib/api';
import { COPY_CONFIRMATION_MS } from '#shared/domain/constants';
import { RESET_PASSWORD_FAILED, type TeamRow } from '#shared/contracts/team';
import { useTeamMutations } from '#web/features/team/api';

/**
 * Reset a user's password (spec §7 reset-user-password): confirm, then show the
 * temporary password once with a copy button ('Copied!' for 2 s).
 */
export function ResetPasswordDialog({ row, onClose }: { row: TeamRow | null; onClose: () => void }) {
  const { resetPassword } = useTeamMutations();
  const [temporary, setTemporary] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(t);
  }, [copied]);

  function close() {
    if (resetPassword.isPending) return;
    setTemporary(null);
    setCopied(false);
    onClose();
  }

  async function handleConfirm() {
    if (!row) return;
    try {
      const res = await resetPassword.mutateAsync(row.id);
      setTemporary(res.temporaryPassword);
    } catch (err) {
      const description = err instanceof ApiError && err.status === 401 ? 'Not authenticated' : err instanceof Error ? err.message : undefined;
      toast.error(RESET_PASSWORD_FAILED, description && description !== RESET_PASSWORD_FAILED ? { description } : undefined);
    }
  }

  async function copy() {
    if (!temporary) return;
    try {
      await navigator.clipboard.writeText(temporary);
      setCopied(true);
    } catch {
      toast.error('Could not copy: select the password and copy it by hand.');
    }
  }

  const name = row ? row.fullName || row.email : '';
  return (
    <Dialog open={!!row} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent size="sm" hideClose={resetPassword.isPending}>
        {temporary ? (
          <>
            <DialogHeader>
              <DialogTitle>Temporary password</DialogTitle>
              <DialogDescription>
                Share it with <span className="font-medium text-foreground">{name}</span> through a secure channel. It is
                shown only once: they will be asked to choose a new password when they sign in.
              </DialogDescription>
            </DialogHeader>
            <div className="flex items-stretch gap-2">
              <output
                aria-label="Temporary password"
                className="flex min-w-0 flex-1 items-center rounded-md border border-border-strong bg-surface-muted px-3 py-2 font-mono text-base tracking-wide break-all text-foreground select-all"
              >
                {temporary}
              </output>
              <Button variant="secondary" onClick={copy} aria-live="polite" className="h-auto min-h-10 w-28">
                {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                {copied ? 'Copied!' : 'Copy'}
              </Button>
            </div>
            <DialogFooter>
              <Button onClick={close}>Done</Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Reset Password</DialogTitle>
              <DialogDescription>
                Create a temporary password for <span className="font-medium text-foreground">{name}</span>
                {row && row.fullName ? <> ({row.email})</> : null}? Their current password stops working, any open
                session ends, and they must choose a new password at their next sign-in.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="secondary" onClick={close} disabled={resetPassword.isPending}>
                Cancel
              </Button>
              <Button onClick={handleConfirm} loading={resetPassword.isPending}>
                <KeyRound aria-hidden /> Reset Password
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
