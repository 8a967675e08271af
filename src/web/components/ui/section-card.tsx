import type { ComponentType, ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';

export interface SectionCardProps {
  /** The section's heading (an h2). */
  title: ReactNode;
  /** A decorative icon drawn before the title, in the accent colour. */
  icon?: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  description?: ReactNode;
  /** Buttons or links under the description, inside the header. */
  actions?: ReactNode;
  /** The card's own classes (a tinted or danger card). */
  className?: string;
  titleClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * A page section drawn as a card: an h2 title (with an optional icon), an optional description
 * and actions, then the content. The one spelling of Card + CardHeader + CardTitle as h2.
 */
export function SectionCard({ title, icon: Icon, description, actions, className, titleClassName, contentClassName, children }: SectionCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h2" className={cn(Icon && 'flex items-center gap-2', 'text-xl', titleClassName)}>
          {Icon && <Icon aria-hidden className="size-5 text-accent" />}
          {Icon && ' '}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {actions}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
