import { CheckCircle2, CircleAlert, Info, TriangleAlert, Wand2 } from 'lucide-react';
import { cn } from '#web/lib/cn';
import type { FindingCounts, PlanFinding, Severity } from '#shared/domain/plan-check/index';

const ICONS: Record<Severity, typeof Info> = { error: CircleAlert, warning: TriangleAlert, info: Info };
const ICON_TONE: Record<Severity, string> = { error: 'text-danger', warning: 'text-gold-600 dark:text-gold-300', info: 'text-muted' };
export const SEVERITY_NAMES: Record<Severity, string> = { error: 'To fix', warning: 'To check', info: 'Good to know' };

/** The editor header's count: '3 to check' (errors and warnings; information is not counted), or 'Plan checked'. */
export function findingsCountLabel(counts: FindingCounts): string {
  const n = counts.error + counts.warning;
  return n === 0 ? 'Plan checked' : `${n} to check`;
}

/**
 * The plan checker's findings about a slot or a day (ADR 032): each a severity icon, the
 * designer's sentence and its one-click fixes (applied through the editor's save path). Calm: a
 * quiet panel with a coloured icon, never a red block.
 */
export function FindingList({
  findings,
  onFix,
  className,
}: {
  findings: readonly PlanFinding[];
  onFix?: (finding: PlanFinding, fixIndex: number) => void;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-1.5', className)} aria-label="What to check">
      {findings.map((f) => {
        const Icon = ICONS[f.severity];
        return (
          <li
            key={f.id}
            data-testid="finding"
            data-code={f.code}
            data-severity={f.severity}
            className="flex flex-wrap items-start gap-x-2 gap-y-1 rounded-md bg-surface-muted px-2.5 py-1.5 text-sm"
          >
            <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', ICON_TONE[f.severity])} />
            <span className="sr-only">{SEVERITY_NAMES[f.severity]}: </span>
            <span className="min-w-0 flex-1 basis-48 text-foreground">{f.message}</span>
            {onFix && f.fixes.length ? (
              <span className="flex basis-full flex-wrap gap-x-4 gap-y-1 pl-6">
                {f.fixes.slice(0, 2).map((fix, i) => (
                  <button
                    key={`${fix.kind}:${i}`}
                    type="button"
                    className="inline-flex min-h-6 max-w-full items-start gap-1 rounded-sm text-left text-xs font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring pointer-coarse:min-h-11 pointer-coarse:items-center"
                    onClick={() => onFix(f, i)}
                  >
                    <Wand2 aria-hidden className="mt-0.5 size-3.5 shrink-0 pointer-coarse:mt-0" />
                    <span className="min-w-0">{fix.label}</span>
                  </button>
                ))}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The editor header's count of what the plan checker found: a link to the days, opening those with something to check. */
export function FindingsCount({ counts, onReveal }: { counts: FindingCounts; onReveal?: () => void }) {
  const n = counts.error + counts.warning;
  const Icon = counts.error ? CircleAlert : n ? TriangleAlert : CheckCircle2;
  return (
    <a
      href="#trip-days"
      onClick={onReveal}
      data-testid="findings-count"
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-medium tabular-nums transition-colors hover:bg-surface-muted',
        n ? 'border-border-strong text-foreground' : 'border-border text-muted',
      )}
      title={n ? `${counts.error} to fix, ${counts.warning} to check, ${counts.info} good to know` : 'The plan checker found nothing to check'}
    >
      <Icon aria-hidden className={cn('size-4', counts.error ? ICON_TONE.error : n ? ICON_TONE.warning : 'text-success')} />
      {findingsCountLabel(counts)}
    </a>
  );
}
