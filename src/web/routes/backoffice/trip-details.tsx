import { useSearchParams } from 'react-router';
import { useSession } from '#web/features/auth/api';
import { TripDetailsPage } from '#web/features/trip-editor';
import { isSuperAdmin } from '#shared/permissions';

/** /backoffice/trip-details?tripId= (spec §2): the trip editor. */
function TripDetailsRoute() {
  const [params] = useSearchParams();
  const tripId = params.get('tripId')?.trim() || null;
  const user = useSession().data?.user ?? null;
  return <TripDetailsPage tripId={tripId} viewer={{ id: user?.id ?? '', isSuperAdmin: isSuperAdmin(user) }} />;
}

export const tripDetailsRoute = { Component: TripDetailsRoute };
