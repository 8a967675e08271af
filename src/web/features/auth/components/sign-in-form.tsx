import { useEffect, useState, type ReactNode } from 'react';
import { EmailInput } from './email-input';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field } from '#web/components/ui/input';
import { ApiError } from '#web/lib/api';
import { signIn } from '#web/features/auth/api';
import type { LoginArea, SignInResponse } from '#shared/contracts/auth';
import { AuthAlert } from './auth-alert';
import { PasswordInput } from './password-input';
import { SignInForm as Schema, type SignInFormValues } from './schemas';
import { applyServerError } from '#web/lib/errors';
import { paths } from '#web/lib/paths';

type Refusal = { message: string; status: number };

/**
 * E-mail + password sign-in for one area. Refusals of the server (wrong area,
 * pending approval, too many attempts) are shown verbatim above the form and
 * the user stays on the page.
 */
export function SignInForm({
  area,
  onSignedIn,
  forgotPassword,
  notice,
  onAttempt,
  defaultEmail,
}: {
  area: LoginArea;
  /** The e-mail to start from (the account whose password was just set); the password then has the focus. */
  defaultEmail?: string;
  onSignedIn: (res: SignInResponse) => void;
  /** The 'Forgot password?' control (a link, or a button opening the modal with the e-mail typed so far). */
  forgotPassword: (typedEmail: () => string) => ReactNode;
  /** A banner shown until the first attempt (e.g. why the user was sent here). */
  notice?: ReactNode;
  onAttempt?: () => void;
}) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInFormValues, unknown, { email: string; password: string }>({
    resolver: zodResolver(Schema),
    defaultValues: { email: defaultEmail ?? '', password: '' },
  });
  useEffect(() => {
    if (defaultEmail) setFocus('password');
  }, [defaultEmail, setFocus]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setRefusal(null);
    onAttempt?.();
    try {
      const res = await signIn(email, password, area);
      setLeaving(true);
      onSignedIn(res);
    } catch (err) {
      const message = applyServerError(err, ['email', 'password'], setError, setFocus);
      if (message) setRefusal({ message, status: err instanceof ApiError ? err.status : 0 });
      if (err instanceof ApiError && err.status === 401) setFocus('password');
    }
  });

  const busy = isSubmitting || leaving;
  const p = `${area}-signin`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={area === 'backoffice' ? 'Team sign-in' : 'Sign in'}>
      {refusal ? (
        <AuthAlert action={refusalAction(area, refusal)}>{refusal.message}</AuthAlert>
      ) : (
        notice
      )}
      <Field label="Email" htmlFor={`${p}-email`} error={errors.email?.message}>
        <EmailInput {...register('email')} />
      </Field>
      <div className="flex flex-col gap-2">
        <Field label="Password" htmlFor={`${p}-password`} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" required {...register('password')} />
        </Field>
        <div className="flex justify-end">{forgotPassword(() => getValues('email').trim())}</div>
      </div>
      <Button type="submit" size="lg" loading={busy} className="mt-1 w-full">
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}

/** A way out when the page was the wrong one for this account. */
function refusalAction(area: LoginArea, refusal: Refusal): ReactNode {
  if (refusal.status !== 403) return null;
  if (area === 'client') {
    return (
      <Link to={paths.backofficeLogin()} className={buttonClasses('link', 'sm', 'font-medium')}>
        Go to the backoffice login <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    );
  }
  if (refusal.message.startsWith('Access denied')) {
    return (
      <Link to={paths.login()} className={buttonClasses('link', 'sm', 'font-medium')}>
        Client? Sign in to your trips <ArrowRight aria-hidden className="size-3.5" />
      </Link>
    );
  }
  return null;
}
