import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { DialogFooter, DialogFrame } from '#web/components/ui/dialog';
import { Field, Input, Textarea } from '#web/components/ui/input';
import { toast } from '#web/components/ui/toaster';
import { ApproveBody, PROPOSAL_LIMITS, RequestChangesBody } from '#shared/contracts/proposals';
import { answerErrorOf, useApprove, useRequestChanges, type AnswerError } from '#web/features/workspace/api/proposal';

/**
 * The client's answer to the version sent (issue 22, ADR 037), loaded when first opened: approve it
 * by typing their full name, or ask for changes with a message. Each names the version the card
 * showed when the dialog opened; a newer one sent meanwhile (409) or a name that is not the
 * account's (422) is said inside the dialog, and nothing reads as saved.
 */

interface AnswerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tripId: string;
  /** The version sent, as the card showed it. */
  version: number;
}

/** The first message of a rule of the shared contract, or null when the value passes. */
function ruleError(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

function FormError({ error }: { error: AnswerError | null }) {
  if (!error?.form) return null;
  return (
    <p role="alert" className="rounded-md border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger">
      {error.form}
    </p>
  );
}

function AnswerForm({
  onSubmit,
  onCancel,
  pending,
  stale,
  submitLabel,
  children,
}: {
  onSubmit: () => void;
  onCancel: () => void;
  pending: boolean;
  stale: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending && !stale) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {children}
      <DialogFooter className="mt-4">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {stale ? 'Close' : 'Cancel'}
        </Button>
        {/* A newer version was sent: this one can no longer be answered; the card shows the new one. */}
        <Button type="submit" loading={pending} disabled={stale}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ApproveForm({ tripId, version, onDone }: { tripId: string; version: number; onDone: () => void }) {
  const id = useId();
  const approve = useApprove(tripId);
  // The version shown when the dialog opened: a newer one sent meanwhile is never approved unseen.
  const [pinned] = useState(version);
  const [fullName, setFullName] = useState('');
  const [error, setError] = useState<AnswerError | null>(null);

  async function send() {
    const problem = ruleError(ApproveBody.shape.fullName, fullName);
    if (problem) return setError({ field: problem, stale: false });
    setError(null);
    try {
      await approve.mutateAsync({ version: pinned, fullName: fullName.trim() });
      toast.success('Thank you. Your travel specialist has been told you approved the itinerary.');
      onDone();
    } catch (err) {
      setError(answerErrorOf(err, 'fullName'));
    }
  }

  return (
    <AnswerForm onSubmit={() => void send()} onCancel={onDone} pending={approve.isPending} stale={!!error?.stale} submitLabel="Approve this itinerary">
      <FormError error={error} />
      <Field htmlFor={`${id}-name`} label="Your full name" hint="As it appears on your account." error={error?.field}>
        <Input
          autoComplete="name"
          maxLength={PROPOSAL_LIMITS.fullName}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          disabled={!!error?.stale}
        />
      </Field>
    </AnswerForm>
  );
}

function RequestChangesForm({ tripId, version, onDone }: { tripId: string; version: number; onDone: () => void }) {
  const id = useId();
  const ask = useRequestChanges(tripId);
  const [pinned] = useState(version);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<AnswerError | null>(null);

  async function send() {
    const problem = ruleError(RequestChangesBody.shape.message, message);
    if (problem) return setError({ field: problem, stale: false });
    setError(null);
    try {
      await ask.mutateAsync({ version: pinned, message: message.trim() });
      toast.success('Your message was sent to your travel specialist.');
      onDone();
    } catch (err) {
      setError(answerErrorOf(err, 'message'));
    }
  }

  return (
    <AnswerForm onSubmit={() => void send()} onCancel={onDone} pending={ask.isPending} stale={!!error?.stale} submitLabel="Send to my specialist">
      <FormError error={error} />
      <Field htmlFor={`${id}-message`} label="What would you like to change?" error={error?.field}>
        <Textarea rows={5} maxLength={PROPOSAL_LIMITS.message} value={message} onChange={(e) => setMessage(e.target.value)} disabled={!!error?.stale} />
      </Field>
    </AnswerForm>
  );
}

/** 'Approve this itinerary': the client types their full name (label 'Your full name'). */
export function ApproveDialog({ open, onOpenChange, tripId, version }: AnswerDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Approve this itinerary"
      description={`You approve version ${version} of your trip as your travel specialist sent it. Type your full name to sign.`}
    >
      {/* Mounted only while open, so each opening starts afresh. */}
      {open ? <ApproveForm tripId={tripId} version={version} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}

/** 'Ask for changes': a message to the specialist about the version sent. */
export function RequestChangesDialog({ open, onOpenChange, tripId, version }: AnswerDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      title="Ask for changes"
      description="Tell your travel specialist what you would like to change. They will be told at once."
    >
      {open ? <RequestChangesForm tripId={tripId} version={version} onDone={() => onOpenChange(false)} /> : null}
    </DialogFrame>
  );
}
