import { useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { Lightbulb, Send, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/section-card';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { toast } from '#web/components/ui/toaster';
import { can, roleLabel } from '#shared/permissions';
import type { SessionUser } from '#shared/contracts/auth';
import { CLIENT_MESSAGES, type ClientDetail } from '#shared/contracts/clients';
import { errorMessage } from '#web/lib/errors';
import { paths } from '#web/lib/paths';
import { formatDate, formatDateTime } from '#shared/domain/dates';
import { useDeleteClient } from '#web/features/clients/api/delete-client';
import { useSendClientInvitation } from '#web/features/clients/api/send-client-invitation';
import { useConfirmEmail } from '#web/features/clients/api/confirm-email';
import { ResetPasswordButton } from './reset-password-button';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2 text-sm">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right text-foreground">{children}</dd>
    </div>
  );
}

/**
 * Send invitation: a client staff prepared (no password yet) gets an e-mail that links straight
 * to 'Set your password', so their first visit asks for a password once (ADR 002).
 */
function SendInvitationButton({ clientKey }: { clientKey: string }) {
  const send = useSendClientInvitation(clientKey);
  async function onClick() {
    try {
      const { email } = await send.mutateAsync();
      toast.success(CLIENT_MESSAGES.invitationSent(email), {
        description: 'The e-mail links straight to the screen where the client sets a password.',
      });
    } catch (err) {
      toast.error(CLIENT_MESSAGES.invitationError(errorMessage(err)));
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void onClick()} loading={send.isPending} disabled={send.isPending}>
      <Send aria-hidden /> {send.isSuccess ? 'Send again' : 'Send invitation'}
    </Button>
  );
}

/** Account status panel (spec §2 client-detail). */
/** The e-mail's state and, while unconfirmed, staff confirm it (spec §7 confirm-email). */
function ConfirmEmail({ userId, verified }: { userId: string; verified: boolean }) {
  const confirm = useConfirmEmail();
  if (verified) return <Badge tone="green">Confirmed</Badge>;
  return (
    <span className="inline-flex items-center gap-2">
      <Badge tone="gray">Not confirmed</Badge>
      <Button
        size="sm"
        variant="secondary"
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(userId, {
            onSuccess: () => toast.success('Email confirmed'),
            onError: (err) => toast.error(`Failed to confirm email: ${errorMessage(err)}`),
          })
        }
      >
        Confirm email
      </Button>
    </span>
  );
}

export function AccountStatusCard({ detail }: { detail: ClientDetail }) {
  const { client, account } = detail;
  return (
    <SectionCard title="Account status">
      <dl className="divide-y divide-border">
        <Line label="Account">
          <Badge tone={client.used ? 'green' : 'gray'}>{client.used ? 'Used' : 'Not used'}</Badge>
        </Line>
        <Line label="Client ID">{client.friendlyId ?? '—'}</Line>
        <Line label="Role">{roleLabel(account.role)}</Line>
        <Line label="Password">{account.hasPassword ? 'Set by the client' : 'Not yet created'}</Line>
        {client.userId ? (
          <Line label="Email">
            <ConfirmEmail userId={client.userId} verified={account.emailVerified} />
          </Line>
        ) : null}
        <Line label="Last sign-in">{account.lastSignInAt ? formatDateTime(account.lastSignInAt) : 'Never'}</Line>
        <Line label="Added">
          {formatDate(client.addedAt)}
          {account.addedByName ? <span className="block text-xs text-muted">by {account.addedByName}</span> : null}
        </Line>
      </dl>
      {account.hasPassword ? (
        <div className="mt-4 flex justify-end border-t border-border pt-4">
          <ResetPasswordButton clientKey={client.key} email={client.email} />
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">Invite the client to set a password and see their trips.</p>
          <div className="shrink-0">
            <SendInvitationButton clientKey={client.key} />
          </div>
        </div>
      )}
    </SectionCard>
  );
}

/** Short guidance for the team (spec §2 client-detail: tips). */
export function TipsCard() {
  const tips = [
    'Send invitation e-mails the client a link straight to the screen where they set their password; the account then shows as Used.',
    'Clone any trip by its number (T-1042) to start from a proven itinerary; the copy starts in Planning.',
    'New and cloned trips are visible to the client; hide them from the trip page while you prepare them.',
    'Use View as Client to check exactly what the client sees before you share a proposal.',
  ];
  return (
    <SectionCard title="Tips" icon={Lightbulb} className="bg-accent-soft/40">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-muted marker:text-accent-decor">
        {tips.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ul>
    </SectionCard>
  );
}

/** Danger Zone: Delete Client with a confirmation (spec §2, §5 confirmations). */
export function DangerZoneCard({ detail }: { detail: ClientDetail }) {
  const remove = useDeleteClient(detail.client.key);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const user = useRouteLoaderData('backoffice-area') as SessionUser | undefined;
  // Deleting users and trips is reserved to super admins (spec §6).
  const canDelete = can(user, 'user:delete');
  const name = detail.client.fullName ?? detail.client.email;

  async function handleConfirm() {
    try {
      await remove.mutateAsync();
      toast.success('Client deleted', { description: name });
      setOpen(false);
      navigate(paths.clientDatabase(), { replace: true });
    } catch (err) {
      toast.error(CLIENT_MESSAGES.deleteError(errorMessage(err)));
    }
  }

  return (
    <SectionCard
      title="Danger Zone"
      description="Deleting the client removes their record and account. Their trips move to the Deleted folder, where a super admin can restore them."
      className="border-danger/40"
      titleClassName="text-danger"
    >
      {canDelete ? (
        <Button variant="danger" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden /> Delete Client
        </Button>
      ) : (
        <p className="text-sm text-muted">Only super admins can delete clients.</p>
      )}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        tone="danger"
        title="Delete this client?"
        description={`Are you sure you want to delete ${name}? Their account is removed and their trips move to the Deleted folder. This cannot be undone.`}
        confirmLabel="Delete Client"
        loading={remove.isPending}
        onConfirm={handleConfirm}
      />
    </SectionCard>
  );
}
