import { lazy, Suspense, useState } from 'react';
import { CheckCircle2, History, MessageSquareText } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useOpened } from '#web/lib/use-opened';
import { formatDate } from '#shared/domain/dates';
import type { ClientChanges } from '#shared/contracts/proposals';
import { answerSentence, changeDayNote, useDismissChanges, useProposal } from '#web/features/workspace/api/proposal';

// The approval dialogs load when first opened (ADR 033: a client's /account stays light).
const ApproveDialog = lazy(() => import('./proposal-dialogs').then((m) => ({ default: m.ApproveDialog })));
const RequestChangesDialog = lazy(() => import('./proposal-dialogs').then((m) => ({ default: m.RequestChangesDialog })));

/** How many changes the card lists before 'Show all'. */
const SHOWN_CHANGES = 6;

function QuietLine({ children }: { children: string }) {
  return <p className="text-sm text-muted">{children}</p>;
}

/**
 * 'What changed since you last looked' (issue 22): the changes since the version this client
 * dismissed (or the first sent), as short sentences with the day they touch; 'Dismiss' marks them
 * seen. Nothing while loading or when nothing changed; a quiet line when it cannot be read.
 */
export function ChangesSinceSeenCard({ tripId, data, failed }: { tripId: string; data: ClientChanges | undefined; failed: boolean }) {
  const dismiss = useDismissChanges(tripId);
  const [all, setAll] = useState(false);
  if (failed) return <QuietLine>We could not check what changed since you last looked.</QuietLine>;
  if (!data || data.sinceVersion === null || data.changes.length === 0) return null;
  const shown = all ? data.changes : data.changes.slice(0, SHOWN_CHANGES);
  const more = data.changes.length - shown.length;
  return (
    <Card data-testid="changes-since-seen" role="region" aria-labelledby="changes-since-seen-title" className="border-accent-decor/40 p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h2 id="changes-since-seen-title" className="flex items-center gap-2 font-display text-xl font-semibold leading-tight text-foreground">
          <History aria-hidden className="size-5 shrink-0 text-accent" /> What changed since you last looked
        </h2>
        <Button size="sm" variant="secondary" onClick={() => dismiss.mutate(data.currentVersion)}>
          Dismiss
        </Button>
      </div>
      <ul className="mt-4 flex flex-col gap-2">
        {shown.map((change, i) => {
          const note = changeDayNote(change);
          return (
            <li key={`${i}-${change.text}`} className="flex flex-col gap-0.5 border-l-2 border-accent-decor/60 pl-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
              <span className="min-w-0 break-words text-foreground">{change.text}</span>
              {note ? <span className="shrink-0 text-xs text-muted">{note}</span> : null}
            </li>
          );
        })}
      </ul>
      {more > 0 ? (
        <Button size="sm" variant="link" className="mt-3" onClick={() => setAll(true)}>
          Show all {data.changes.length} changes
        </Button>
      ) : null}
    </Card>
  );
}

/**
 * The version the specialist sent, for the trip's client (issue 22): 'Approve this itinerary'
 * (typing their full name) or 'Ask for changes' while it waits for an answer; then their answer
 * in a sentence. Nothing while loading or before anything was sent.
 */
export function ProposalCard({ tripId }: { tripId: string }) {
  const query = useProposal(tripId, true);
  const [dialog, setDialog] = useState<'approve' | 'changes' | null>(null);
  const approveOpened = useOpened(dialog === 'approve');
  const changesOpened = useOpened(dialog === 'changes');
  if (query.isError) return <QuietLine>We could not check whether your itinerary waits for your approval.</QuietLine>;
  const state = query.data;
  if (!state?.lastSent) return null;
  const close = (open: boolean) => (open ? undefined : setDialog(null));
  const sentVersion = state.lastSent.version;

  // Kept mounted beside either card: an answer that turns the card into its sentence still closes
  // its dialog as usual (focus back, animation), rather than removing it mid-way.
  const dialogs = (
    <>
      {approveOpened ? (
        <Suspense fallback={null}>
          <ApproveDialog open={dialog === 'approve'} onOpenChange={close} tripId={tripId} version={sentVersion} />
        </Suspense>
      ) : null}
      {changesOpened ? (
        <Suspense fallback={null}>
          <RequestChangesDialog open={dialog === 'changes'} onOpenChange={close} tripId={tripId} version={sentVersion} />
        </Suspense>
      ) : null}
    </>
  );

  if (!state.awaitingApproval) {
    const sentence = answerSentence(state);
    if (!sentence) return dialogs;
    const approved = state.answer?.kind === 'approved';
    return (
      <>
        <Card data-testid="proposal-card" className="flex items-start gap-3 p-5 sm:p-6">
          {approved ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <MessageSquareText aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
          )}
          <p className="text-sm text-foreground">{sentence}</p>
        </Card>
        {dialogs}
      </>
    );
  }

  return (
    <Card data-testid="proposal-card" role="region" aria-labelledby="proposal-card-title" className="border-accent-decor/40 bg-gradient-to-br from-accent-soft/50 via-surface to-surface p-5 sm:p-6">
      <h2 id="proposal-card-title" className="font-display text-xl font-semibold leading-tight text-foreground">
        Approve this itinerary
      </h2>
      <p className="mt-2 text-sm text-muted">
        Your travel specialist sent you version {sentVersion} of this trip on {formatDate(state.lastSent.at)}. Approve it as it is, or tell them what you would
        like to change.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => setDialog('approve')}>Approve this itinerary</Button>
        <Button variant="secondary" onClick={() => setDialog('changes')}>
          Ask for changes
        </Button>
      </div>
      {dialogs}
    </Card>
  );
}
