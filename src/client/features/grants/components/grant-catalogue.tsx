// /stiftelser: search and filters kept in the URL, the programmes sorted by the nearest deadline.
import { DidYouMean } from '@client/components/did-you-mean';
import { LabelledControl, FilterSelect } from '@client/components/labelled-control';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { formTexts, useUrlFilters } from '@client/lib/url-filters';
import { GRANT_APPLICANTS, GRANT_APPLICANT_LABELS, GRANT_AREAS, GRANT_REGIONS } from '@shared/grant-texts';
import { useGrants } from '../api/get-grants';
import { GrantCard } from './grant-card';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

export function GrantCatalogue() {
  const { params, set } = useUrlFilters();
  const query = Object.fromEntries([...params].filter(([k]) => k !== 'soon'));
  if (params.get('soon') === '1') query.deadlineBefore = inDays(30);
  const grants = useGrants(query);

  return (
    <div className="space-y-6">
      <form
        role="search"
        className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          set('q', formTexts(e.currentTarget, ['q']).q);
        }}
      >
        <LabelledControl
          id="grant-q"
          label="Sök utlysningar"
          className="sm:col-span-2"
          action={<Button type="submit">Sök</Button>}
        >
          <Input name="q" defaultValue={params.get('q') ?? ''} placeholder="t.ex. ungdomsfotboll" />
        </LabelledControl>
        <FilterSelect
          id="grant-area"
          label="Område"
          all="Alla områden"
          options={GRANT_AREAS.map((a) => [a, a])}
          value={params.get('area')}
          onChange={(v) => set('area', v)}
        />
        <FilterSelect
          id="grant-region"
          label="Region"
          all="Alla regioner"
          options={GRANT_REGIONS.map((r) => [r, r])}
          value={params.get('region')}
          onChange={(v) => set('region', v)}
        />
        <FilterSelect
          id="grant-applicant"
          label="Vem får söka"
          all="Alla"
          options={GRANT_APPLICANTS.map((a) => [a, GRANT_APPLICANT_LABELS[a]])}
          value={params.get('applicant')}
          onChange={(v) => set('applicant', v)}
        />
        <LabelledControl id="grant-amount" label="Belopp jag söker (kr)">
          <Input
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={params.get('amount') ?? ''}
            onBlur={(e) => set('amount', e.target.value)}
          />
        </LabelledControl>
        <div className="flex items-end gap-4 sm:col-span-2">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={params.get('open') === 'true'}
              onChange={(e) => set('open', e.target.checked ? 'true' : null)}
            />
            Öppen nu
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={params.get('soon') === '1'}
              onChange={(e) => set('soon', e.target.checked ? '1' : null)}
            />
            Sista ansökningsdag inom 30 dagar
          </label>
        </div>
      </form>

      {grants.isPending ? (
        <Spinner />
      ) : grants.isError ? (
        <p role="alert">{grants.error.message}</p>
      ) : (
        <>
          {grants.data.did_you_mean && <DidYouMean text={grants.data.did_you_mean} onSearch={(q) => set('q', q)} />}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {grants.data.items.length === 0 ? 'Inga utlysningar matchar.' : `Sorterat på närmaste sista ansökningsdag.`}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {grants.data.items.map((g) => (
              <li key={g.id}>
                <GrantCard grant={g} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
