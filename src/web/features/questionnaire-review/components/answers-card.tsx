import type { ReactNode } from 'react';
import { CalendarDays, Compass, Hotel, Mail, MapPin, Sparkles, Users, Wallet, Timer } from 'lucide-react';
import { Badge } from '#web/components/ui/badge';
import { SectionCard } from '#web/components/ui/section-card';
import type { QuestionnaireDetail } from '#shared/contracts/questionnaire-review';
import { formatDateRange } from '#shared/domain/dates';
import {
  accommodationLabel,
  budgetLabel,
  destinationLabel,
  durationLabel,
  interestLabel,
  travelStyleLabel,
  travellersText,
} from '#shared/domain/labels';

function Answer({ icon, label, children, wide }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted uppercase">
        <span aria-hidden className="text-accent [&_svg]:size-4">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1.5 pl-6 text-base text-foreground">{children}</dd>
    </div>
  );
}

/** Every answer of the questionnaire, readable at a glance (spec §2 questionnaire-detail). */
export function AnswersCard({ q }: { q: QuestionnaireDetail }) {
  return (
    <SectionCard title="Trip request">
      <dl className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
        <Answer icon={<MapPin />} label="Destination">
          <span className="font-display text-2xl">{destinationLabel(q.destination)}</span>
        </Answer>
        <Answer icon={<CalendarDays />} label="Travel dates">
          {q.notYetScheduled ? 'Not yet scheduled' : (formatDateRange(q.startDate, q.endDate) ?? 'Not yet scheduled')}
        </Answer>
        <Answer icon={<Timer />} label="Trip length">
          {durationLabel(q.duration)}
        </Answer>
        <Answer icon={<Users />} label="Travellers">
          {travellersText(q.adults, q.children)}
        </Answer>
        <Answer icon={<Wallet />} label="Budget per person">
          {budgetLabel(q.budget)}
        </Answer>
        <Answer icon={<Hotel />} label="Accommodation">
          {accommodationLabel(q.accommodationPreference)}
        </Answer>
        <Answer icon={<Compass />} label="Travel style">
          {travelStyleLabel(q.travelStyle)}
        </Answer>
        <Answer icon={<Mail />} label="Contact">
          <a href={`mailto:${q.email}`} className="break-all text-accent underline-offset-4 hover:underline">
            {q.email}
          </a>
        </Answer>
        <Answer icon={<Sparkles />} label="Interests" wide>
          {q.interests.length ? (
            <span className="flex flex-wrap gap-1.5">
              {q.interests.map((i) => (
                <Badge key={i} tone="gold" className="text-sm">
                  {interestLabel(i)}
                </Badge>
              ))}
            </span>
          ) : (
            <span className="text-muted">None chosen</span>
          )}
        </Answer>
      </dl>
      <div className="mt-8 border-t border-border pt-6">
        <h3 className="font-sans text-xs font-medium tracking-wide text-muted uppercase">Special requests</h3>
        {q.specialRequests ? (
          <blockquote className="mt-3 border-l-2 border-accent-decor pl-4 font-display text-xl leading-relaxed whitespace-pre-line text-foreground italic">
            {q.specialRequests}
          </blockquote>
        ) : (
          <p className="mt-2 text-sm text-muted">None</p>
        )}
      </div>
    </SectionCard>
  );
}
