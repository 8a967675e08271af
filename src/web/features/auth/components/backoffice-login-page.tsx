import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from './auth-layout';
import { buttonClasses } from '#web/components/ui/button';
import { isStaff } from '#shared/permissions';
import { SIGNUP_BANNER_MS } from '#shared/domain/constants';
import { useSession } from '#web/features/auth/api';
import { ACTIVATION_SENT_MESSAGE, activationOf } from './activation';
import { AuthAlert } from './auth-alert';
import { safeRedirect } from './schemas';
import { SignedInNotice } from './signed-in-notice';
import { SignInForm } from './sign-in-form';
import { paths } from '#web/lib/paths';

export const SIGNUP_SUCCESS_MESSAGE = 'Account created successfully! You can now login.';
export const ACCESS_DENIED_MESSAGE = 'Access denied. Team members only.';
export const PENDING_APPROVAL_MESSAGE =
  'Your account is pending approval. Please wait for an administrator to approve your account.';

/**
 * /backoffice/login (spec §2): team sign-in. ?signup=success shows the sign-up
 * banner for 5 s; ?reason=denied|pending says why a guard sent the user here;
 * ?activation=sent says that the link to set an invited member's password was mailed.
 */
export function BackofficeLoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [signupBanner, setSignupBanner] = useState(search.get('signup') === 'success');
  const [attempted, setAttempted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);
  const session = useSession();
  const reason = search.get('reason');
  const activation = activationOf(search);

  useEffect(() => {
    if (!signupBanner) return;
    const t = setTimeout(() => setSignupBanner(false), SIGNUP_BANNER_MS);
    return () => clearTimeout(t);
  }, [signupBanner]);

  const user = !leaving && !noticeDismissed ? session.data?.user : null;
  if (user && isStaff(user)) {
    return (
      <AuthLayout variant="backoffice" eyebrow="Backoffice" title="Welcome back" footer={<ClientLink />}>
        <SignedInNotice
          user={user}
          continueTo={user.mustChangePassword ? paths.backofficeResetPassword({ forced: true }) : paths.backoffice()}
          continueLabel={user.mustChangePassword ? 'Continue' : 'Continue to the Backoffice'}
          onSignedOut={() => setNoticeDismissed(true)}
        />
      </AuthLayout>
    );
  }

  const notice = signupBanner ? (
    <AuthAlert tone="success">{SIGNUP_SUCCESS_MESSAGE}</AuthAlert>
  ) : attempted ? null : activation === 'sent' ? (
    <AuthAlert tone="info">{ACTIVATION_SENT_MESSAGE}</AuthAlert>
  ) : reason === 'denied' ? (
    <AuthAlert>{ACCESS_DENIED_MESSAGE}</AuthAlert>
  ) : reason === 'pending' ? (
    <AuthAlert tone="info">{PENDING_APPROVAL_MESSAGE}</AuthAlert>
  ) : null;

  return (
    <AuthLayout
      variant="backoffice"
      eyebrow="Backoffice"
      title="Team sign-in"
      subtitle="For Maison Voyage specialists and administrators."
      footer={<ClientLink />}
    >
      <SignInForm
        area="backoffice"
        notice={notice}
        onAttempt={() => {
          setAttempted(true);
          setSignupBanner(false);
        }}
        onSignedIn={(res) => {
          setLeaving(true);
          navigate(safeRedirect(res.redirectTo, paths.backoffice()));
        }}
        forgotPassword={() => (
          <Link to={paths.forgotPassword()} className={buttonClasses('link', 'sm')}>
            Forgot password?
          </Link>
        )}
      />
    </AuthLayout>
  );
}

function ClientLink() {
  return (
    <>
      Travelling with us?{' '}
      <Link to={paths.login()} className="font-medium text-accent underline-offset-4 hover:underline">
        Client sign-in
      </Link>
    </>
  );
}
