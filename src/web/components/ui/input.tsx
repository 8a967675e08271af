import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { cn } from '#web/lib/cn';

/* ------------------------------------------------------------------ Field context */

type FieldContextValue = { id: string; describedBy?: string; invalid: boolean };
const FieldContext = createContext<FieldContextValue | null>(null);

/** Ids used by <Field> for its hint and error, for custom controls. */
export function fieldIds(htmlFor: string) {
  return { hint: `${htmlFor}-hint`, error: `${htmlFor}-error` };
}

/**
 * Inside a <Field>: the id, aria-describedby and invalid state a control should carry.
 * Input, Textarea, Select and Checkbox apply it automatically.
 */
export function useField(): FieldContextValue | null {
  return use(FieldContext);
}

type ControlA11y = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: ComponentProps<'input'>['aria-invalid'] };

function useControlA11y(props: ControlA11y) {
  const field = useField();
  const describedBy = [props['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: props.id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
  };
}

/* ------------------------------------------------------------------ Controls */

const controlBase =
  'w-full rounded-md border border-border-strong bg-surface text-base text-foreground sm:text-sm ' +
  'placeholder:text-muted transition-colors duration-150 ' +
  'hover:border-foreground/60 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus-visible:outline-danger';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  const a11y = useControlA11y(props);
  return <input type={type} {...props} {...a11y} className={cn(controlBase, 'h-10 px-3', className)} />;
}

export type TextareaProps = ComponentProps<'textarea'>;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const a11y = useControlA11y(props);
  return <textarea rows={rows} {...props} {...a11y} className={cn(controlBase, 'min-h-20 px-3 py-2 leading-relaxed', className)} />;
}

export type SelectProps = ComponentProps<'select'> & { wrapperClassName?: string };

/** Native <select>, styled. Pass <option> children. */
export function Select({ className, wrapperClassName, children, ...props }: SelectProps) {
  const a11y = useControlA11y(props);
  return (
    <div className={cn('relative', wrapperClassName)}>
      <select {...props} {...a11y} className={cn(controlBase, 'h-10 appearance-none pr-9 pl-3', className)}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" />
    </div>
  );
}

/** A Select's <option>s, from value and label pairs. */
export function SelectOptions({ options }: { options: readonly { value: string; label: ReactNode }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Visible label; when given, the checkbox and the label are wrapped in a <label>. */
  label?: ReactNode;
  description?: ReactNode;
};

/** Native checkbox, styled with the gold accent. */
export function Checkbox({ className, label, description, ...props }: CheckboxProps) {
  const a11y = useControlA11y(props);
  const box = (
    <input
      type="checkbox"
      {...props}
      {...a11y}
      className={cn(
        'size-4 shrink-0 rounded border-border-strong accent-accent disabled:cursor-not-allowed disabled:opacity-60',
        label ? 'mt-0.5' : undefined,
        className,
      )}
    />
  );
  if (!label) return box;
  return (
    <label className="flex cursor-pointer items-start gap-2.5 text-sm text-foreground has-disabled:cursor-not-allowed has-disabled:opacity-60">
      {box}
      <span className="flex flex-col gap-0.5">
        <span>{label}</span>
        {description ? <span className="text-muted">{description}</span> : null}
      </span>
    </label>
  );
}

/* ------------------------------------------------------------------ Label and Field */

export type LabelProps = ComponentProps<'label'> & { required?: boolean };

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn('text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden className="ml-0.5 text-accent">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, children, className }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p role="alert" id={id} className={cn('flex items-start gap-1.5 text-sm text-danger', className)}>
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export type FieldProps = {
  label: ReactNode;
  /** The control's id; the label points to it and the hint/error ids derive from it. */
  htmlFor: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Shows a decorative asterisk; also set `required` on the control itself. */
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * Label + control + hint + error. Input/Textarea/Select/Checkbox inside pick up `id`,
 * `aria-describedby` (hint and error) and `aria-invalid` automatically.
 */
export function Field({ label, htmlFor, error, hint, required, className, children }: FieldProps) {
  const ids = fieldIds(htmlFor);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? ids.hint : null, hasError ? ids.error : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={htmlFor} required={required}>
        {label}
      </Label>
      <FieldContext value={{ id: htmlFor, describedBy, invalid: hasError }}>{children}</FieldContext>
      {hint ? (
        <p id={ids.hint} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={ids.error}>{error}</FieldError> : null}
    </div>
  );
}
