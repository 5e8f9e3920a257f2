// /projekt: search and filters kept in the URL (q, group, place, remote, terms, maxHours), the approved
// projects a page at a time ('Visa fler'), an empty and a failed state ('Försök igen').
import { useSearchParams } from 'react-router';
import { LoadError } from '@client/components/load-error';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { SKILL_GROUPS } from '@shared/skills';
import { useProjects } from '../api/projects';
import { PROJECT_UI as T } from '../texts';
import { ProjectCard } from './project-card';

const selectClass =
  'h-9 w-full rounded-md border bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring';
const FILTERS = ['q', 'group', 'place', 'remote', 'terms', 'maxHours'] as const;
const HOURS = [2, 5, 10, 20];

export function ProjectList() {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    FILTERS.flatMap((k) => {
      const v = params.get(k);
      return v ? [[k, v]] : [];
    }),
  );
  const list = useProjects(query);
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
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
          const f = new FormData(e.currentTarget);
          const next = new URLSearchParams(params);
          for (const key of ['q', 'place'] as const) {
            const v = String(f.get(key) ?? '').trim();
            if (v) next.set(key, v);
            else next.delete(key);
          }
          setParams(next, { replace: true });
        }}
      >
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="project-q">{T.searchLabel}</Label>
          <div className="flex gap-2">
            <Input
              key={params.get('q') ?? ''}
              id="project-q"
              name="q"
              defaultValue={params.get('q') ?? ''}
              placeholder={T.searchPlaceholder}
            />
            <Button type="submit">{T.search}</Button>
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor="project-group">{T.group}</Label>
          <select
            id="project-group"
            className={selectClass}
            value={params.get('group') ?? ''}
            onChange={(e) => set('group', e.target.value)}
          >
            <option value="">{T.allGroups}</option>
            {SKILL_GROUPS.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="project-place">{T.place}</Label>
          <Input
            id="project-place"
            name="place"
            defaultValue={params.get('place') ?? ''}
            onBlur={(e) => set('place', e.target.value.trim() || null)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="project-terms">{T.terms}</Label>
          <select
            id="project-terms"
            className={selectClass}
            value={params.get('terms') ?? ''}
            onChange={(e) => set('terms', e.target.value)}
          >
            <option value="">{T.allTerms}</option>
            <option value="volunteer">{T.volunteer}</option>
            <option value="paid">{T.paid}</option>
          </select>
        </div>
        <div className="space-y-1">
          <Label htmlFor="project-hours">{T.maxHours}</Label>
          <select
            id="project-hours"
            className={selectClass}
            value={params.get('maxHours') ?? ''}
            onChange={(e) => set('maxHours', e.target.value)}
          >
            <option value="">{T.anyHours}</option>
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {T.hoursValue(h)}
              </option>
            ))}
          </select>
        </div>
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
          {didYouMean && (
            <p className="text-sm text-muted-foreground">
              {T.didYouMean}{' '}
              <Button type="button" variant="link" className="h-auto p-0" onClick={() => set('q', didYouMean)}>
                {didYouMean}
              </Button>
              ?
            </p>
          )}
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
          {list.hasNextPage && (
            <Button
              type="button"
              variant="outline"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? T.loadingMore : T.more}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
