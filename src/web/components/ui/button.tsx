import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium tracking-wide ' +
  'transition-colors duration-150 select-none ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'disabled:pointer-events-none [&:disabled:not([data-loading])]:opacity-50 data-loading:opacity-80 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  '[&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'border border-border-strong bg-surface text-foreground hover:border-accent hover:bg-surface-muted',
  ghost: 'text-foreground hover:bg-surface-muted',
  danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger/90',
  link: 'text-accent underline-offset-4 hover:underline',
};

// On a touch screen (a coarse pointer) every button is at least 44 px tall, the size a fingertip
// needs (WCAG 2.5.5, issue 21); a mouse keeps the compact sizes.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-sm pointer-coarse:h-11 [&_svg]:size-3.5',
  md: 'h-10 px-5 text-sm pointer-coarse:h-11 [&_svg]:size-4',
  lg: 'h-12 px-7 text-base [&_svg]:size-5',
  icon: 'size-10 pointer-coarse:size-11 [&_svg]:size-4',
};

/** Class string for anything that should look like a button (e.g. a router <Link>). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string): string {
  // The link variant keeps its text metrics: no fixed height or horizontal padding.
  const sizing = variant === 'link' && size !== 'icon' ? (size === 'lg' ? 'text-base' : 'text-sm') : sizes[size];
  return cn(base, variants[variant], sizing, className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {loading ? <Spinner size={size === 'lg' ? 'md' : 'sm'} /> : null}
      {children}
    </button>
  );
}
