import { useEffect, useRef, useState } from 'react';
import { Check, KeyRound, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { RESET_STATUS_FEEDBACK_MS } from '#shared/domain/constants';
import { resetClientPassword } from '#web/features/clients/api/reset-client-password';

type State = 'idle' | 'sending' | 'sent' | 'failed';

/** Reset Password on a card: Sending..., then Sent! or Failed for 3 seconds (spec §2, §9). */
export function ResetPasswordButton({ clientKey, email }: { clientKey: string; email: string }) {
  const [state, setState] = useState<State>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function send() {
    clearTimeout(timer.current);
    setState('sending');
    try {
      await resetClientPassword(clientKey);
      setState('sent');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), RESET_STATUS_FEEDBACK_MS);
  }

  const label = { idle: 'Reset Password', sending: 'Sending...', sent: 'Sent!', failed: 'Failed' }[state];
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={send}
      disabled={state !== 'idle'}
      loading={state === 'sending'}
      aria-label={state === 'idle' ? `Reset Password for ${email}` : undefined}
      className={state === 'sent' ? 'text-success' : state === 'failed' ? 'text-danger' : undefined}
    >
      {state === 'idle' ? <KeyRound aria-hidden /> : state === 'sent' ? <Check aria-hidden /> : state === 'failed' ? <X aria-hidden /> : null}
      <span aria-live="polite">{label}</span>
    </Button>
  );
}
