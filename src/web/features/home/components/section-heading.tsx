import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** Eyebrow, serif title and lead paragraph shared by the home sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('flex max-w-2xl flex-col gap-4', align === 'center' && 'mx-auto items-center text-center', className)}>
      <p className="inline-flex items-center gap-3 text-xs font-medium tracking-[0.28em] text-accent uppercase">
        <span aria-hidden className="h-px w-8 bg-accent-decor" />
        {eyebrow}
      </p>
      <h2 id={id} className="font-display text-4xl font-medium text-foreground sm:text-5xl">
        {title}
      </h2>
      {lead ? <p className="text-lg leading-relaxed text-muted">{lead}</p> : null}
    </div>
  );
}

/** A home section: its anchor (titled by the heading with id `${id}-title`), its spacing and the page's width. */
export function HomeSection({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-20 sm:py-28', className)}>
      <div className="mx-auto max-w-7xl px-5 sm:px-8">{children}</div>
    </section>
  );
}
