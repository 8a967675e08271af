import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-lg border border-border bg-surface text-foreground shadow-sm shadow-ink/5', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 px-5 pt-5 pb-3 sm:px-7 sm:pt-7', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' };

export function CardTitle({ as: Tag = 'h2', className, ...props }: CardTitleProps) {
  return <Tag className={cn('font-display text-2xl font-semibold leading-tight text-foreground', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 first:pt-5 sm:px-7 sm:pb-7 sm:first:pt-7', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 border-t border-border px-5 py-4 sm:px-7', className)}
      {...props}
    />
  );
}
