import type { ReactNode } from 'react';
import { Checkbox, Field, Input, Select, Textarea } from '#web/components/ui/input';
import * as constants from '#shared/domain/constants';
import {
  ACCOMMODATION_LABELS,
  DURATION_LABELS,
  TRAVEL_STYLE_LABELS,
  type QuestionnaireDraft,
} from '#shared/contracts/questionnaires';
import { ChoiceCard, ChoiceGroup, SingleChoice } from './choices';

export interface StepProps {
  draft: QuestionnaireDraft;
  update: (patch: Partial<QuestionnaireDraft>) => void;
  /** Errors to show now (touched fields only). */
  errors: Record<string, string>;
  touch: (field: string) => void;
  idPrefix: string;
}

const DESTINATION_CHOICES: ReadonlyArray<{ value: constants.Destination; title: string; caption: string }> = [
  { value: 'paris', title: 'Paris', caption: 'Art, gastronomy and the art of living' },
  { value: 'rome', title: 'Rome', caption: 'Three thousand years in every piazza' },
  { value: 'italy', title: 'Italy', caption: 'Tuscany, Amalfi, Venice and beyond' },
];

const DURATION_CAPTIONS: Record<constants.Duration, string> = {
  '3-5': 'A long weekend, beautifully spent',
  '6-7': 'A full week to settle in',
  '8+': 'The grand tour, unhurried',
};

const BUDGET_CAPTIONS: Record<constants.Budget, string> = {
  budget: 'Charming, well-chosen addresses',
  moderate: 'Comfort with a touch of luxury',
  luxury: '5-star hotels and private guides',
  'ultra-luxury': 'Palace suites and exclusive access',
};

const STYLE_CAPTIONS: Record<constants.TravelStyle, string> = {
  relaxed: 'Slow mornings, few plans',
  balanced: 'A little of everything',
  'fast-paced': 'See as much as we can',
};

/** The cards of a single choice, from its values' labels and captions. */
function choicesOf<T extends string>(values: readonly T[], titles: Record<T, string>, captions: Record<T, string>) {
  return values.map((value) => ({ value, title: titles[value], caption: captions[value] }));
}

const DURATION_CHOICES = choicesOf(constants.DURATIONS, DURATION_LABELS, DURATION_CAPTIONS);
const BUDGET_CHOICES = choicesOf(constants.BUDGETS, constants.BUDGET_LABELS, BUDGET_CAPTIONS);
const STYLE_CHOICES = choicesOf(Object.keys(TRAVEL_STYLE_LABELS) as constants.TravelStyle[], TRAVEL_STYLE_LABELS, STYLE_CAPTIONS);

function range(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function Grid({ children, cols }: { children: ReactNode; cols: string }) {
  return <div className={`grid gap-3 ${cols}`}>{children}</div>;
}

/** Step 1: name, e-mail and destination (spec §5). */
export function StepAbout({ draft, update, errors, touch, idPrefix }: StepProps) {
  return (
    <div className="flex flex-col gap-6">
      <Grid cols="sm:grid-cols-2">
        <Field label="Full name" htmlFor={`${idPrefix}-name`} error={errors.name} required>
          <Input
            name="name"
            autoComplete="name"
            required
            value={draft.name}
            onChange={(e) => update({ name: e.target.value })}
            onBlur={() => touch('name')}
          />
        </Field>
        <Field label="Email" htmlFor={`${idPrefix}-email`} error={errors.email} required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={draft.email}
            onChange={(e) => update({ email: e.target.value })}
            onBlur={() => touch('email')}
          />
        </Field>
      </Grid>
      <SingleChoice
        legend="Where would you like to go?"
        id={`${idPrefix}-destination`}
        error={errors.destination}
        required
        className="grid gap-3 sm:grid-cols-3"
        name="destination"
        options={DESTINATION_CHOICES}
        value={draft.destination}
        onChange={(destination) => update({ destination })}
      />
    </div>
  );
}

/** Step 2: duration, budget per person, at least one interest (spec §5). */
export function StepJourney({ draft, update, errors, idPrefix }: StepProps) {
  const toggleInterest = (id: string, on: boolean) => {
    const next = on ? [...draft.interests.filter((i) => i !== id), id] : draft.interests.filter((i) => i !== id);
    update({ interests: constants.INTERESTS.filter((i) => next.includes(i)) });
  };
  return (
    <div className="flex flex-col gap-7">
      <SingleChoice
        legend="How long would you like to travel?"
        id={`${idPrefix}-duration`}
        error={errors.duration}
        required
        className="grid gap-3 sm:grid-cols-3"
        name="duration"
        options={DURATION_CHOICES}
        value={draft.duration}
        onChange={(duration) => update({ duration })}
      />
      <SingleChoice
        legend="Budget per person"
        id={`${idPrefix}-budget`}
        error={errors.budget}
        required
        className="grid gap-3 sm:grid-cols-2"
        name="budget"
        options={BUDGET_CHOICES}
        value={draft.budget}
        onChange={(budget) => update({ budget })}
      />
      <ChoiceGroup
        legend="What would you love to experience?"
        hint="Choose at least one."
        id={`${idPrefix}-interests`}
        error={errors.interests}
        required
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-4"
      >
        {constants.INTERESTS.map((i) => (
          <ChoiceCard
            key={i}
            type="checkbox"
            compact
            name="interests"
            value={i}
            checked={draft.interests.includes(i)}
            onChange={(on) => toggleInterest(i, on)}
            title={constants.INTEREST_LABELS[i]}
          />
        ))}
      </ChoiceGroup>
    </div>
  );
}

/** Step 3: optional details (spec §2: travellers 1-6 / 0-4, dates, accommodation, style, requests). */
export function StepDetails({ draft, update, errors, touch, idPrefix }: StepProps) {
  const min = todayIso();
  return (
    <div className="flex flex-col gap-6">
      <Grid cols="grid-cols-2">
        <Field label="Adults" htmlFor={`${idPrefix}-adults`} error={errors.adults}>
          <Select name="adults" value={draft.adults} onChange={(e) => update({ adults: Number(e.target.value) })}>
            {range(constants.ADULTS_MIN, constants.ADULTS_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Children" htmlFor={`${idPrefix}-children`} error={errors.children}>
          <Select name="children" value={draft.children} onChange={(e) => update({ children: Number(e.target.value) })}>
            {range(constants.CHILDREN_MIN, constants.CHILDREN_MAX).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Field>
      </Grid>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2.5 text-sm font-medium text-foreground">Travel dates</legend>
        {/* Above the dates: a date's error, shown when its field loses focus, must not move it away
            from the pointer between press and release (the first click would not register). */}
        <Checkbox
          name="notYetScheduled"
          label="Not yet scheduled"
          checked={draft.notYetScheduled}
          onChange={(e) =>
            update(e.target.checked ? { notYetScheduled: true, startDate: '', endDate: '' } : { notYetScheduled: false })
          }
        />
        <Grid cols="grid-cols-1 min-[420px]:grid-cols-2">
          <Field label="Start date" htmlFor={`${idPrefix}-start`} error={errors.startDate}>
            <Input
              type="date"
              name="startDate"
              min={min}
              value={draft.startDate}
              disabled={draft.notYetScheduled}
              onChange={(e) => update({ startDate: e.target.value })}
              onBlur={() => touch('startDate')}
            />
          </Field>
          <Field label="End date" htmlFor={`${idPrefix}-end`} error={errors.endDate}>
            <Input
              type="date"
              name="endDate"
              min={draft.startDate || min}
              value={draft.endDate}
              disabled={draft.notYetScheduled}
              onChange={(e) => update({ endDate: e.target.value })}
              onBlur={() => touch('endDate')}
            />
          </Field>
        </Grid>
      </fieldset>

      <Field label="Accommodation" htmlFor={`${idPrefix}-accommodation`} error={errors.accommodation}>
        <Select name="accommodation" value={draft.accommodation} onChange={(e) => update({ accommodation: e.target.value })}>
          <option value="">No preference</option>
          {Object.entries(ACCOMMODATION_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </Field>

      <SingleChoice
        legend="Travel style"
        id={`${idPrefix}-style`}
        error={errors.travelStyle}
        className="grid gap-3 sm:grid-cols-3"
        name="travelStyle"
        options={STYLE_CHOICES}
        value={draft.travelStyle}
        onChange={(travelStyle) => update({ travelStyle })}
      />

      <Field
        label="Special requests"
        htmlFor={`${idPrefix}-requests`}
        error={errors.specialRequests}
        hint="Celebrations, dietary needs, mobility, the hotel you have always dreamt of..."
      >
        <Textarea
          name="specialRequests"
          rows={3}
          maxLength={2000}
          value={draft.specialRequests}
          onChange={(e) => update({ specialRequests: e.target.value })}
          onBlur={() => touch('specialRequests')}
        />
      </Field>
    </div>
  );
}
