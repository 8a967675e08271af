import { endpoints } from './endpoint.js';
import {
  AddActivityBody,
  BillingItemParams,
  BillingTripParams,
  BillingView,
  CalendarSubscription,
  CustomExpenseBody,
  IncludeBody,
  ItemPatchBody,
  RepriceBody,
  TravelBilledBody,
  TravelBilledParams,
  VersionBody,
  VersionQuery,
} from './billing.js';

/**
 * The JSON operations of /api/billing (ADR 035), by operationId. The documents (PDFs, .ics, the
 * calendar feed) are files, fetched as downloads, not through this table.
 */
export const billingEndpoints = endpoints({
  getBilling: { method: 'GET', path: '/api/billing/:tripId', params: BillingTripParams, response: BillingView },
  addBillingActivity: { method: 'POST', path: '/api/billing/:tripId/activities', params: BillingTripParams, body: AddActivityBody, response: BillingView },
  addBillingExpense: { method: 'POST', path: '/api/billing/:tripId/expenses', params: BillingTripParams, body: CustomExpenseBody, response: BillingView },
  updateBillingItem: { method: 'PATCH', path: '/api/billing/:tripId/items/:itemId', params: BillingItemParams, body: ItemPatchBody, response: BillingView },
  repriceBillingItem: { method: 'POST', path: '/api/billing/:tripId/items/:itemId/reprice', params: BillingItemParams, body: RepriceBody, response: BillingView },
  deleteBillingItem: { method: 'DELETE', path: '/api/billing/:tripId/items/:itemId', params: BillingItemParams, query: VersionQuery, response: BillingView },
  deleteAllBillingItems: { method: 'DELETE', path: '/api/billing/:tripId/items', params: BillingTripParams, query: VersionQuery, response: BillingView },
  unlockAllBillingCosts: { method: 'POST', path: '/api/billing/:tripId/unlock-all', params: BillingTripParams, body: VersionBody, response: BillingView },
  unselectAllTripOptions: { method: 'POST', path: '/api/billing/:tripId/unselect-all', params: BillingTripParams, body: VersionBody, response: BillingView },
  setBillingIncludes: { method: 'PUT', path: '/api/billing/:tripId/include', params: BillingTripParams, body: IncludeBody, response: BillingView },
  setTravelBilled: { method: 'PUT', path: '/api/billing/:tripId/travel/:part', params: TravelBilledParams, body: TravelBilledBody, response: BillingView },
  getCalendarSubscription: { method: 'GET', path: '/api/billing/:tripId/calendar-subscription', params: BillingTripParams, response: CalendarSubscription },
  createCalendarSubscription: { method: 'POST', path: '/api/billing/:tripId/calendar-subscription', params: BillingTripParams, response: CalendarSubscription },
  revokeCalendarSubscription: { method: 'DELETE', path: '/api/billing/:tripId/calendar-subscription', params: BillingTripParams, response: CalendarSubscription },
});
