import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { AuthLayout } from './auth-layout';
import { Button, buttonClasses } from '#web/components/ui/button';
import { CheckYourEmail, ForgotPasswordForm } from './forgot-password-form';
import { paths } from '#web/lib/paths';

/** /backoffice/forgot-password (spec §2 Password screens): e-mail form, then 'Check Your Email'. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const back = (
    <Link to={paths.backofficeLogin()} className="inline-flex items-center gap-1.5 font-medium text-accent underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden className="size-3.5" /> Back to sign-in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout variant="backoffice" eyebrow="Backoffice" title="Check Your Email">
        <CheckYourEmail email={sentTo} heading={null}>
          <Link to={paths.backofficeLogin()} className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
            Back to sign-in
          </Link>
          <Button variant="secondary" onClick={() => setSentTo(null)} className="w-full sm:w-auto">
            Use another e-mail
          </Button>
        </CheckYourEmail>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      variant="backoffice"
      eyebrow="Backoffice"
      title="Forgot your password?"
      subtitle="Enter your team e-mail address and we will send you a link to choose a new password."
      footer={back}
    >
      <ForgotPasswordForm area="backoffice" idPrefix="backoffice-forgot" onSent={setSentTo} />
    </AuthLayout>
  );
}
