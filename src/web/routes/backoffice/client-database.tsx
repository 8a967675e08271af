import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, ChevronLeft, ChevronRight, Search, Users } from 'lucide-react';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState } from '#web/components/ui/empty-state';
import { ErrorState } from '#web/components/ui/error-state';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { useClients } from '#web/features/clients/api';
import { ClientCard, ClientCardSkeleton } from '#web/features/clients/components/client-card';
import { NewClientButton, NewClientDialog } from '#web/features/clients/components/new-client-dialog';
import { errorMessage } from '#web/features/clients/format';
import { CLIENT_MESSAGES } from '#shared/contracts/clients';

const SEARCH_DEBOUNCE_MS = 300;

/** /backoffice/client-database: searchable card grid of clients, paged on the server (spec §2). */
function ClientDatabasePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    if (typed.trim() === search) return;
    const id = setTimeout(() => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (typed.trim()) next.set('search', typed.trim());
          else next.delete('search');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [typed, search, setParams]);

  const query = useClients(search, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  function goTo(p: number) {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (p > 1) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? first + data.items.length - 1 : 0;

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Backoffice"
        title="Client Database"
        subtitle={
          data
            ? `${data.total.toLocaleString('en-GB')} client${data.total === 1 ? '' : 's'}${search ? ` matching “${search}”` : ''}`
            : 'Every client the agency has welcomed, and the trips prepared for them.'
        }
        actions={
          <>
            <Link to="/backoffice" className={buttonClasses('secondary')}>
              <ArrowLeft aria-hidden /> Back to Backoffice
            </Link>
            <NewClientButton onClick={() => setCreating(true)} />
          </>
        }
      />

      <div className="mb-8 flex items-center gap-3">
        <label htmlFor="client-search" className="sr-only">
          Search clients
        </label>
        <div className="relative w-full max-w-xl">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <Input
            id="client-search"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Search by email, name or destination"
            className="h-11 pl-9"
            autoComplete="off"
            maxLength={200}
          />
        </div>
        {query.isFetching && !query.isPending ? <Spinner label="Searching" className="text-accent" /> : null}
      </div>

      {query.isPending ? (
        <div role="status" aria-label="Loading clients" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <ClientCardSkeleton key={i} />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState
          title="Unable to load clients"
          message={errorMessage(query.error)}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={<Users />}
          title={CLIENT_MESSAGES.noneFound}
          description={
            search
              ? 'No client matches this e-mail, name or destination. Try another search.'
              : 'Clients appear here once you create them, from a questionnaire or with New Client.'
          }
          action={
            search ? (
              <Button variant="secondary" onClick={() => setTyped('')}>
                Clear search
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {data.items.map((c) => (
              <li key={c.allowedId ?? c.key} className="flex">
                <div className="flex w-full flex-col [&>*]:flex-1">
                  <ClientCard client={c} />
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="mt-10 flex flex-col items-center justify-between gap-4 sm:flex-row">
              <p className="text-sm text-muted">
                Showing {first}–{last} of {data.total.toLocaleString('en-GB')}
              </p>
              <div className="flex items-center gap-2">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  <ChevronLeft aria-hidden /> Previous
                </Button>
                <span className="px-2 text-sm tabular-nums text-muted">
                  Page {page} of {pages}
                </span>
                <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                  Next <ChevronRight aria-hidden />
                </Button>
              </div>
            </nav>
          ) : null}
        </>
      ) : null}

      <NewClientDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}

export const clientDatabaseRoute = { Component: ClientDatabasePage };
