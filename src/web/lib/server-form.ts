import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type SubmitErrorHandler, type UseFormProps } from 'react-hook-form';
import { applyServerError, isStale, type ServerErrorOptions } from './errors';

export type ServerFormProps<TValues extends FieldValues, TOutput> = UseFormProps<TValues, unknown, TOutput> & {
  /** The fields a refusal of the server may name; their errors go next to them. */
  fields: readonly Path<TValues>[];
  /** How the message above the form is worded when the server gives none of its own. */
  serverErrors?: ServerErrorOptions;
  /**
   * The write is versioned (useVersionedMutation): a 409 has already been told and reloaded,
   * so the form shows nothing more and keeps what was typed.
   */
  versioned?: boolean;
};

/**
 * A react-hook-form form whose submit calls the server: the one way a form clears its last
 * refusal, runs the call and, when it fails, shows the answer (applyServerError). `submit(action)`
 * makes the form's onSubmit; an action may handle a failure of its own and rethrow the others.
 */
export function useServerForm<TValues extends FieldValues, TOutput = TValues>({
  fields,
  serverErrors,
  versioned = false,
  ...props
}: ServerFormProps<TValues, TOutput>) {
  const form = useForm<TValues, unknown, TOutput>(props);
  const [formError, setFormError] = useState<ReactNode>(null);
  const { handleSubmit, setError, setFocus } = form;

  const submit = (action: (values: TOutput) => Promise<unknown>, onInvalid?: SubmitErrorHandler<TValues>) =>
    handleSubmit(async (values) => {
      setFormError(null);
      try {
        await action(values);
      } catch (err) {
        if (versioned && isStale(err)) return;
        setFormError(applyServerError(err, fields, setError, setFocus, serverErrors));
      }
    }, onInvalid);

  return { ...form, formError, setFormError, submit };
}
