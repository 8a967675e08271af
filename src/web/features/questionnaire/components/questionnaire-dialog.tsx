import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '#web/components/ui/dialog';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { CONTACT_PROMISE_HOURS, QUESTIONNAIRE_STEPS, THANK_YOU_AUTO_CLOSE_MS } from '#shared/domain/constants';
import {
  QUESTIONNAIRE_MESSAGES,
  QuestionnaireBody,
  emptyQuestionnaire,
  questionnaireStepErrors,
  type QuestionnaireDraft,
} from '#shared/contracts/questionnaires';
import { submitQuestionnaire } from '#web/features/questionnaire/api';
import type { QuestionnairePreset } from '#web/features/questionnaire/preset';
import { StepAbout, StepDetails, StepJourney, type StepProps } from './questionnaire-steps';

const STEPS: ReadonlyArray<{ name: string; title: string; description: string; Component: (p: StepProps) => ReactNode }> = [
  {
    name: 'About you',
    title: 'Tell us about yourself',
    description: 'Who we are writing for, and where your heart is set.',
    Component: StepAbout,
  },
  {
    name: 'Your journey',
    title: 'Shape your journey',
    description: 'How long, how lavish, and what you love most.',
    Component: StepJourney,
  },
  {
    name: 'Final details',
    title: 'The finishing touches',
    description: "Everything here is optional: share what you know, and we'll ask about the rest.",
    Component: StepDetails,
  },
];

/** Text fields show their error once left (blur); choices as soon as they change. */
const BLUR_FIELDS = new Set(['name', 'email', 'startDate', 'endDate', 'specialRequests']);

/**
 * Continue becomes Submit Request in the same place: the second click of a
 * double click must not send the request (nor skip a step).
 */
function ignoreDoubleClick(event: MouseEvent<HTMLButtonElement>) {
  if (event.detail > 1) event.preventDefault();
}

type Status = 'editing' | 'submitting' | 'done' | 'failed';

export interface QuestionnaireDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset: QuestionnairePreset;
  /** Increases on each opening, so a preset applies every time. */
  presetSeq: number;
  /** The element that opened the dialog, focused again when it closes. */
  returnFocus: () => HTMLElement | null;
}

/**
 * The 3-step trip questionnaire (spec §2 Questionnaire modal, §4 wizard, §5, §9):
 * Back, Continue (enabled only when the step is valid), Submit Request,
 * 'Submitting...', then a thank-you screen that closes itself after 3 seconds.
 */
export default function QuestionnaireDialog({ open, onOpenChange, preset, presetSeq, returnFocus }: QuestionnaireDialogProps) {
  const idPrefix = useId().replace(/:/g, '');
  const [draft, setDraft] = useState<QuestionnaireDraft>(() => emptyQuestionnaire());
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [status, setStatus] = useState<Status>('editing');
  const [submittedName, setSubmittedName] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A package card opens the questionnaire with its destination (and notes the journey).
  useEffect(() => {
    if (!presetSeq) return;
    const { destination, packageTitle } = preset;
    if (!destination && !packageTitle) return;
    setDraft((d) => ({
      ...d,
      ...(destination ? { destination } : {}),
      ...(packageTitle && !d.specialRequests.trim()
        ? { specialRequests: `I'm interested in the "${packageTitle}" journey.` }
        : {}),
    }));
  }, [preset, presetSeq]);

  // The thank-you screen closes itself (spec §9: 3000 ms).
  useEffect(() => {
    if (status !== 'done') return;
    const timer = window.setTimeout(() => onOpenChange(false), THANK_YOU_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [status, onOpenChange]);

  // After a successful request, the next opening starts afresh.
  useEffect(() => {
    if (open || status !== 'done') return;
    setDraft(emptyQuestionnaire());
    setStep(0);
    setTouched(new Set());
    setStatus('editing');
  }, [open, status]);

  // Focus follows the step: the new step's title is announced.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    titleRef.current?.focus();
  }, [step, status]);

  const errors = questionnaireStepErrors(step, draft);
  const stepValid = Object.keys(errors).length === 0;
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([k]) => touched.has(k)));
  const last = step === QUESTIONNAIRE_STEPS - 1;
  const current = STEPS[step]!;

  const update = (patch: Partial<QuestionnaireDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    const choiceKeys = Object.keys(patch).filter((k) => !BLUR_FIELDS.has(k));
    if (choiceKeys.length) setTouched((t) => new Set([...t, ...choiceKeys]));
    if (status === 'failed') setStatus('editing');
  };
  const touch = (field: string) => setTouched((t) => (t.has(field) ? t : new Set([...t, field])));

  const goTo = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (!stepValid) {
      setTouched((t) => new Set([...t, ...Object.keys(errors)]));
      return;
    }
    if (!last) {
      goTo(step + 1);
      return;
    }
    const body = QuestionnaireBody.safeParse(draft);
    if (!body.success) {
      // Unreachable through the steps; shown as the spec's error rather than silently ignored.
      setStatus('failed');
      return;
    }
    setStatus('submitting');
    try {
      await submitQuestionnaire(body.data);
      setSubmittedName(draft.name.trim().split(/\s+/)[0] ?? '');
      moved.current = true;
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  const done = status === 'done';

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        className="sm:max-w-[44rem]"
        onCloseAutoFocus={(event) => {
          // Opened without a Radix trigger: give focus back to the button that opened it.
          const target = returnFocus();
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {done ? (
          <div className="flex flex-col items-center gap-4 py-8 text-center sm:py-12" role="status">
            <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Check className="size-7" aria-hidden />
            </span>
            <DialogTitle ref={titleRef} tabIndex={-1} className="pr-0 focus:outline-none">
              Thank you{submittedName ? `, ${submittedName}` : ''}!
            </DialogTitle>
            <DialogDescription className="max-w-md text-base">
              Your request is with our travel specialists. We will contact you within {CONTACT_PROMISE_HOURS} hours to
              begin composing your journey.
            </DialogDescription>
            <p className="text-sm text-muted">A confirmation is on its way to your inbox.</p>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-busy={status === 'submitting'}>
            <div className="mb-6 flex flex-col gap-2.5">
              <p className="pr-10 text-xs font-medium tracking-[0.18em] text-accent uppercase">
                Plan My Trip · Step {step + 1} of {QUESTIONNAIRE_STEPS}
              </p>
              <DialogTitle ref={titleRef} tabIndex={-1} className="focus:outline-none">
                {current.title}
              </DialogTitle>
              <DialogDescription>{current.description}</DialogDescription>
              <ol className="mt-2 grid grid-cols-3 gap-2" aria-label="Progress">
                {STEPS.map((s, i) => (
                  <li key={s.name} aria-current={i === step ? 'step' : undefined} className="flex flex-col gap-1.5">
                    <span
                      aria-hidden
                      className={cn('h-1 rounded-full transition-colors', i <= step ? 'bg-accent-decor' : 'bg-border')}
                    />
                    <span className={cn('text-xs', i === step ? 'font-medium text-foreground' : 'text-muted')}>
                      {s.name}
                      <span className="sr-only">{i < step ? ' (done)' : i === step ? ' (current)' : ''}</span>
                    </span>
                  </li>
                ))}
              </ol>
            </div>

            <current.Component draft={draft} update={update} errors={shownErrors} touch={touch} idPrefix={idPrefix} />

            {/* Honeypot: people never see it; a bot that fills it is answered without effect. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
              <label>
                Website
                <input
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                  value={draft.website}
                  onChange={(e) => setDraft((d) => ({ ...d, website: e.target.value }))}
                />
              </label>
            </div>

            {/* Kept in view while a long step scrolls (the panel scrolls, not the page). */}
            <div className="sticky -bottom-6 z-10 -mx-6 mt-8 -mb-6 border-t border-border bg-surface px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:-mb-8 sm:px-8 sm:py-5">
              {status === 'failed' ? (
                <p role="alert" className="mb-4 rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger">
                  {QUESTIONNAIRE_MESSAGES.submitFailed}
                </p>
              ) : null}
              <div className="flex items-center justify-between gap-3">
                {step > 0 ? (
                  <Button variant="secondary" onClick={() => goTo(step - 1)} disabled={status === 'submitting'}>
                    <ArrowLeft aria-hidden />
                    Back
                  </Button>
                ) : (
                  <span className="text-xs text-muted">
                    <span aria-hidden className="text-accent">
                      *
                    </span>{' '}
                    Required
                  </span>
                )}
                <div className="flex items-center gap-3">
                  {!stepValid && !last ? (
                    <span id={`${idPrefix}-why`} className="hidden text-xs text-muted sm:inline">
                      Complete the required fields to continue
                    </span>
                  ) : null}
                  {last ? (
                    <Button type="submit" disabled={!stepValid} loading={status === 'submitting'} onClick={ignoreDoubleClick}>
                      {status === 'submitting' ? 'Submitting...' : 'Submit Request'}
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      disabled={!stepValid}
                      aria-describedby={stepValid ? undefined : `${idPrefix}-why`}
                      onClick={ignoreDoubleClick}
                    >
                      Continue
                      <ArrowRight aria-hidden />
                    </Button>
                  )}
                </div>
              </div>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
