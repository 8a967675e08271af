import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { tripStatusBadge } from '#shared/domain/labels';

/** My Trips status colours (spec §2): confirmed green, completed blue, otherwise gray. */
export function workspaceStatusTone(status: string): BadgeTone {
  if (status === 'confirmed') return 'green';
  if (status === 'completed') return 'blue';
  return 'gray';
}

export function TripStatusPill({ status, className }: { status: string; className?: string }) {
  return (
    <Badge tone={workspaceStatusTone(status)} className={className}>
      {tripStatusBadge(status).label}
    </Badge>
  );
}

/** The Archived or Cancelled badge of a trip by its folder (spec §2 My Trips); nothing otherwise. */
export function TripFolderBadge({ folder }: { folder: string }) {
  if (folder === 'archived') return <Badge tone="amber">Archived</Badge>;
  if (folder === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  return null;
}
