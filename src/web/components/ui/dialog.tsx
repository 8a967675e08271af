import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { Button } from './button';
import { Field, Input } from './input';

/* ------------------------------------------------------------------ Primitives */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const contentSizes = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  size?: keyof typeof contentSizes;
  /** Hide the top-right close button (Escape still closes). */
  hideClose?: boolean;
};

/**
 * Overlay + panel. A bottom sheet, full width, under 640 px; a centred panel above.
 * Radix traps focus, restores it on close and closes on Escape.
 * Always render a <DialogTitle>; add a <DialogDescription> or pass aria-describedby={undefined}.
 */
export function DialogContent({ className, children, size = 'md', hideClose = false, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] w-full overflow-y-auto rounded-t-xl border border-border bg-surface p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-foreground shadow-2xl shadow-ink/20',
          'data-[state=open]:animate-dialog-in focus:outline-none',
          'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-4rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:p-8 sm:pb-8',
          contentSizes[size],
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:top-4 sm:right-4"
          >
            <X aria-hidden className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mb-5 flex flex-col gap-2 pr-8', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 font-display text-2xl font-semibold leading-tight text-foreground sm:text-3xl', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm leading-relaxed text-muted', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end', className)} {...props} />;
}

/* ------------------------------------------------------------------ Frame */

/** Without a description, drop Radix's aria-describedby (and its console warning). */
function noDescription(description: ReactNode): { 'aria-describedby'?: undefined } {
  return description ? {} : { 'aria-describedby': undefined };
}

export type DialogFrameProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: DialogContentProps['size'];
  hideClose?: boolean;
  children?: ReactNode;
};

/** A dialog with its title and optional description above the content: the one spelling of Dialog + DialogContent + DialogHeader. */
export function DialogFrame({ open, onOpenChange, title, description, size, hideClose, children }: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size={size} hideClose={hideClose} {...noDescription(description)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/* ------------------------------------------------------------------ Confirm */

/** The small dialog of a confirmation: its title and description; it cannot be closed while the action runs. */
function ConfirmFrame({
  open,
  onOpenChange,
  loading,
  title,
  description,
  children,
}: Pick<ConfirmDialogProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'children'> & { loading: boolean }) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (loading ? undefined : onOpenChange(next))}
      size="sm"
      hideClose={loading}
      title={title}
      description={description}
    >
      {children}
    </DialogFrame>
  );
}

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'danger' | 'default';
  /** Called on confirm. The dialog does not close itself: close it from here (or on success). */
  onConfirm: () => void | Promise<void>;
  /** Shows a spinner on the confirm button and blocks closing. */
  loading?: boolean;
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
};

/** In-app replacement for window.confirm. Initial focus goes to Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  loading = false,
  children,
}: ConfirmDialogProps) {
  return (
    <ConfirmFrame open={open} onOpenChange={onOpenChange} loading={loading} title={title} description={description}>
      {children}
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={loading} onClick={() => void onConfirm()}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </ConfirmFrame>
  );
}

/* ------------------------------------------------------------------ Type to confirm */

/** The typed text must equal the word exactly (case- and space-sensitive). */
export function matchesConfirmWord(typed: string, word: string): boolean {
  return typed === word;
}

/** The message shown when a non-matching word is submitted. */
export function confirmWordError(word: string): string {
  return `You must type "${word}" exactly to confirm`;
}

export type TypeToConfirmDialogProps = ConfirmDialogProps & {
  /** The word to type. Default DELETE. */
  word?: string;
  /** Label of the text box. Default: Type "DELETE" to confirm */
  inputLabel?: ReactNode;
};

/**
 * Confirm dialog guarded by a typed word: the confirm button stays disabled until the text equals
 * `word`; pressing Enter with another text shows `You must type "DELETE" exactly to confirm`.
 * The typed text resets each time the dialog opens.
 */
export function TypeToConfirmDialog({ open, onOpenChange, loading = false, title, description, ...rest }: TypeToConfirmDialogProps) {
  return (
    <ConfirmFrame open={open} onOpenChange={onOpenChange} loading={loading} title={title} description={description}>
      {/* Mounted only while open, so its state starts fresh every time. */}
      <TypeToConfirmForm onOpenChange={onOpenChange} loading={loading} {...rest} />
    </ConfirmFrame>
  );
}

function TypeToConfirmForm({
  onOpenChange,
  onConfirm,
  loading,
  word = 'DELETE',
  inputLabel,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'danger',
  children,
}: Omit<TypeToConfirmDialogProps, 'open' | 'title' | 'description'>) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = matchesConfirmWord(typed, word);

  const submit = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    if (loading) return;
    if (!matchesConfirmWord(typed, word)) {
      setError(confirmWordError(word));
      return;
    }
    setError(null);
    void onConfirm();
  };

  return (
    <form onSubmit={submit} noValidate>
      {children}
      <Field
        htmlFor={`${id}-word`}
        label={inputLabel ?? (
          <>
            Type <strong className="font-semibold">&quot;{word}&quot;</strong> to confirm
          </>
        )}
        error={error ?? undefined}
      >
        <Input
          value={typed}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onChange={(e) => {
            setTyped(e.target.value);
            if (error && matchesConfirmWord(e.target.value, word)) setError(null);
          }}
          onKeyDown={(e) => {
            // Implicit submission is blocked while the submit button is disabled: handle Enter here.
            if (e.key === 'Enter' && !matches) submit(e);
          }}
        />
      </Field>
      <DialogFooter>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={loading}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant={tone === 'danger' ? 'danger' : 'primary'} loading={loading} disabled={!matches}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
