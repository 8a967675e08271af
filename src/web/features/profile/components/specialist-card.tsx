import { useState, type ReactNode } from 'react';
import { safeUrl } from '#shared/domain/bounds';
import { Clock, Mail, Phone, UserRound, type LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn';

export type SpecialistCardData = {
  fullName: string;
  email?: string | null;
  jobTitle?: string | null;
  phone?: string | null;
  yearsExperience?: number | null;
  profilePhotoUrl?: string | null;
  bioShort?: string | null;
  bio?: string | null;
  availabilityNote?: string | null;
};

export function yearsLabel(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

/**
 * 'Your Travel Specialist' as clients see it: photo, name, title, experience,
 * the short bio by default and the full bio on request (spec §2 Profile settings).
 */
export function SpecialistCard({ data, className, heading = 'Your Travel Specialist' }: { data: SpecialistCardData; className?: string; heading?: string }) {
  const [expanded, setExpanded] = useState(false);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const safe = safeUrl(data.profilePhotoUrl, 'image');
  const photo = safe && safe !== failedUrl ? safe : null;
  const years = yearsLabel(data.yearsExperience);
  return (
    <section className={cn('rounded-lg border border-border bg-surface p-6 shadow-sm shadow-ink/5', className)} aria-label={heading}>
      <p className="text-xs font-medium tracking-[0.2em] text-accent uppercase">{heading}</p>
      <div className="mt-4 flex items-center gap-4">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-soft text-accent ring-1 ring-accent-decor/40">
          {photo ? (
            <img src={photo} alt="" className="size-full object-cover" onError={() => setFailedUrl(photo)} referrerPolicy="no-referrer" />
          ) : (
            <UserRound aria-hidden className="size-7" />
          )}
        </div>
        <div className="min-w-0">
          <p className="truncate font-display text-2xl font-semibold text-foreground">{data.fullName || 'Your name'}</p>
          {data.jobTitle ? <p className="truncate text-sm text-muted">{data.jobTitle}</p> : null}
          {years ? <p className="text-xs text-muted">{years}</p> : null}
        </div>
      </div>
      {data.bioShort ? <p className="mt-4 text-sm leading-relaxed text-foreground">{data.bioShort}</p> : null}
      {data.bio ? (
        <div className="mt-3">
          {expanded ? <p className="text-sm leading-relaxed whitespace-pre-line text-muted">{data.bio}</p> : null}
          <button
            type="button"
            className="mt-1 text-sm font-medium text-accent underline-offset-4 hover:underline"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        </div>
      ) : null}
      {data.availabilityNote || data.phone || data.email ? (
        <ul className="mt-5 flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted">
          {data.availabilityNote ? <ContactLine icon={Clock}>{data.availabilityNote}</ContactLine> : null}
          {data.phone ? <ContactLine icon={Phone}>{data.phone}</ContactLine> : null}
          {data.email ? (
            <ContactLine icon={Mail} truncate>
              {data.email}
            </ContactLine>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}

/** One way to reach the specialist, after its icon; a long one (an e-mail) is cut with an ellipsis. */
function ContactLine({ icon: Icon, truncate = false, children }: { icon: LucideIcon; truncate?: boolean; children: ReactNode }) {
  return (
    <li className={cn('flex items-start gap-2', truncate && 'min-w-0')}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
      <span className={truncate ? 'truncate' : undefined}>{children}</span>
    </li>
  );
}
