import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, Link2Off } from 'lucide-react';
import { AuthLayout } from './auth-layout';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field, Input } from '#web/components/ui/input';
import { LoadingBlock, Spinner } from '#web/components/ui/spinner';
import { ApiError } from '#web/lib/api';
import { changePassword, giveName, resetPassword, resetTokenQuery, signOut, useSession } from '#web/features/auth/api';
import { FullName, INVALID_RESET_LINK, type LoginArea } from '#shared/contracts/auth';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RESET_REDIRECT_MS, RESET_SIGNOUT_PAUSE_MS } from '#shared/domain/constants';
import { isPlaceholderName } from '#shared/domain/names';
import { isActivation } from './activation';
import { AuthAlert } from './auth-alert';
import { PasswordInput } from './password-input';
import {
  loginPathOf,
  NamedPasswordForm,
  NewPasswordForm,
  requestNewLinkPathOf,
  resetModeOf,
  safeRedirect,
  type NewPasswordFormValues,
} from './schemas';
import { useServerForm } from '#web/lib/server-form';

export const NO_TOKEN_MESSAGE = 'No valid reset token found. Please request a new password reset link.';
export const NO_SESSION_MESSAGE = 'No active session found';
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/**
 * /reset-password and /backoffice/reset-password (spec §2 Password screens):
 * a new password from a reset link (?token=) or a forced change after signing
 * in with a temporary password (?forced=true). After the update: sign-out after
 * a 500 ms pause, then (about 2 s later) the page the server names: the
 * sign-in page of the account's area, with a banner after an activation.
 * A link that sets an account's first password (an invitation, or an account
 * prepared by staff: ?activate=1, and the server says so) speaks of setting the
 * password, not of a reset, and asks for the person's name, filled in when known.
 * The forced change asks for the name too when the account has none of its own
 * (the first run's owner).
 */
export function ResetPasswordScreen({ area }: { area: LoginArea }) {
  const [search] = useSearchParams();
  const mode = resetModeOf(search);
  const [done, setDone] = useState<Done | null>(null);

  const frame = (title: ReactNode, subtitle: ReactNode, body: ReactNode) => (
    <AuthLayout variant={area} eyebrow={area === 'backoffice' ? 'Backoffice' : undefined} title={title} subtitle={subtitle}>
      {body}
    </AuthLayout>
  );

  if (done) {
    return frame(
      done.activate ? 'Password set' : 'Password updated',
      undefined,
      <Success area={area} redirectTo={done.redirectTo} activate={done.activate} email={done.email} />,
    );
  }
  if (mode.kind === 'token') {
    return <TokenReset area={area} token={mode.token} activateHint={isActivation(search)} frame={frame} onDone={setDone} />;
  }
  if (mode.kind === 'forced') return <ForcedChange area={area} frame={frame} onDone={setDone} />;
  return frame(
    'Reset your password',
    undefined,
    <LinkUnavailable area={area} message={NO_TOKEN_MESSAGE} />,
  );
}

/** A link that cannot set a password (missing, used or expired), with the way to ask for a new one. */
function LinkUnavailable({ area, message }: { area: LoginArea; message: ReactNode }) {
  return (
    <Problem icon={<Link2Off className="size-6" />} message={message}>
      <Link to={requestNewLinkPathOf(area)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
        Request a new link
      </Link>
    </Problem>
  );
}

type Frame = (title: ReactNode, subtitle: ReactNode, body: ReactNode) => ReactNode;
type Done = { redirectTo: string; activate: boolean; /** The account's e-mail, filled in on the sign-in page. */ email?: string };

function TokenReset({
  area,
  token,
  activateHint,
  frame,
  onDone,
}: {
  area: LoginArea;
  token: string;
  activateHint: boolean;
  frame: Frame;
  onDone: (r: Done) => void;
}) {
  const check = useQuery(resetTokenQuery(token));
  const [spent, setSpent] = useState(false);
  // The server knows whether the link sets a first password; ?activate=1 says so before it answers.
  const activate = activateHint || check.data?.activation === true;
  const title = activate ? 'Set your password' : 'Choose a new password';

  if (check.isPending) {
    return frame(title, undefined, <LoadingBlock label={activate ? 'Checking your link...' : 'Checking your reset link...'} className="py-10" />);
  }
  if (spent || check.isError || !check.data.valid) {
    // An unknown, used or expired token gets the spec's message; a failed check (network) says so.
    const unreachable = check.isError && !(check.error instanceof ApiError && check.error.status >= 400 && check.error.status < 500);
    const message = !spent && unreachable ? (check.error?.message ?? INVALID_RESET_LINK) : INVALID_RESET_LINK;
    return frame(
      activate ? 'Link unavailable' : 'Reset link unavailable',
      undefined,
      <LinkUnavailable area={area} message={message} />,
    );
  }
  return frame(
    title,
    activate
      ? 'Tell us your name and choose the password for your new account.'
      : `Pick a password you have not used here before, at least ${PASSWORD_MIN_LENGTH} characters long.`,
    <NewPasswordFields
      area={area}
      activate={activate}
      username={check.data.email}
      askName={activate ? { defaultValue: check.data.fullName ?? '' } : undefined}
      submit={(values) => resetPassword({ token, ...values })}
      onDone={(r) => onDone({ ...r, activate, email: check.data.email })}
      onInvalidLink={() => setSpent(true)}
    />,
  );
}

function ForcedChange({ area, frame, onDone }: { area: LoginArea; frame: Frame; onDone: (r: Done) => void }) {
  const session = useSession();
  const title = 'Set your new password';
  if (session.isPending) return frame(title, undefined, <LoadingBlock label="Loading your session..." className="py-10" />);
  const user = session.data?.user;
  if (!user) {
    return frame(
      title,
      undefined,
      <Problem
        icon={<KeyRound className="size-6" />}
        message={NO_SESSION_MESSAGE}
        detail="This page opens after signing in with a temporary password. Please sign in again to continue."
      >
        <Link to={loginPathOf(area)} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          Go to sign in
        </Link>
      </Problem>,
    );
  }
  // The owner created from ADMIN_EMAIL and ADMIN_PASSWORD keeps its password and gives only its name (issue 19).
  if (!user.mustChangePassword && user.mustGiveName) {
    return frame(
      'Your name',
      <>
        Welcome to Maison Voyage. You signed in as <strong className="font-medium break-all text-foreground">{user.email}</strong>. Please tell us the name
        your clients will see: it signs your trips as their travel specialist.
      </>,
      <GiveNameForm area={area} />,
    );
  }
  // The first run's owner (and anyone without a name of their own) says who they are here.
  const askName = isPlaceholderName(user.fullName, user.email);
  return frame(
    title,
    <>
      You signed in as <strong className="font-medium break-all text-foreground">{user.email}</strong> with a temporary password.
      {askName ? ' Please tell us your name and choose your own password to continue.' : ' Please choose your own to continue.'}
    </>,
    <NewPasswordFields
      area={area}
      forced
      username={user.email}
      askName={askName ? { defaultValue: '' } : undefined}
      submit={(values) => changePassword(values)}
      onDone={(r) => onDone({ ...r, activate: false })}
    />,
  );
}

const GiveNameForm_ = z.object({ fullName: FullName });

/** The name alone, for an owner whose password was configured (ADMIN_PASSWORD): then straight to the backoffice. */
function GiveNameForm({ area }: { area: LoginArea }) {
  const navigate = useNavigate();
  const {
    register,
    submit: submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<{ fullName: string }, { fullName: string }>({
    resolver: zodResolver(GiveNameForm_),
    defaultValues: { fullName: '' },
    fields: ['fullName'],
  });
  const onSubmit = submitWith(async (values) => {
    const res = await giveName(values);
    await navigate(safeRedirect(res.redirectTo, loginPathOf(area)), { replace: true });
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Your name">
      {formError ? <AuthAlert>{formError}</AuthAlert> : null}
      <Field label="Full name" htmlFor={`${area}-full-name`} error={errors.fullName?.message} hint={errors.fullName ? undefined : 'As your clients will see it, e.g. Claire Martin.'} required>
        <Input autoComplete="name" autoCapitalize="words" autoFocus required {...register('fullName')} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Saving...' : 'Continue'}
      </Button>
    </form>
  );
}

type NewPasswordValues = { password: string; confirmPassword: string; fullName?: string };

function NewPasswordFields({
  area,
  forced = false,
  activate = false,
  submit,
  onDone,
  onInvalidLink,
  username,
  askName,
}: {
  area: LoginArea;
  forced?: boolean;
  activate?: boolean;
  username?: string;
  /** Ask for the full name too, starting from this value. */
  askName?: { defaultValue: string };
  submit: (values: NewPasswordValues) => Promise<{ redirectTo: string }>;
  onDone: (r: { redirectTo: string }) => void;
  onInvalidLink?: () => void;
}) {
  const {
    register,
    submit: submitWith,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useServerForm<NewPasswordFormValues, NewPasswordValues>({
    resolver: zodResolver(askName ? NamedPasswordForm : NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '', ...(askName ? { fullName: askName.defaultValue } : {}) },
    fields: ['fullName', 'password', 'confirmPassword'],
  });

  const onSubmit = submitWith(async (values) => {
    try {
      const res = await submit(askName ? values : { password: values.password, confirmPassword: values.confirmPassword });
      onDone({ redirectTo: safeRedirect(res.redirectTo, loginPathOf(area)) });
    } catch (err) {
      if (err instanceof ApiError && !forced && err.message === INVALID_RESET_LINK) return onInvalidLink?.();
      if (err instanceof ApiError && forced && err.status === 401) {
        setFormError(
          <>
            {SESSION_EXPIRED_MESSAGE}{' '}
            <Link to={loginPathOf(area)} className="font-medium text-accent underline underline-offset-4">
              Go to sign in
            </Link>
          </>,
        );
        return;
      }
      throw err;
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label={activate ? 'Set your password' : 'Choose a new password'}
    >
      {username ? (
        // Lets password managers file the new password under the right account.
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      ) : null}
      {formError ? <AuthAlert>{formError}</AuthAlert> : null}
      {askName ? (
        <Field
          label="Full name"
          htmlFor={`${area}-full-name`}
          error={errors.fullName?.message}
          hint={errors.fullName ? undefined : 'The name we will greet you by.'}
          required
        >
          <Input autoComplete="name" autoCapitalize="words" autoFocus={!askName.defaultValue} required {...register('fullName')} />
        </Field>
      ) : null}
      <Field
        label={activate ? 'Password' : 'New password'}
        htmlFor={`${area}-new-password`}
        error={errors.password?.message}
        hint={errors.password ? undefined : `At least ${PASSWORD_MIN_LENGTH} characters.`}
        required
      >
        <PasswordInput autoComplete="new-password" autoFocus={!askName || !!askName.defaultValue} required {...register('password')} />
      </Field>
      <Field label={activate ? 'Confirm password' : 'Confirm new password'} htmlFor={`${area}-confirm-password`} error={errors.confirmPassword?.message} required>
        <PasswordInput autoComplete="new-password" required {...register('confirmPassword')} />
      </Field>
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        {activate
          ? isSubmitting
            ? 'Setting password...'
            : 'Set password'
          : isSubmitting
            ? 'Updating password...'
            : 'Update password'}
      </Button>
    </form>
  );
}

/** Sign-out after RESET_SIGNOUT_PAUSE_MS, then the server's redirectTo RESET_REDIRECT_MS after the update. */
function Success({ area, redirectTo, activate, email }: { area: LoginArea; redirectTo: string; activate: boolean; email?: string }) {
  const navigate = useNavigate();
  const state = email ? { email } : undefined;
  useEffect(() => {
    let cancelled = false;
    let signedOut: Promise<unknown> = Promise.resolve();
    const pause = setTimeout(() => {
      signedOut = signOut().catch(() => undefined);
    }, RESET_SIGNOUT_PAUSE_MS);
    const redirect = setTimeout(() => {
      void signedOut.then(() => {
        if (!cancelled) navigate(redirectTo, { replace: true, state: email ? { email } : undefined });
      });
    }, RESET_REDIRECT_MS);
    return () => {
      cancelled = true;
      clearTimeout(pause);
      clearTimeout(redirect);
    };
  }, [navigate, redirectTo, email]);

  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center text-center">
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
        <CircleCheck className="size-6" />
      </div>
      <p className="mt-5 text-base text-foreground">
        {activate ? 'Your password has been set.' : 'Your password has been updated successfully.'}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" className="text-accent" />
        Taking you to the sign-in page...
      </p>
      <Link to={redirectTo || loginPathOf(area)} replace state={state} className={buttonClasses('link', 'sm', 'mt-6')}>
        Sign in now
      </Link>
    </div>
  );
}

function Problem({ icon, message, detail, children }: { icon: ReactNode; message: ReactNode; detail?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center text-center">
      <div aria-hidden className="flex size-14 items-center justify-center rounded-full bg-danger-soft text-danger">
        {icon}
      </div>
      <p role="alert" className="mt-5 max-w-sm text-base leading-relaxed text-foreground">
        {message}
      </p>
      {detail ? <p className="mt-2 max-w-sm text-sm leading-relaxed text-muted">{detail}</p> : null}
      <div className="mt-7 flex w-full justify-center">{children}</div>
    </div>
  );
}
