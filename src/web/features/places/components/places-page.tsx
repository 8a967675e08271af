import { useCallback, useState } from 'react';
import { Compass, Landmark, Plus, Sparkles } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/dialog';
import { Select } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { toast } from '#web/components/ui/toaster';
import { ListEmpty } from '#web/components/list/list-states';
import { PagedGrid, SearchingSpinner } from '#web/components/list/paged-grid';
import { SearchField } from '#web/components/list/search-field';
import { errorMessage } from '#web/lib/errors';
import { pageParam, searchParam, useListState, type ListCodec } from '#web/lib/list-state';
import { CATALOGUE_CITIES, PLACE_KINDS, PLACE_QUERY_MAX } from '#shared/domain/places';
import type { CustomActivity, PlaceFacet } from '#shared/contracts/places';
import { usePlaces } from '#web/features/places/api/get-places';
import { useCustomActivities, useDeleteCustomActivity } from '#web/features/places/api/custom-activities';
import { PlaceCard, PlaceCardSkeleton } from './place-card';
import { CustomActivityCard, CustomActivityCardSkeleton } from './custom-activity-card';
import { CustomActivityDialog } from './custom-activity-dialog';

type Tab = 'catalogue' | 'custom';

export interface PlacesListState {
  tab: Tab;
  q: string;
  city: string;
  kind: string;
  page: number;
}

const oneOf = (value: string | null, allowed: readonly string[]) => (value && allowed.includes(value) ? value : '');

/** ?tab=custom&q=...&city=rome&kind=museum&page=2 (list kit); a change of tab starts its list afresh. */
export const placesCodec: ListCodec<PlacesListState> = {
  parse: (p) => ({
    tab: p.get('tab') === 'custom' ? 'custom' : 'catalogue',
    q: searchParam(p, 'q', PLACE_QUERY_MAX),
    city: oneOf(p.get('city'), CATALOGUE_CITIES),
    kind: oneOf(p.get('kind'), PLACE_KINDS),
    page: pageParam(p),
  }),
  serialize: (s) => {
    const p = new URLSearchParams();
    if (s.tab === 'custom') p.set('tab', 'custom');
    if (s.q) p.set('q', s.q);
    if (s.tab === 'catalogue' && s.city) p.set('city', s.city);
    if (s.tab === 'catalogue' && s.kind) p.set('kind', s.kind);
    if (s.page > 1) p.set('page', String(s.page));
    return p;
  },
  next: (current, change) => {
    if (change.tab && change.tab !== current.tab) return { tab: change.tab, q: '', city: '', kind: '', page: 1 };
    const filtersChanged = (['q', 'city', 'kind'] as const).some((k) => change[k] !== undefined && change[k] !== current[k]);
    return { ...current, ...change, page: change.page ?? (filtersChanged ? 1 : current.page) };
  },
};

const facetOption = (f: PlaceFacet) => (
  <option key={f.value} value={f.value}>
    {f.label} ({f.count})
  </option>
);

/**
 * /backoffice/places (issue 8 §1): staff browse and search the built-in catalogue (by city and
 * kind, a page at a time, each place with its picture, address, cost, hours and website) and
 * the agency's own custom activities, which they add, edit and delete.
 */
export function PlacesPage() {
  const [state, update] = useListState(placesCodec);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const onSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);

  const catalogue = usePlaces({ q: state.tab === 'catalogue' ? state.q : '', city: state.tab === 'catalogue' ? state.city : '', kind: state.tab === 'catalogue' ? state.kind : '', page: state.tab === 'catalogue' ? state.page : 1 });
  const custom = useCustomActivities(state.tab === 'custom' ? state.q : '', state.tab === 'custom' ? state.page : 1);

  const placesTotal = catalogue.data?.facets.cities.reduce((n, c) => n + c.count, 0);
  const cities = catalogue.data?.facets.cities.filter((c) => c.count > 0).length;
  const editedActivity = editing && editing !== 'new' ? (custom.data?.items.find((a) => a.id === editing) ?? null) : null;

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Backoffice"
        title="Places"
        subtitle={
          placesTotal !== undefined
            ? `${placesTotal.toLocaleString('en-GB')} places across ${cities} destinations, checked by the agency, and the experiences you add yourselves.`
            : 'The agency’s catalogue of places, and the experiences you add yourselves.'
        }
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden /> New activity
          </Button>
        }
      />

      <Tabs value={state.tab} onValueChange={(tab) => update({ tab: tab as Tab })}>
        <TabsList aria-label="Places">
          <TabsTrigger value="catalogue" count={placesTotal}>
            Catalogue
          </TabsTrigger>
          <TabsTrigger value="custom" count={state.tab === 'custom' && state.q ? undefined : custom.data?.total}>
            Custom activities
          </TabsTrigger>
        </TabsList>

        <TabsContent value="catalogue">
          <CataloguePanel state={state} update={update} onSearch={onSearch} query={catalogue} />
        </TabsContent>
        <TabsContent value="custom">
          <CustomPanel
            state={state}
            update={update}
            onSearch={onSearch}
            query={custom}
            onAdd={() => setEditing('new')}
            onEdit={(a) => setEditing(a.id)}
          />
        </TabsContent>
      </Tabs>

      <CustomActivityDialog open={editing !== null && (editing === 'new' || editedActivity !== null)} onOpenChange={(o) => !o && setEditing(null)} activity={editedActivity} />
    </main>
  );
}

type Update = (change: Partial<PlacesListState>, opts?: { replace?: boolean }) => void;

function CataloguePanel({
  state,
  update,
  onSearch,
  query,
}: {
  state: PlacesListState;
  update: Update;
  onSearch: (q: string) => void;
  query: ReturnType<typeof usePlaces>;
}) {
  const data = query.data;
  const filtered = state.q !== '' || state.city !== '' || state.kind !== '';
  return (
    <section aria-label="Catalogue">
      <div className="mb-8 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchField
          id="place-search"
          value={state.tab === 'catalogue' ? state.q : ''}
          onSearch={onSearch}
          label="Search the catalogue"
          placeholder="Search by name, address or city"
          maxLength={PLACE_QUERY_MAX}
          clearable
          className="lg:max-w-md"
        />
        <div className="grid grid-cols-2 gap-3 lg:flex lg:w-auto">
          <label htmlFor="place-city" className="sr-only">
            Destination
          </label>
          <Select id="place-city" value={state.city} onChange={(e) => update({ city: e.target.value })} className="h-11 lg:w-52">
            <option value="">All destinations</option>
            {data?.facets.cities.map(facetOption)}
          </Select>
          <label htmlFor="place-kind" className="sr-only">
            Kind of place
          </label>
          <Select id="place-kind" value={state.kind} onChange={(e) => update({ kind: e.target.value })} className="h-11 lg:w-44">
            <option value="">All kinds</option>
            {data?.facets.kinds.map(facetOption)}
          </Select>
        </div>
        <SearchingSpinner query={query} />
      </div>

      <PagedGrid
        query={query}
        loadingLabel="Loading places"
        skeleton={<PlaceCardSkeleton />}
        skeletons={6}
        errorTitle="Unable to load the catalogue"
        empty={
          <ListEmpty
            filtered={filtered}
            icon={<Landmark />}
            title="No places match"
            filteredDescription="Nothing in the catalogue holds every word of this search with these filters. Try fewer words, or another destination."
            description="The catalogue is loaded when the server starts."
            onClear={() => update({ q: '', city: '', kind: '' })}
            clearLabel="Clear search and filters"
          />
        }
        header={(data) => (
          <p className="mb-4 text-sm text-muted" aria-live="polite">
            {data.total.toLocaleString('en-GB')} place{data.total === 1 ? '' : 's'}
            {filtered ? ' found' : ''}
          </p>
        )}
        gridClassName="grid gap-6 sm:grid-cols-2 xl:grid-cols-3"
        itemKey={(p) => p.id}
        renderItem={(p) => <PlaceCard place={p} />}
        onPage={(page) => update({ page })}
      />
    </section>
  );
}

function CustomPanel({
  state,
  update,
  onSearch,
  query,
  onAdd,
  onEdit,
}: {
  state: PlacesListState;
  update: Update;
  onSearch: (q: string) => void;
  query: ReturnType<typeof useCustomActivities>;
  onAdd: () => void;
  onEdit: (a: CustomActivity) => void;
}) {
  const remove = useDeleteCustomActivity();
  const [deleting, setDeleting] = useState<CustomActivity | null>(null);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Activity deleted', { description: deleting.title });
      setDeleting(null);
    } catch (err) {
      toast.error(`Failed to delete activity: ${errorMessage(err)}`);
    }
  }

  return (
    <section aria-label="Custom activities">
      <div className="mb-8 flex items-center gap-3">
        <SearchField
          id="activity-search"
          value={state.tab === 'custom' ? state.q : ''}
          onSearch={onSearch}
          label="Search custom activities"
          placeholder="Search title, address or notes"
          maxLength={PLACE_QUERY_MAX}
          clearable
          className="max-w-xl"
        />
        <SearchingSpinner query={query} />
      </div>

      <PagedGrid
        query={query}
        loadingLabel="Loading custom activities"
        skeleton={<CustomActivityCardSkeleton />}
        skeletons={3}
        errorTitle="Unable to load custom activities"
        empty={
          state.q ? (
            <ListEmpty
              filtered
              icon={<Sparkles />}
              title="No activities match"
              filteredDescription="No custom activity has this title, address or description."
              onClear={() => update({ q: '' })}
              clearLabel="Clear search"
            />
          ) : (
            <div className="flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border px-6 py-14 text-center">
              <div aria-hidden className="mb-1 flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent [&_svg]:size-5">
                <Compass />
              </div>
              <p className="font-display text-2xl font-semibold text-foreground">No custom activities yet</p>
              <p className="max-w-md text-sm text-muted">
                Add the agency’s own experiences (a private tasting, a friend’s atelier, a boat at sunset) to offer them beside the catalogue.
              </p>
              <Button className="mt-3" onClick={onAdd}>
                <Plus aria-hidden /> New activity
              </Button>
            </div>
          )
        }
        gridClassName="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        itemKey={(a) => a.id}
        renderItem={(a) => <CustomActivityCard activity={a} onEdit={() => onEdit(a)} onDelete={() => setDeleting(a)} />}
        onPage={(page) => update({ page })}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this activity?"
        description={deleting ? `“${deleting.title}” will no longer be offered. Itineraries that already include it keep their copy.` : undefined}
        confirmLabel="Delete"
        tone="danger"
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
