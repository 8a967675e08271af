import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, MailCheck, Send, ShieldCheck } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { SectionCard } from '#web/components/ui/section-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { errorMessage, isStale } from '#web/lib/errors';
import { proposalKeys } from '#web/lib/query-keys';
import { useProposal, useSendToClient } from '#web/features/trip-editor/api/proposal';
import { formatDateTime } from '#shared/domain/dates';
import type { TripDetail } from '#shared/contracts/trip-detail';

/**
 * 'Client approval' (issue 22, ADR 037): when the trip was last sent, the client's answer
 * ('Approved by … on …, version n', or the changes they asked for), 'Changed since approval', and
 * 'Send to client', which names the version on screen: the clients are told in the workspace and
 * by e-mail what changed since the last send, and a trip hidden from them becomes visible.
 */
export function ProposalPanel({ trip, busy }: { trip: TripDetail; busy: boolean }) {
  const proposal = useProposal(trip.id);
  const send = useSendToClient(trip.id);
  const [confirm, setConfirm] = useState(false);
  const qc = useQueryClient();
  // Our own saves land in the cache without a reload: 'Changed since approval' follows each version.
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: proposalKeys.state(trip.id) });
  }, [trip.version, trip.id, qc]);
  const p = proposal.data;
  const hasClient = trip.client !== null;
  const alreadySent = p?.lastSent?.version === trip.version;

  async function sendNow() {
    try {
      const sent = await send.mutateAsync(trip.version);
      const told = sent.notified === 1 ? '1 client told' : `${sent.notified} clients told`;
      toast.success(`Sent to the client: version ${sent.version}, ${told}`);
      setConfirm(false);
    } catch (err) {
      toast.error(isStale(err) ? 'This trip was changed meanwhile: the latest version is shown. Please look again before sending.' : `Error sending: ${errorMessage(err)}`);
      if (isStale(err)) setConfirm(false);
    }
  }

  return (
    <SectionCard title="Client approval" icon={ShieldCheck} description="Send a round of changes to the client, and see their answer.">
      {proposal.isPending ? (
        <div role="status" aria-label="Loading the approval" className="flex flex-col gap-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-9 w-36" />
        </div>
      ) : proposal.isError ? (
        <p className="text-sm text-danger">Unable to load the approval: {errorMessage(proposal.error)}</p>
      ) : (
        <div className="flex flex-col gap-3 text-sm" data-testid="proposal-state">
          {p!.answer?.kind === 'approved' ? (
            <p className="flex items-start gap-2 text-foreground">
              <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
              <span>{p!.approvedLabel}</span>
            </p>
          ) : null}
          {p!.changedSinceApproval ? (
            <p>
              <Badge tone="gold">Changed since approval</Badge>
            </p>
          ) : null}
          {p!.answer?.kind === 'changes_requested' ? (
            <div className="rounded-md border border-border bg-surface-muted px-3 py-2">
              <p className="flex items-center gap-2 font-medium text-foreground">
                <CircleAlert aria-hidden className="size-4 text-accent" />
                Changes asked by {p!.answer.by?.name || p!.answer.typedName || 'the client'} on {formatDateTime(p!.answer.at)} (version {p!.answer.version})
              </p>
              <p className="mt-1 whitespace-pre-line text-foreground">{p!.answer.message}</p>
            </div>
          ) : null}
          <p className="text-muted">
            {p!.lastSent
              ? `Version ${p!.lastSent.version} sent on ${formatDateTime(p!.lastSent.at)}${p!.lastSent.by ? ` by ${p!.lastSent.by.name || p!.lastSent.by.email}` : ''}.`
              : trip.visibleToClient
                ? 'Not sent to the client yet.'
                : 'Not sent yet: the client does not see this trip until it is sent.'}
            {p!.awaitingApproval ? ' Waiting for the client’s approval.' : ''}
          </p>
          <div>
            <Button
              size="sm"
              onClick={() => setConfirm(true)}
              disabled={!hasClient || busy || alreadySent}
              title={!hasClient ? 'The trip has no client yet' : busy ? 'Wait for your changes to be saved' : alreadySent ? 'This version is the one sent' : undefined}
            >
              <Send aria-hidden /> Send to client
            </Button>
            {alreadySent ? <p className="mt-1 text-xs text-muted">The client has this version.</p> : null}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Send to client"
        description={`Version ${trip.version} goes to ${trip.client?.name || trip.client?.email || 'the client'}: they are told in their workspace and by e-mail what changed since the last version sent${p?.answer?.kind === 'approved' ? ', and asked to approve it again' : ', and asked to approve it'}.`}
        confirmLabel="Send to client"
        loading={send.isPending}
        onConfirm={sendNow}
      />
    </SectionCard>
  );
}
