import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, UserRound } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { signOut, type SessionUser } from '#web/features/auth/api';

/** Shown on a sign-in page when a session already exists: continue, or use another account. */
export function SignedInNotice({
  user,
  continueTo,
  continueLabel,
  onSignedOut,
}: {
  user: SessionUser;
  continueTo: string;
  continueLabel: string;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-col items-center text-center">
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <UserRound className="size-6" />
      </div>
      <p className="mt-5 text-sm leading-relaxed text-muted">
        You are signed in as
        <br />
        <strong className="font-medium break-all text-foreground">{user.fullName || user.email}</strong>
        {user.fullName ? <span className="block break-all">{user.email}</span> : null}
      </p>
      <div className="mt-8 flex w-full flex-col gap-3">
        <Link to={continueTo} className={buttonClasses('primary', 'lg', 'w-full')}>
          {continueLabel} <ArrowRight aria-hidden />
        </Link>
        <Button
          variant="ghost"
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await signOut();
            } finally {
              setBusy(false);
              onSignedOut();
            }
          }}
        >
          Sign in with another account
        </Button>
      </div>
    </div>
  );
}
