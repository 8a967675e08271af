import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { Button } from '#web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { isStaff } from '#shared/permissions';
import { useSession, type SessionUser } from '#web/features/auth/api';
import type { SignUpResponse } from '#shared/contracts/auth';
import {
  ACTIVATION_DONE_MESSAGE,
  ACTIVATION_DONE_SUBTITLE,
  ACTIVATION_DONE_TITLE,
  ACTIVATION_SENT_MESSAGE,
  activationEmailOf,
  activationOf,
} from './activation';
import { AuthAlert } from './auth-alert';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { safeRedirect } from './schemas';
import { SignedInNotice } from './signed-in-notice';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { clientReturnPath, paths } from '#web/lib/paths';

type Tab = 'signin' | 'signup';

const headings: Record<Tab, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Sign in to follow your trips, your itinerary and your billing.' },
  signup: { title: 'Create your account', subtitle: 'Your journeys, your travel specialist and every detail, in one private space.' },
};

/**
 * /login (spec §2 Client sign-in): sign in or create an account, and a
 * forgot-password modal. ?tab=signup opens the sign-up tab, ?forgot=1 the modal.
 * ?activation=sent|done says that an activation link was mailed / used (an
 * e-mail prepared by staff gets its password through that link, never at sign-up).
 */
export function ClientLoginPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState<Tab>(search.get('tab') === 'signup' ? 'signup' : 'signin');
  const [forgotOpen, setForgotOpen] = useState(search.get('forgot') === '1');
  const [forgotEmail, setForgotEmail] = useState('');
  const [leaving, setLeaving] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const [activationHidden, setActivationHidden] = useState(false);
  const activation = activationHidden ? null : activationOf(search);
  // Just after setting the password: the page says so and the e-mail is filled in.
  const location = useLocation();
  const justActivated = activationOf(search) === 'done';
  const activatedEmail = justActivated ? activationEmailOf(location.state) : null;
  const session = useSession();
  const current = !leaving && !noticeDismissed ? (session.data?.user ?? null) : null;

  // A deep link met signed out (/account?tripId=…&day=3) is opened once signed in, in place of
  // the trip list; the server's own redirect (a forced password change) still comes first.
  const next = clientReturnPath(search.get('next'));
  const go = (to: string) => {
    setLeaving(true);
    const target = safeRedirect(to, paths.account());
    navigate(next && target === paths.account() ? next : target);
  };

  const onForgotChange = (open: boolean) => {
    setForgotOpen(open);
    if (!open && search.has('forgot')) {
      const next = new URLSearchParams(search);
      next.delete('forgot');
      setSearch(next, { replace: true });
    }
  };

  const forgot = <ForgotPasswordDialog open={forgotOpen} onOpenChange={onForgotChange} defaultEmail={forgotEmail} />;

  if (current) {
    return (
      <AuthLayout title="Welcome back" footer={<BackofficeLink />}>
        <SignedInNotice user={current} {...continueOf(current, next)} onSignedOut={() => setNoticeDismissed(true)} />
        {forgot}
      </AuthLayout>
    );
  }

  const onSignedUp = (res: SignUpResponse) => {
    if (res.user) return go(res.redirectTo);
    // A prepared account: no session, a link was mailed; the sign-in tab shows the banner.
    setActivationHidden(false);
    setTab('signin');
    navigate(safeRedirect(res.redirectTo, paths.login({ activation: 'sent' })), { replace: true });
  };

  const h = justActivated && tab === 'signin' ? { title: ACTIVATION_DONE_TITLE, subtitle: ACTIVATION_DONE_SUBTITLE } : headings[tab];
  return (
    <AuthLayout title={h.title} subtitle={h.subtitle} footer={<BackofficeLink />}>
      {activation ? (
        <AuthAlert tone={activation === 'done' ? 'success' : 'info'} className="mb-7">
          {activation === 'done' ? ACTIVATION_DONE_MESSAGE : ACTIVATION_SENT_MESSAGE}
        </AuthAlert>
      ) : null}
      <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)} className="gap-7">
        <TabsList className="grid grid-cols-2 gap-0" aria-label="Sign in or create an account">
          <TabsTrigger value="signin" className="justify-center">
            Sign in
          </TabsTrigger>
          <TabsTrigger value="signup" className="justify-center">
            Create account
          </TabsTrigger>
        </TabsList>
        <TabsContent value="signin">
          <SignInForm
            area="client"
            defaultEmail={activatedEmail ?? undefined}
            onAttempt={() => setActivationHidden(true)}
            onSignedIn={(res) => go(res.redirectTo)}
            forgotPassword={(typedEmail) => (
              <Button
                variant="link"
                className="h-auto p-0 text-sm"
                onClick={() => {
                  setForgotEmail(typedEmail());
                  setForgotOpen(true);
                }}
              >
                Forgot password?
              </Button>
            )}
          />
          <p className="mt-7 text-center text-sm text-muted">
            New to Maison Voyage?{' '}
            <button type="button" className="font-medium text-accent underline-offset-4 hover:underline" onClick={() => setTab('signup')}>
              Create an account
            </button>
          </p>
        </TabsContent>
        <TabsContent value="signup">
          <SignUpForm onSignedUp={onSignedUp} />
          <p className="mt-7 text-center text-sm text-muted">
            Already have an account?{' '}
            <button type="button" className="font-medium text-accent underline-offset-4 hover:underline" onClick={() => setTab('signin')}>
              Sign in
            </button>
          </p>
        </TabsContent>
      </Tabs>
      {forgot}
    </AuthLayout>
  );
}

function continueOf(user: SessionUser, next: string | null): { continueTo: string; continueLabel: string } {
  if (isStaff(user)) return { continueTo: paths.backoffice(), continueLabel: 'Go to the Backoffice' };
  if (user.mustChangePassword) return { continueTo: paths.resetPassword({ forced: true }), continueLabel: 'Continue' };
  if (next) return { continueTo: next, continueLabel: 'Continue to your trip' };
  return { continueTo: paths.account(), continueLabel: 'Continue to My Trips' };
}

function BackofficeLink() {
  return (
    <>
      Part of the Maison Voyage team?{' '}
      <Link to={paths.backofficeLogin()} className="font-medium text-accent underline-offset-4 hover:underline">
        Backoffice sign-in
      </Link>
    </>
  );
}
