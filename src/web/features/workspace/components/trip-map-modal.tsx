import { lazy, Suspense, useState } from 'react';
import { Map as MapIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useOpened } from '#web/lib/use-opened';
import type { Option } from '#shared/domain/itinerary';
import type { TripDetail } from '#shared/contracts/trip-detail';

/** The dialog and its map load when first opened (ADR 033: the client's /account stays light). */
const TripMapDialog = lazy(() => import('./trip-map-dialog'));

/** The 'Trip Map' button and its fullscreen dialog (spec §2). */
export function TripMapModal({ trip, onShowPlace }: { trip: TripDetail; onShowPlace: (o: Option) => void }) {
  const [open, setOpen] = useState(false);
  const opened = useOpened(open);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} className="self-start">
        <MapIcon aria-hidden /> Trip Map
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <TripMapDialog trip={trip} onShowPlace={onShowPlace} open={open} setOpen={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
