import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '#web/lib/api';
import { tripKeys } from '#web/lib/query-keys';
import type { TemplateTripList } from '#shared/contracts/clients';

/** GET /api/trips/templates: the demo account's trips, offered as a new client's first trip. */
export const getTripTemplates = () => get<TemplateTripList>('/api/trips/templates');

export const tripTemplatesQueryOptions = () =>
  queryOptions({ queryKey: tripKeys.templates(), queryFn: getTripTemplates, staleTime: 5 * 60_000 });

export function useTripTemplates() {
  return useQuery(tripTemplatesQueryOptions());
}
