import type { CSSProperties } from 'react';
import { Toaster as Sonner, toast, type ToasterProps as SonnerProps } from 'sonner';

export { toast };

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** Pass the app's current theme ('dark' when <html> has the `dark` class). */
  theme?: 'light' | 'dark';
};

/** Sonner, themed with the design tokens. Mount once near the app root. */
export function Toaster({ theme = 'light', position = 'bottom-right', style, toastOptions, ...props }: ToasterProps) {
  return (
    <Sonner
      theme={theme}
      position={position}
      closeButton
      style={
        {
          '--normal-bg': 'var(--color-surface)',
          '--normal-border': 'var(--color-border)',
          '--normal-text': 'var(--color-foreground)',
          '--normal-bg-hover': 'var(--color-surface-muted)',
          '--normal-border-hover': 'var(--color-border-strong)',
          '--border-radius': '0.5rem',
          fontFamily: 'var(--font-sans)',
          ...style,
        } as CSSProperties
      }
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'shadow-lg! shadow-ink/10! text-sm!',
          title: 'font-medium',
          description: 'text-muted!',
          success: '[&_[data-icon]]:text-success',
          error: '[&_[data-icon]]:text-danger',
          warning: '[&_[data-icon]]:text-accent',
          info: '[&_[data-icon]]:text-accent',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}
