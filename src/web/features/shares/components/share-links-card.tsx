import { useId, useState } from 'react';
import { Copy, Link2, Link2Off, UsersRound } from 'lucide-react';
import { Button, ConfirmDialog, ErrorState, Input, Skeleton, toast } from '#web/components/ui';
import { errorMessage } from '#web/lib/errors';
import { formatDate } from '#shared/domain/dates';
import { SHARE_LABEL_MAX, type ShareLink } from '#shared/contracts/shares';
import { useCreateShareLink, useRevokeShareLink, useShareLinks } from '#web/features/shares/api';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Copy failed: select the link and copy it');
  }
}

const day = (iso: string) => formatDate(iso.slice(0, 10));

function LinkRow({ link, canManage, onRevoke }: { link: ShareLink; canManage: boolean; onRevoke: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="share-link">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-foreground">{link.label || 'Companion link'}</p>
        <p className="text-xs text-muted">
          Made {day(link.createdAt)} · {link.revokedAt ? `revoked ${day(link.revokedAt)}` : link.active ? `valid until ${day(link.expiresAt)}` : `expired ${day(link.expiresAt)}`}
        </p>
      </div>
      {canManage && link.active ? (
        <Button size="sm" variant="ghost" className="text-danger" onClick={onRevoke}>
          <Link2Off aria-hidden />
          Revoke
        </Button>
      ) : null}
    </li>
  );
}

/**
 * 'Share with a companion' (issue 21, ADR 031): a read-only link to the trip's days and places for
 * someone travelling along, never its prices or notes. The link is shown once, when made; the list
 * shows when each was made and until when it works. `canManage` is false in staff's client view,
 * which only shows what the client sees.
 */
export function ShareLinksCard({ tripId, canManage }: { tripId: string; canManage: boolean }) {
  const links = useShareLinks(tripId);
  const create = useCreateShareLink(tripId);
  const revoke = useRevokeShareLink(tripId);
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ShareLink | null>(null);
  const labelId = useId();
  const items = links.data?.items ?? [];
  const shown = items.filter((l) => l.active);

  return (
    <section className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5" aria-labelledby={`${labelId}-title`} data-testid="share-links-card">
      <div>
        <h2 id={`${labelId}-title`} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-foreground [&_svg]:size-4 [&_svg]:text-accent">
          <UsersRound aria-hidden /> Share with a companion
        </h2>
        <p className="mt-1 text-sm text-muted">
          A read-only link to the days and places of this trip, for someone travelling with you. It never shows prices, billing or notes for the agency.
        </p>
      </div>

      {canManage ? (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate(label, {
              onSuccess: (link) => {
                setMade(link.url);
                setLabel('');
              },
              onError: (err) => toast.error(`Could not make the link: ${errorMessage(err)}`),
            });
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={labelId} className="text-xs font-medium text-muted">
              For whom (optional)
            </label>
            <Input id={labelId} value={label} maxLength={SHARE_LABEL_MAX} placeholder="e.g. Marco" onChange={(e) => setLabel(e.target.value)} />
          </div>
          <Button type="submit" loading={create.isPending}>
            <Link2 aria-hidden />
            Create a link
          </Button>
        </form>
      ) : null}

      {made ? (
        <div className="space-y-2 rounded-lg bg-accent-soft/60 p-3" data-testid="share-link-made">
          <p className="text-sm text-foreground">Send this link to your companion. For safety it is shown only now.</p>
          <div className="flex gap-2">
            <Input readOnly value={made} aria-label="Companion link" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" size="icon" aria-label="Copy the link" onClick={() => void copy(made)}>
              <Copy aria-hidden />
            </Button>
          </div>
        </div>
      ) : null}

      {links.isPending ? (
        <div role="status" aria-label="Loading the links" className="flex flex-col gap-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </div>
      ) : links.isError ? (
        <ErrorState
          title="Could not load the links"
          message={errorMessage(links.error)}
          action={
            <Button variant="secondary" size="sm" onClick={() => void links.refetch()}>
              Try again
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted" data-testid="share-links-empty">
          No links yet{canManage ? ': create one to share the plan.' : '.'}
        </p>
      ) : (
        <ul className="divide-y divide-border" aria-label="Companion links">
          {shown.map((link) => (
            <LinkRow key={link.id} link={link} canManage={canManage} onRevoke={() => setRevoking(link)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke this link?"
        description="Whoever has it will see 'This link is no longer valid'. You can make a new one at any time."
        confirmLabel="Revoke"
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              setMade(null);
              toast.success('Link revoked');
            },
            onError: (err) => toast.error(`Could not revoke the link: ${errorMessage(err)}`),
          });
        }}
      />
    </section>
  );
}
