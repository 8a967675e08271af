import { useEffect, useState } from 'react';
import { CloudOff } from 'lucide-react';
import { lastUpdated, useOffline } from '#web/lib/use-offline';

const hhmm = (d: Date) => d.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * 'Offline – last updated 14:05' (issue 21, ADR 033): shown in the client workspace while the
 * network is gone, from the date of the trip data the app kept. Choices wait for the network.
 */
export function OfflineNotice() {
  const offline = useOffline();
  const [updated, setUpdated] = useState<Date | null>(null);
  useEffect(() => {
    if (!offline) return;
    let live = true;
    void lastUpdated()
      .then((d) => live && setUpdated(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [offline]);
  if (!offline) return null;
  return (
    <p role="status" data-testid="offline-notice" className="flex items-center justify-center gap-2 border-b border-border bg-surface-muted px-4 py-2 text-center text-sm text-muted">
      <CloudOff aria-hidden className="size-4 shrink-0" />
      <span>
        {updated ? `Offline – last updated ${hhmm(updated)}` : 'Offline'}. Your trip reads as it was; choices can be made again when the network returns.
      </span>
    </p>
  );
}
