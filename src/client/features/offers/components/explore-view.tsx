// The body of /explore/:type: toolbar, chips, the grid with "Visa fler", the empty states and the offline
// fallback (the last list seen, or the built-in samples) under the 'Databasanslutning saknas' banner.
import { useQueryClient } from '@tanstack/react-query';
import { Database, MapPin, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ShowMore } from '@client/components/show-more';
import { DidYouMean } from '@client/components/did-you-mean';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { ApiError } from '@client/lib/api-client';
import { LoadError } from '@client/components/load-error';
import { useConnection } from '@client/lib/connection';
import type { OfferType } from '@shared/constants';
import type { TOffer } from '@shared/schemas/offer';
import { useOfferTags } from '@client/features/offers/api/get-offer-tags';
import { useOffers } from '@client/features/offers/api/get-offers';
import { offerKeys } from '@client/features/offers/api/keys';
import { useLoadSamples } from '@client/features/offers/api/load-samples';
import { offlineOffers } from '@client/features/offers/api/offline-fallback';
import { useExploreParams } from '@client/features/offers/hooks/use-explore-params';
import { EXPLORE_PAGES, OFFER_UI } from '@client/features/offers/texts';
import { ConnectionBanner } from './connection-banner';
import { AudienceFilters, PremiumFilters } from './explore-filters';
import { RefreshButton, SearchBox, SortMenu, TagFilter } from './explore-toolbar';
import { OfferCard } from './offer-card';

const T = OFFER_UI.explore;

export function OfferGrid({ offers, label = 'Erbjudanden' }: { offers: TOffer[]; label?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
      {offers.map((offer) => (
        <li key={offer.id}>
          <OfferCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}

/** Where the offers with only some of the search's words begin in the pages read so far, if they do. */
function someWordsIndex(pages: { items: unknown[]; some_words_from?: number }[]): number | undefined {
  let before = 0;
  for (const page of pages) {
    if (page.some_words_from !== undefined) return before + page.some_words_from;
    before += page.items.length;
  }
  return undefined;
}

export function ExploreView({ type, isPremium = false }: { type: OfferType; isPremium?: boolean }) {
  const page = EXPLORE_PAGES[type];
  const queryClient = useQueryClient();
  const { connected, error: connectionError } = useConnection();
  const { filters, update, clear, hasFilters } = useExploreParams(type, isPremium);
  const list = useOffers(filters);
  const tags = useOfferTags(type);
  const samples = useLoadSamples();

  const unavailable = list.error instanceof ApiError && list.error.isUnavailable;
  const offline = !connected || (unavailable && !list.data);
  const serverItems = list.data?.pages.flatMap((p) => p.items) ?? [];
  const items = offline && !list.data ? offlineOffers(filters) : serverItems;
  // the server corrected a misspelt word of the search and shows what it found for the correction too
  const didYouMean = filters.q.trim() ? list.data?.pages[0]?.did_you_mean : undefined;
  // a search of several words: the offers with only some of them follow those with every word, under a heading
  const someWordsFrom = offline ? undefined : someWordsIndex(list.data?.pages ?? []);

  // 'Fel vid hämtning av erbjudanden' once per failure that is not the connection being down
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!list.error || reported.current === list.error) return;
    reported.current = list.error;
    if (!unavailable) toast.error(T.fetchFailed, { description: list.error.message });
    // nothing to show from the server: say so once, the fallback list is already on screen
    else if (!list.data)
      toast.error(T.databaseError, {
        id: 'offers-database-error',
        description: T.databaseErrorText(list.error.message),
      });
  }, [list.error, list.data, unavailable]);

  const refresh = async () => {
    const [a, b] = await Promise.all([list.refetch(), tags.refetch()]);
    void queryClient.invalidateQueries({ queryKey: offerKeys.favorites() });
    return !a.isError && !b.isError;
  };

  const loadSamples = () =>
    samples.mutate(undefined, {
      onSuccess: (result) => {
        if (result?.inserted) toast.success(T.samplesLoaded, { description: T.samplesLoadedText });
        else toast.info(T.samplesSkipped);
      },
      onError: (error) => {
        toast.error(T.samplesFailed, { description: error.message });
        toast(T.localDataLoaded);
      },
    });

  const loading = list.isPending && !offline;
  const emptyDatabase = !offline && !hasFilters && list.isSuccess && serverItems.length === 0;

  return (
    <div className="space-y-6">
      {offline && <ConnectionBanner error={connectionError} />}
      <Tabs value={type}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList>
            <TabsTrigger value={type}>{page.tab}</TabsTrigger>
          </TabsList>
          <RefreshButton onRefresh={refresh} />
        </div>
        <TabsContent value={type} className="mt-4 space-y-4">
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <SearchBox value={filters.q} onSearch={(q) => update({ q })} />
            <SearchBox
              value={filters.location ?? ''}
              onSearch={(location) => update({ location })}
              label={T.location}
              placeholder={T.locationPlaceholder}
              icon={MapPin}
              className="min-w-0 md:w-56"
            />
            <div className="flex flex-wrap gap-2">
              <TagFilter tags={tags.data ?? []} selected={filters.tags} onChange={(t) => update({ tags: t })} />
              <SortMenu
                value={filters.sort}
                searching={Boolean(filters.q.trim())}
                onChange={(sort) => update({ sort })}
              />
            </div>
          </div>
          {isPremium && <PremiumFilters filters={filters} onChange={update} />}
          {(type === 'influencer' || type === 'association') && <AudienceFilters filters={filters} onChange={update} />}

          {hasFilters && (
            <div className="flex flex-wrap items-center gap-2" aria-label="Aktiva filter">
              {filters.q.trim() && (
                <Badge variant="secondary" className="gap-1 pr-1">
                  {T.searchChip(filters.q.trim())}
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={T.removeTag(filters.q.trim())}
                    onClick={() => update({ q: '' })}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                </Badge>
              )}
              {filters.tags.map((tag) => (
                <Badge key={tag} variant="secondary" className="gap-1 pr-1">
                  {tag}
                  <button
                    type="button"
                    className="rounded-sm p-0.5 hover:bg-foreground/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    aria-label={T.removeTag(tag)}
                    onClick={() => update({ tags: filters.tags.filter((t) => t !== tag) })}
                  >
                    <X aria-hidden className="size-3" />
                  </button>
                </Badge>
              ))}
              <Button type="button" variant="link" size="sm" onClick={clear}>
                {T.clearFilters}
              </Button>
            </div>
          )}

          <div aria-live="polite" aria-busy={loading || list.isFetching}>
            {didYouMean && !loading && (
              <DidYouMean text={didYouMean} onSearch={(q) => update({ q })} className="mb-4" />
            )}
            {loading ? (
              <p className="flex items-center gap-3 py-12 text-muted-foreground">
                <Spinner label={T.loading} />
                {T.loading}
              </p>
            ) : emptyDatabase ? (
              <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed py-12 text-center">
                <Database aria-hidden className="size-8 text-muted-foreground" />
                <p className="text-muted-foreground">{T.emptyDatabase}</p>
                <Button type="button" onClick={loadSamples} disabled={samples.isPending}>
                  {samples.isPending ? T.loadingSamples : T.loadSamples}
                </Button>
              </div>
            ) : list.isError && items.length === 0 ? (
              <LoadError
                title={T.fetchFailed}
                error={list.error}
                onRetry={() => void list.refetch()}
                retrying={list.isFetching}
              />
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-12 text-center">
                <p className="text-lg font-medium">{T.noResults}</p>
                <p className="text-sm text-muted-foreground">{T.noResultsText}</p>
                {hasFilters && (
                  <Button type="button" variant="outline" onClick={clear}>
                    {T.clearFilters}
                  </Button>
                )}
              </div>
            ) : someWordsFrom !== undefined ? (
              <div className="space-y-6">
                {someWordsFrom > 0 && <OfferGrid offers={items.slice(0, someWordsFrom)} />}
                <div>
                  <h2 className="text-lg font-semibold">{T.someWords}</h2>
                  <p className="text-sm text-muted-foreground">
                    {someWordsFrom === 0 ? T.someWordsOnly : T.someWordsMore}
                  </p>
                </div>
                <OfferGrid offers={items.slice(someWordsFrom)} label={T.someWordsList} />
              </div>
            ) : (
              <OfferGrid offers={items} />
            )}
          </div>

          {!offline && (
            <ShowMore list={list} label={T.showMore} loadingLabel={T.loadingMore} centered className="pt-2" />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
