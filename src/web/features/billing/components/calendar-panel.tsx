import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlus, Copy, Link2Off, RefreshCw } from 'lucide-react';
import { Button, Card, ConfirmDialog, DownloadLink, Input, toast } from '#web/components/ui';
import { call } from '#web/lib/api';
import { billingKeys } from '#web/lib/query-keys';
import { errorMessage } from '#web/lib/errors';
import { formatDate } from '#shared/domain/dates';
import { billingEndpoints as api } from '#shared/contracts/billing-endpoints';

const base = (tripId: string) => `/api/billing/${encodeURIComponent(tripId)}`;
const subscriptionKey = (tripId: string) => [...billingKeys.trip(tripId), 'calendar'] as const;

/**
 * The trip in a calendar (issue 11): a one-off .ics download, and a private subscription URL a
 * phone calendar follows (shown once when made; a new link replaces it; revoking stops it).
 */
export function CalendarPanel({ tripId }: { tripId: string }) {
  const qc = useQueryClient();
  const status = useQuery({ queryKey: subscriptionKey(tripId), queryFn: () => call(api.getCalendarSubscription, { params: { tripId } }) });
  const [url, setUrl] = useState<string | null>(null);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const make = useMutation({
    mutationFn: () => call(api.createCalendarSubscription, { params: { tripId } }),
    onSuccess: (s) => {
      setUrl(s.url);
      qc.setQueryData(subscriptionKey(tripId), { ...s, url: null });
    },
    onError: (err) => toast.error(`Failed to create the calendar link: ${errorMessage(err)}`),
  });
  const revoke = useMutation({
    mutationFn: () => call(api.revokeCalendarSubscription, { params: { tripId } }),
    onSuccess: (s) => {
      setUrl(null);
      setConfirmRevoke(false);
      qc.setQueryData(subscriptionKey(tripId), s);
      toast.success('Calendar link revoked');
    },
    onError: (err) => toast.error(`Failed to revoke the calendar link: ${errorMessage(err)}`),
  });
  const active = status.data?.active === true;

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('Copy failed: select the link and copy it');
    }
  }

  return (
    <Card className="space-y-4 p-5 print:hidden">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-semibold text-foreground">Calendar</h2>
          <p className="text-sm text-muted">Every chosen activity, the flights and the hotel stay, in the destination&apos;s time zone.</p>
        </div>
        <DownloadLink href={`${base(tripId)}/calendar.ics`} data-testid="calendar-ics">
          <CalendarPlus aria-hidden />
          Download .ics
        </DownloadLink>
      </div>
      {url ? (
        <div className="space-y-2">
          <p className="text-sm text-foreground">Your private link. Add it to your calendar app as a subscription; keep it to yourself.</p>
          <div className="flex gap-2">
            <Input readOnly value={url} aria-label="Calendar subscription link" onFocus={(e) => e.currentTarget.select()} />
            <Button variant="secondary" size="icon" aria-label="Copy the link" onClick={() => void copy()}>
              <Copy aria-hidden />
            </Button>
          </div>
          <a href={url.replace(/^https?:/, 'webcal:')} className="text-sm text-accent underline-offset-2 hover:underline">
            Open in my calendar app
          </a>
        </div>
      ) : active ? (
        <p className="text-sm text-muted">
          A subscription link is active{status.data?.createdAt ? ` since ${formatDate(status.data.createdAt.slice(0, 10))}` : ''}
          {status.data?.lastReadAt ? `, last read ${formatDate(status.data.lastReadAt.slice(0, 10))}` : ''}. For security it is shown only once: make a new one to see it again.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={active ? 'ghost' : 'primary'} loading={make.isPending} onClick={() => make.mutate()}>
          <RefreshCw aria-hidden />
          {active ? 'New subscription link' : 'Subscribe in my calendar'}
        </Button>
        {active ? (
          <Button size="sm" variant="ghost" className="text-danger" onClick={() => setConfirmRevoke(true)}>
            <Link2Off aria-hidden />
            Revoke link
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title="Revoke the calendar link?"
        description="Calendars subscribed with it stop receiving updates."
        confirmLabel="Revoke"
        tone="danger"
        loading={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </Card>
  );
}
