import { z } from 'zod';
import { PRICE_MAX_CENTS } from '#shared/domain/bounds.js';
import { text, multilineText, INT4_MAX } from './common.js';
import { TripVersion } from './trips.js';
import { ExchangeRate } from './exchange-rates.js';

/**
 * /billing (spec §2 Billing page, §3 billing_items, §4 billing toggles, §5 custom expense, §6, §7
 * billing_items, §8 Billing, §9 costs and totals; issue 11). Amounts travel as integer cents of
 * EUR (flights and hotels are priced in EUR, spec §9); the statement's totals are computed by
 * `billingStatement` (shared/domain/costs.ts) on the server, and the screen and the PDF show them.
 * Billing writes are trip writes (ADR 012), made through the trips module's one write. A change
 * of one line or toggle names its target by id and the value it read, and merges onto the trip
 * as it is now; adding an expense, deleting and the whole-trip actions name the trip version
 * they read (ADR 025).
 */

export const BILLING_MESSAGES = {
  organizerOnly: 'Billing is only available in organizer mode',
  slotNotFound: 'Time slot not found',
  activityNotFound: 'Activity not found',
  dayNotFound: 'Day not found',
  itemNotFound: 'Billing item not found',
  alreadyBilled: 'This activity is already in billing',
  title: 'Please enter a title for the expense',
  unitPrice: 'Please enter a valid unit price',
  quantity: 'Quantity must be a whole number of at least 1',
  loadFailed: 'Failed to load billing data',
  addFailed: 'Failed to add to billing',
  statusFailed: 'Failed to update billing status',
  descriptionFailed: 'Failed to update description',
  expenseFailed: 'Failed to add expense',
  clearFailed: 'Failed to clear billing items',
  unselectFailed: 'Failed to unselect activities',
  unlockFailed: 'Failed to unlock items',
  deleteFailed: 'Failed to delete expense',
  lockFailed: 'Failed to toggle lock cost',
  flightFailed: 'Failed to update flight billing',
  hotelFailed: 'Failed to update hotel billing',
  removedAll: 'All billing items removed successfully',
  unselectedAll: 'All activities unselected successfully',
  unlockedAll: 'All billing items unlocked successfully',
  confirmRemoveAll: 'Remove ALL billing items? This cannot be undone!',
  confirmUnselectAll: 'Unselect all activities? All validations will be removed.',
  confirmUnlockAll: 'Unlock all billing items? Costs will be multiplied by the number of people.',
  confirmDeleteExpense: 'Delete this expense?',
  empty: 'No billing items yet',
  /** Beside an activity line whose slot is gone from the itinerary (ADR 025). */
  lineRemoved: 'No longer in the itinerary',
  /** Beside an activity line whose slot now has another choice, or none. */
  lineChanged: 'The chosen activity changed',
  /** Beside a line billed by position before lines named ids, that no slot matched (migration 018). */
  lineUnmatched: 'Not matched to the itinerary',
  repriceFailed: 'Failed to re-price item',
  travelNotFound: 'No such flight on this trip',
  hotelNotFound: 'No hotel on this trip',
  /** A change of one line or toggle that does not name the value it read. */
  previousRequired: 'previous is required: send the value you read',
} as const;

/** Beside an activity line whose option's cost (or the travellers) changed since it was billed. */
export function costChangedText(now: string): string {
  return `Cost changed since billed: now ${now}`;
}

/** spec §6: adding or removing billing items is for team and super_admin only. */
export function billingRoleRefusal(role: string): string {
  return `Your role (${role}) does not have permission to add billing items. Only team members can add billing items.`;
}

/** unitPriceCents: the one ceiling of a priced item, €1,000,000 (bounds.ts, ADR 022). */
export const BILLING_LIMITS = { title: 200, description: 2000, unitPriceCents: PRICE_MAX_CENTS, quantity: 1_000 } as const;

export const BillingItemType = z.enum(['activity', 'custom_expense']);

/** How an activity line stands against the itinerary now (shared/domain/billing-lines.ts). */
export const BilledActivityState = z.enum(['current', 'changed', 'removed', 'unmatched']);

export const BillingItem = z.object({
  id: z.string(),
  itemType: BillingItemType,
  /** Where the billed slot is now (derived on each read); null when it is not in the itinerary. */
  dayNumber: z.number().int().nullable(),
  activityIndex: z.number().int().nullable(),
  /** The day, slot and option the line bills (activities; null for expenses and unmatched lines). */
  dayId: z.string().nullable(),
  slotId: z.string().nullable(),
  optionId: z.string().nullable(),
  /** Activities: how the line stands against the itinerary now; null for expenses. */
  itinerary: BilledActivityState.nullable(),
  /** Activities still chosen: the amount at the option's cost and travellers now, when it differs from amountCents. */
  nowCents: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  date: z.string().nullable(),
  time: z.string().nullable(),
  numberOfPeople: z.number().int(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  amountCents: z.number().int(),
  lockCost: z.boolean(),
  billed: z.boolean(),
  billedAt: z.string().nullable(),
  addedAt: z.string(),
});
export type BillingItem = z.infer<typeof BillingItem>;

export const TravelLine = z.object({
  key: z.enum(['outbound', 'return', 'hotel']),
  label: z.string(),
  detail: z.string(),
  unitCents: z.number().int(),
  multiplier: z.number().int(),
  amountCents: z.number().int(),
  billed: z.boolean(),
  counted: z.boolean(),
});
export type TravelLine = z.infer<typeof TravelLine>;

export const BillingTotals = z.object({
  totalCents: z.number().int(),
  billedCents: z.number().int(),
  unbilledCents: z.number().int(),
});

export const BillingView = z.object({
  tripId: z.string(),
  friendlyId: z.number().int(),
  tripName: z.string(),
  destination: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  travellers: z.number().int(),
  clientName: z.string(),
  version: z.number().int(),
  includeFlight: z.boolean(),
  includeHotel: z.boolean(),
  items: z.array(BillingItem),
  travel: z.array(TravelLine),
  totals: BillingTotals,
  /** The EUR -> USD rate the USD figures use, with its date (spec §9). */
  rate: ExchangeRate,
  /** What the caller may do: organize (mark billed, descriptions, lock, toggles), add or remove items. */
  can: z.object({ organize: z.boolean(), addRemove: z.boolean() }),
});
export type BillingView = z.infer<typeof BillingView>;

export const BillingTripParams = z.object({ tripId: z.uuid('Invalid trip id') });
export const BillingItemParams = BillingTripParams.extend({ itemId: z.uuid('Invalid billing item id') });

export const VersionBody = z.object({ version: TripVersion });

/** A slot's chosen option, by the ids the caller read: billed once whatever the reordering (ADR 025). */
export const AddActivityBody = z.object({
  dayId: text().min(1, BILLING_MESSAGES.dayNotFound).max(200),
  slotId: text().min(1, BILLING_MESSAGES.slotNotFound).max(200),
  optionId: text({ error: BILLING_MESSAGES.activityNotFound }).min(1, BILLING_MESSAGES.activityNotFound).max(200),
});
export type AddActivityBody = z.infer<typeof AddActivityBody>;

export const CustomExpenseBody = z.object({
  version: TripVersion,
  title: text({ error: BILLING_MESSAGES.title }).trim().min(1, BILLING_MESSAGES.title).max(BILLING_LIMITS.title, `Must be at most ${BILLING_LIMITS.title} characters`),
  description: multilineText().trim().max(BILLING_LIMITS.description, `Must be at most ${BILLING_LIMITS.description} characters`).optional(),
  /** EUR cents, > 0. */
  unitCents: z
    .number({ error: BILLING_MESSAGES.unitPrice })
    .int(BILLING_MESSAGES.unitPrice)
    .positive(BILLING_MESSAGES.unitPrice)
    .max(BILLING_LIMITS.unitPriceCents, BILLING_MESSAGES.unitPrice),
  quantity: z
    .number({ error: BILLING_MESSAGES.quantity })
    .int(BILLING_MESSAGES.quantity)
    .min(1, BILLING_MESSAGES.quantity)
    .max(BILLING_LIMITS.quantity, BILLING_MESSAGES.quantity)
    .default(1),
});
export type CustomExpenseBody = z.input<typeof CustomExpenseBody>;

/**
 * One field of a line, and `previous`, its value as the caller read it: the change applies to the
 * line as it is now while that field still has that value (409 stale otherwise), whatever else
 * changed in the trip meanwhile (ADR 025).
 */
export const ItemPatchBody = z
  .object({
    billed: z.boolean().optional(),
    lockCost: z.boolean().optional(),
    description: multilineText().trim().max(BILLING_LIMITS.description, `Must be at most ${BILLING_LIMITS.description} characters`).optional(),
    previous: z.union([z.boolean(), multilineText().max(BILLING_LIMITS.description)], { error: BILLING_MESSAGES.previousRequired }),
  })
  .refine((b) => [b.billed, b.lockCost, b.description].filter((v) => v !== undefined).length === 1, {
    message: 'Change one of billed, lockCost or description',
  })
  .refine((b) => typeof b.previous === (b.description !== undefined ? 'string' : 'boolean'), {
    message: 'previous must be the value of the field you change, as you read it',
    path: ['previous'],
  });
export type ItemPatchBody = z.infer<typeof ItemPatchBody>;

/** Flights or the hotel counted in the totals, and `previous`, the toggle as the caller read it (ADR 025). */
export const IncludeBody = z
  .object({ includeFlight: z.boolean().optional(), includeHotel: z.boolean().optional(), previous: z.boolean({ error: BILLING_MESSAGES.previousRequired }) })
  .refine((b) => (b.includeFlight === undefined) !== (b.includeHotel === undefined), { message: 'Change one of includeFlight or includeHotel' });
export type IncludeBody = z.infer<typeof IncludeBody>;

export const TravelBilledParams = BillingTripParams.extend({ part: z.enum(['outbound', 'return', 'hotel'], { error: 'Unknown part' }) });
export const TravelBilledBody = z.object({ billed: z.boolean(), previous: z.boolean({ error: BILLING_MESSAGES.previousRequired }) });

/**
 * Re-price an activity line at its option's cost and the travellers now: `previousCents` is the
 * line's amount and `nowCents` the new amount as the caller read them (409 stale when either moved).
 */
export const RepriceBody = z.object({
  previousCents: z.number({ error: BILLING_MESSAGES.previousRequired }).int().min(0).max(Number.MAX_SAFE_INTEGER),
  nowCents: z.number({ error: 'nowCents is required: send the amount you were shown' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type RepriceBody = z.infer<typeof RepriceBody>;

/** DELETE calls name the version they read in the query (?version=). */
export const VersionQuery = z.object({
  version: z.coerce
    .number({ error: 'version is required: send the version of the trip you read' })
    .int('version must be a whole number')
    .min(1, 'version must be at least 1')
    .max(INT4_MAX, 'version is out of range'),
});

/** GET statement.pdf: the currency of the amounts (EUR by default; USD at the stored rate). */
export const StatementQuery = z.object({ currency: z.enum(['EUR', 'USD'], { error: 'Currency must be EUR or USD' }).default('EUR') });

/** A trip's private calendar subscription: `url` only in the answer that created it (the secret is not kept). */
export const CalendarSubscription = z.object({
  active: z.boolean(),
  createdAt: z.string().nullable(),
  lastReadAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type CalendarSubscription = z.infer<typeof CalendarSubscription>;

export const FeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'Unknown calendar link') });
