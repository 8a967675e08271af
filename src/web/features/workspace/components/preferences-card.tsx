import { Sparkles } from 'lucide-react';
import { accommodationLabel, budgetLabel, interestLabel, travelStyleLabel } from '#shared/domain/labels';
import type { QuestionnaireSummary } from '#shared/contracts/clients';

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-[0.7rem] tracking-[0.18em] text-muted uppercase">{label}</dt>
      <dd className="text-sm font-medium text-foreground">{value}</dd>
    </div>
  );
}

/** 'Your Travel Preferences' from the first trip's questionnaire (spec §2 My Trips). */
export function PreferencesCard({ preferences }: { preferences: QuestionnaireSummary }) {
  return (
    <section aria-labelledby="prefs-title" className="rounded-xl border border-accent-decor/40 bg-gradient-to-br from-accent-soft/60 via-surface to-surface p-6 sm:p-8">
      <h2 id="prefs-title" className="flex items-center gap-2 font-display text-2xl font-semibold text-foreground">
        <Sparkles aria-hidden className="size-5 text-accent" /> Your Travel Preferences
      </h2>
      <dl className="mt-5 grid gap-5 sm:grid-cols-3">
        <Item label="Budget per person" value={budgetLabel(preferences.budget)} />
        <Item label="Travel style" value={travelStyleLabel(preferences.travelStyle)} />
        <Item label="Accommodation" value={accommodationLabel(preferences.accommodationPreference)} />
      </dl>
      {preferences.interests.length ? (
        <div className="mt-5">
          <p className="text-[0.7rem] tracking-[0.18em] text-muted uppercase">Interests</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {preferences.interests.map((i) => (
              <li key={i} className="rounded-full border border-border bg-surface px-3 py-1 text-sm text-foreground">
                {interestLabel(i)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {preferences.specialRequests ? (
        <p className="mt-5 max-w-3xl border-l-2 border-accent-decor pl-4 text-sm leading-relaxed text-muted italic">{preferences.specialRequests}</p>
      ) : null}
    </section>
  );
}
