import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/components/ui/dialog';
import { CheckYourEmail, ForgotPasswordForm } from './forgot-password-form';

/** The client forgot-password modal of /login (spec §2 Client sign-in). */
export function ForgotPasswordDialog({
  open,
  onOpenChange,
  defaultEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaultEmail?: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = (next: boolean) => {
    onOpenChange(next);
    if (!next) setSentTo(null);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent size="sm" {...(sentTo ? { 'aria-describedby': undefined } : {})}>
        {sentTo ? (
          <CheckYourEmail
            email={sentTo}
            heading={<DialogTitle className="mt-5 pr-0 text-center">Check Your Email</DialogTitle>}
          >
            <Button onClick={() => change(false)} className="sm:min-w-40">
              Back to sign in
            </Button>
          </CheckYourEmail>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Forgot your password?</DialogTitle>
              <DialogDescription>
                Enter the e-mail address of your account and we will send you a link to choose a new password.
              </DialogDescription>
            </DialogHeader>
            <ForgotPasswordForm
              area="client"
              idPrefix="forgot-modal"
              defaultEmail={defaultEmail}
              onSent={setSentTo}
              secondaryAction={
                <Button variant="secondary" onClick={() => change(false)}>
                  Cancel
                </Button>
              }
            />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
