// The explore page's filter boxes beside the toolbar: Premium's (several places, budget range) and the declared
// audience's (county, minimum reach), each written to the URL when the typing settles.
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { LabelledControl, FilterSelect } from '@client/components/labelled-control';
import { Input } from '@client/components/ui/input';
import { COUNTIES } from '@shared/insights-texts';
import type { OfferListFilters } from '@client/features/offers/api/keys';
import { useDebouncedValue } from '@client/features/offers/hooks/use-debounced-value';
import type { ExploreParamsPatch } from '@client/features/offers/hooks/use-explore-params';
import { OFFER_UI } from '@client/features/offers/texts';
import { SEARCH_DEBOUNCE_MS } from './explore-toolbar';

const T = OFFER_UI.explore;

/** Premium: several places at once and a budget range (kronor). One place is everyone's (SearchBox as 'Plats'). */
export function PremiumFilters({
  filters,
  onChange,
}: {
  filters: OfferListFilters;
  onChange: (patch: ExploreParamsPatch) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState({
    places: filters.places ?? '',
    budget_min: filters.budget_min ?? '',
    budget_max: filters.budget_max ?? '',
  });
  const debounced = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const settle = useEffectEvent((next: typeof draft) => {
    if (
      next.places !== (filters.places ?? '') ||
      next.budget_min !== (filters.budget_min ?? '') ||
      next.budget_max !== (filters.budget_max ?? '')
    )
      onChange(next);
  });
  useEffect(() => settle(debounced), [debounced]);
  const field = (key: keyof typeof draft, label: string, numeric: boolean, hint?: string) => (
    <LabelledControl id={`${id}-${key}`} label={label} hint={hint} className={hint ? 'sm:col-span-2' : undefined}>
      <Input
        value={draft[key]}
        maxLength={hint ? 600 : undefined}
        inputMode={numeric ? 'numeric' : undefined}
        onChange={(e) =>
          setDraft((d) => ({ ...d, [key]: numeric ? e.target.value.replace(/\D/g, '') : e.target.value }))
        }
      />
    </LabelledControl>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{T.premiumFilters}</legend>
      {field('places', T.places, false, T.placesHint)}
      {field('budget_min', T.budgetMin, true)}
      {field('budget_max', T.budgetMax, true)}
    </fieldset>
  );
}

/** The owner's declared audience ('Målgrupp och räckvidd'): a county it reaches and a minimum reach. */
export function AudienceFilters({
  filters,
  onChange,
}: {
  filters: OfferListFilters;
  onChange: (patch: ExploreParamsPatch) => void;
}) {
  const id = useId();
  const [reach, setReach] = useState(filters.min_reach ?? '');
  const debounced = useDebouncedValue(reach, SEARCH_DEBOUNCE_MS);
  const settle = useEffectEvent((next: string) => {
    if (next !== (filters.min_reach ?? '')) onChange({ min_reach: next });
  });
  useEffect(() => settle(debounced), [debounced]);
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{T.audienceFilters}</legend>
      <FilterSelect
        id={`${id}-region`}
        label={T.audienceRegion}
        all={T.audienceAnyRegion}
        options={COUNTIES.map((county) => [county, county])}
        value={filters.region}
        onChange={(region) => onChange({ region })}
      />
      <LabelledControl id={`${id}-reach`} label={T.audienceMinReach}>
        <Input value={reach} inputMode="numeric" onChange={(e) => setReach(e.target.value.replace(/\D/g, ''))} />
      </LabelledControl>
    </fieldset>
  );
}
