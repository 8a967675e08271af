import { useState } from 'react';
import { UserRoundCog, X } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Select } from '#web/components/ui/input';
import { SectionCard } from '#web/components/ui/section-card';
import { Skeleton } from '#web/components/ui/skeleton';
import { toast } from '#web/components/ui/toaster';
import { errorMessage } from '#web/lib/errors';
import { useTripOrganizerMutations, useTripOrganizers } from '#web/features/trips';
import { roleAccess } from '#shared/permissions';
import type { TripOrganizer } from '#shared/contracts/trip-organizers';

const nameOf = (o: TripOrganizer) => (o.fullName && o.fullName !== o.email ? `${o.fullName} (${o.email})` : o.email);

/**
 * The trip's organizers (ADR 023): staff attach a person with the Organizer role, who then
 * organizes this trip in organizer mode from the client sign-in; or detach them.
 */
export function OrganizersPanel({ tripId }: { tripId: string }) {
  const list = useTripOrganizers(tripId);
  const { attach, detach } = useTripOrganizerMutations(tripId);
  const [chosen, setChosen] = useState('');
  const onAttach = () => {
    if (!chosen) return;
    attach.mutate(chosen, {
      onSuccess: () => setChosen(''),
      onError: (err) => toast.error(`Failed to attach the organizer: ${errorMessage(err)}`),
    });
  };
  return (
    <div data-testid="trip-organizers">
      <SectionCard title="Organizers" icon={UserRoundCog} description={`Organizer: ${roleAccess('organizer')}`}>
        {list.isPending ? (
          <div role="status" aria-label="Loading the organizers">
            <Skeleton className="h-10" />
          </div>
        ) : list.isError ? (
          <p className="text-sm text-danger">Unable to load the organizers: {errorMessage(list.error)}</p>
        ) : (
          <div className="flex flex-col gap-4">
            {list.data.organizers.length === 0 ? (
              <p className="text-sm text-muted">No organizer attached to this trip.</p>
            ) : (
              <ul aria-label="Organizers of this trip" className="flex flex-col gap-2">
                {list.data.organizers.map((o) => (
                  <li key={o.id} className="flex items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 truncate">{nameOf(o)}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Detach ${o.email}`}
                      loading={detach.isPending && detach.variables === o.id}
                      onClick={() => detach.mutate(o.id, { onError: (err) => toast.error(`Failed to detach the organizer: ${errorMessage(err)}`) })}
                    >
                      <X aria-hidden /> Detach
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {list.data.available.length === 0 ? (
              <p className="text-xs text-muted">Give someone the Organizer role in Team Rights to attach them here.</p>
            ) : (
              <div className="flex items-end gap-2">
                <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                  <span className="font-medium">Attach an organizer</span>
                  <Select value={chosen} onChange={(e) => setChosen(e.target.value)}>
                    <option value="">Choose an organizer…</option>
                    {list.data.available.map((o) => (
                      <option key={o.id} value={o.id}>
                        {nameOf(o)}
                      </option>
                    ))}
                  </Select>
                </label>
                <Button onClick={onAttach} disabled={!chosen} loading={attach.isPending}>
                  Attach
                </Button>
              </div>
            )}
          </div>
        )}
      </SectionCard>
    </div>
  );
}
