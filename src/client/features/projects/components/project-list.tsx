// /projekt: search and filters kept in the URL (q, group, place, remote, terms, maxHours), the approved
// projects a page at a time ('Visa fler'), an empty and a failed state ('Försök igen').
import { ShowMore } from '@client/components/show-more';
import { DidYouMean } from '@client/components/did-you-mean';
import { LabelledControl, FilterSelect } from '@client/components/labelled-control';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { formTexts, useUrlFilters } from '@client/lib/url-filters';
import { WORK_TERMS } from '@shared/constants';
import { SKILL_GROUPS } from '@shared/skills';
import { useProjects } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { ProjectCard } from './project-card';

const FILTERS = ['q', 'group', 'place', 'remote', 'terms', 'maxHours'] as const;
const HOURS = [2, 5, 10, 20];

export function ProjectList() {
  const { params, set, update } = useUrlFilters();
  const query = Object.fromEntries(
    FILTERS.flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  );
  const list = useProjects(query);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.keys(query).length > 0;
  const didYouMean = params.get('q') ? list.data?.pages[0]?.didYouMean : null;

  return (
    <div className="space-y-6">
      <form
        role="search"
        className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault();
          update(formTexts(e.currentTarget, ['q', 'place']));
        }}
      >
        <LabelledControl
          id="project-q"
          label={T.searchLabel}
          className="sm:col-span-2"
          action={<Button type="submit">{T.search}</Button>}
        >
          <Input
            key={params.get('q') ?? ''}
            name="q"
            defaultValue={params.get('q') ?? ''}
            placeholder={T.searchPlaceholder}
          />
        </LabelledControl>
        <FilterSelect
          id="project-group"
          label={T.group}
          all={T.allGroups}
          options={SKILL_GROUPS.map((g) => [g.id, g.name])}
          value={params.get('group')}
          onChange={(v) => set('group', v)}
        />
        <LabelledControl id="project-place" label={T.place}>
          <Input
            name="place"
            defaultValue={params.get('place') ?? ''}
            onBlur={(e) => set('place', e.target.value.trim() || null)}
          />
        </LabelledControl>
        <FilterSelect
          id="project-terms"
          label={T.terms}
          all={T.allTerms}
          options={WORK_TERMS.map((t) => [t, T[t]])}
          value={params.get('terms')}
          onChange={(v) => set('terms', v)}
        />
        <FilterSelect
          id="project-hours"
          label={T.maxHours}
          all={T.anyHours}
          options={HOURS.map((h) => [h, T.hoursValue(h)])}
          value={params.get('maxHours')}
          onChange={(v) => set('maxHours', v)}
        />
        <div className="flex items-end">
          <label className="flex items-center gap-2 text-sm">
            {/* ticked at once by the browser; the address follows (and a new address sets it anew) */}
            <input
              key={params.get('remote') ?? ''}
              type="checkbox"
              defaultChecked={params.get('remote') === 'true'}
              onChange={(e) => set('remote', e.target.checked ? 'true' : null)}
            />
            {T.remote}
          </label>
        </div>
      </form>

      {list.isPending ? (
        <Spinner />
      ) : list.isError && items.length === 0 ? (
        <LoadError
          title={T.loadError}
          error={list.error}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <>
          {didYouMean && <DidYouMean text={didYouMean} onSearch={(q) => set('q', q)} />}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {items.length === 0 ? (filtered ? T.empty : T.emptyAll) : ''}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {items.map((p) => (
              <li key={p.id}>
                <ProjectCard project={p} />
              </li>
            ))}
          </ul>
          <ShowMore list={list} label={T.more} loadingLabel={T.loadingMore} />
        </>
      )}
    </div>
  );
}
