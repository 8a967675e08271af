import type { ComponentProps } from 'react';
import { Input } from '#web/components/ui/input';

/** The e-mail box of every sign-in, sign-up and reset form (autofill-friendly, no autocorrect). */
export function EmailInput(props: ComponentProps<typeof Input>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="off"
      spellCheck={false}
      placeholder="you@example.com"
      required
      {...props}
    />
  );
}
