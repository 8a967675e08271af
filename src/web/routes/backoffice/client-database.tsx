import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Users } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { PageHeader } from '#web/components/ui/page-header';
import { ListEmpty } from '#web/components/list/list-states';
import { PagedGrid, SearchingSpinner } from '#web/components/list/paged-grid';
import { SearchField } from '#web/components/list/search-field';
import { pageParam, searchParam, useListState, type ListCodec } from '#web/lib/list-state';
import { paths } from '#web/lib/paths';
import { useClients } from '#web/features/clients/api/get-clients';
import { ClientCard, ClientCardSkeleton } from '#web/features/clients/components/client-card';
import { NewClientButton, NewClientDialog } from '#web/features/clients/components/new-client-dialog';
import { CLIENT_MESSAGES } from '#shared/contracts/clients';

const SEARCH_MAX_LENGTH = 200;

interface ClientListState {
  search: string;
  page: number;
}

/** ?search=...&page=2 (list kit). */
const codec: ListCodec<ClientListState> = {
  parse: (p) => ({ search: searchParam(p, 'search', SEARCH_MAX_LENGTH), page: pageParam(p) }),
  serialize: (s) => {
    const p = new URLSearchParams();
    if (s.search) p.set('search', s.search);
    if (s.page > 1) p.set('page', String(s.page));
    return p;
  },
};

/** /backoffice/client-database: searchable card grid of clients, paged on the server (spec §2). */
function ClientDatabasePage() {
  const [{ search, page }, update] = useListState(codec);
  const [creating, setCreating] = useState(false);
  const onSearch = useCallback((value: string) => update({ search: value }, { replace: true }), [update]);

  const query = useClients(search, page);
  const data = query.data;

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
            <Link to={paths.backoffice()} className={buttonClasses('secondary')}>
              <ArrowLeft aria-hidden /> Back to Backoffice
            </Link>
            <NewClientButton onClick={() => setCreating(true)} />
          </>
        }
      />

      <div className="mb-8 flex items-center gap-3">
        <SearchField
          id="client-search"
          value={search}
          onSearch={onSearch}
          label="Search clients"
          placeholder="Search by email, name or destination"
          maxLength={SEARCH_MAX_LENGTH}
          className="max-w-xl"
        />
        <SearchingSpinner query={query} />
      </div>

      <PagedGrid
        query={query}
        loadingLabel="Loading clients"
        skeleton={<ClientCardSkeleton />}
        skeletons={6}
        errorTitle="Unable to load clients"
        empty={
          <ListEmpty
            filtered={search !== ''}
            filteredIcon={<Users />}
            icon={<Users />}
            title={CLIENT_MESSAGES.noneFound}
            filteredDescription="No client matches this e-mail, name or destination. Try another search."
            description="Clients appear here once you create them, from a questionnaire or with New Client."
            onClear={() => onSearch('')}
            clearLabel="Clear search"
          />
        }
        gridClassName="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
        itemClassName="flex min-w-0"
        cellClassName="flex w-full flex-col [&>*]:flex-1"
        itemKey={(c) => c.allowedId ?? c.key}
        renderItem={(c) => <ClientCard client={c} />}
        onPage={(p) => update({ page: p })}
      />

      <NewClientDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}

export const clientDatabaseRoute = { Component: ClientDatabasePage };
