/** The statement's 'Flights & hotel' section: each travel line, whether it counts in the totals and its billed status. */
import type { ReactNode } from 'react';
import { Plane, BedDouble } from 'lucide-react';
import { Badge, Card, Checkbox } from '#web/components/ui';
import { cn } from '#web/lib/cn';
import type { BillingView, TravelLine } from '#shared/contracts/billing';
import type { BillingWrite } from '#web/features/billing/api';

export function TravelSection({
  view,
  money,
  organizing,
  canMarkBilled,
  run,
}: {
  view: BillingView;
  money: (cents: number) => string;
  organizing: boolean;
  canMarkBilled: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}) {
  return (
    <section aria-labelledby="billing-travel" className="space-y-4">
      <h2 id="billing-travel" className="font-display text-2xl font-semibold text-foreground">
        Flights &amp; hotel
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        {TRAVEL_PARTS.map(({ title, Icon, include, unit, none, isPart }) => {
          const lines = view.travel.filter((l) => isPart(l.key));
          return (
            <TravelCard
              key={include}
              title={
                <>
                  <Icon aria-hidden className="size-4 text-accent" /> {title}
                </>
              }
              includeLabel={`Include ${title.toLowerCase()}`}
              included={view[include]}
              onInclude={organizing ? (included) => void run({ kind: 'include', [include]: included }) : undefined}
            >
              {lines.length === 0 ? <p className="text-sm text-muted">{none}</p> : lines.map((l) => <TravelRow key={l.key} line={l} money={money} unit={unit} organizing={organizing && canMarkBilled} run={run} />)}
            </TravelCard>
          );
        })}
      </div>
    </section>
  );
}

/** The section's two cards: the flights (outbound and return lines) and the hotel (one line). */
const TRAVEL_PARTS = [
  { title: 'Flights', Icon: Plane, include: 'includeFlight', unit: 'traveller', none: 'No flights recorded.', isPart: (key: TravelLine['key']) => key !== 'hotel' },
  { title: 'Hotel', Icon: BedDouble, include: 'includeHotel', unit: 'night', none: 'No hotel recorded.', isPart: (key: TravelLine['key']) => key === 'hotel' },
] as const;

/** Flights or hotel: its heading, whether it is billed (a checkbox while organizing), its lines. */
function TravelCard({
  title,
  includeLabel,
  included,
  onInclude,
  children,
}: {
  title: ReactNode;
  includeLabel: string;
  included: boolean;
  /** While organizing: the checkbox changes whether it is billed. */
  onInclude?: (included: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4 p-5 print:shadow-none">
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 font-medium text-foreground">{title}</h3>
        {onInclude ? (
          <span className="print:hidden">
            <Checkbox label={includeLabel} checked={included} onChange={(e) => onInclude(e.currentTarget.checked)} />
          </span>
        ) : (
          <IncludedBadge included={included} />
        )}
      </div>
      {children}
    </Card>
  );
}

function IncludedBadge({ included }: { included: boolean }) {
  return included ? <Badge tone="gold">Included in totals</Badge> : <Badge tone="gray">Not included</Badge>;
}

function TravelRow({
  line,
  money,
  unit,
  organizing,
  run,
}: {
  line: TravelLine;
  money: (cents: number) => string;
  unit: 'traveller' | 'night';
  organizing: boolean;
  run: (w: BillingWrite) => Promise<boolean>;
}) {
  return (
    <div className="flex items-start justify-between gap-4 text-sm" data-testid={`travel-${line.key}`}>
      <div className="min-w-0">
        <p className="font-medium text-foreground">{line.label}</p>
        {line.detail ? <p className="text-xs text-muted">{line.detail}</p> : null}
        <p className="mt-1 text-xs text-muted tabular-nums">
          {money(line.unitCents)} × {line.multiplier} {line.multiplier === 1 ? unit : `${unit}s`}
        </p>
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <span className={cn('font-medium tabular-nums', line.counted ? 'text-foreground' : 'text-muted line-through')}>{money(line.amountCents)}</span>
        {organizing ? (
          <Checkbox
            label="Billed"
            checked={line.billed}
            onChange={(e) => void run({ kind: 'travelBilled', part: line.key, billed: e.currentTarget.checked })}
            aria-label={`${line.label} billed`}
          />
        ) : line.billed ? (
          <Badge tone="green">Billed</Badge>
        ) : null}
      </div>
    </div>
  );
}
