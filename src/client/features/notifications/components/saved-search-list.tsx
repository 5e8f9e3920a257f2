// The caller's saved searches with their new matches, each opening its explore page (or /stiftelser), with delete.
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Trash2 } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { USER_TYPE_LABELS } from '@shared/constants';
import { GRANT_APPLICANT_LABELS } from '@shared/grant-texts';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { SKILL_GROUPS } from '@shared/skills';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches';
import type { TSavedSearch } from '../api/keys';

const T = NOTIFICATION_TEXTS.settings;

const describeSearch = (s: TSavedSearch) =>
  [
    s.q && `"${s.q}"`,
    s.tags.length > 0 && s.tags.join(', '),
    s.location,
    s.filters.applicant && GRANT_APPLICANT_LABELS[s.filters.applicant],
    s.filters.amount !== undefined && `${s.filters.amount} kr`,
    s.filters.open && 'Öppen nu',
    s.filters.soon && 'Inom 30 dagar',
    s.filters.group && SKILL_GROUPS.find((g) => g.id === s.filters.group)?.name,
    s.filters.remote && 'Distans',
    s.filters.terms && (s.filters.terms === 'paid' ? 'Betalt' : 'Ideellt'),
    s.filters.maxHours !== undefined && `Högst ${s.filters.maxHours} h/vecka`,
    s.filters.minHours !== undefined && `Minst ${s.filters.minHours} h/vecka`,
  ]
    .filter(Boolean)
    .join(' · ') || 'Alla';

const hrefOf = (s: TSavedSearch) => {
  const params = new URLSearchParams();
  if (s.q) params.set('q', s.q);
  if (s.type === 'project') {
    if (s.location) params.set('place', s.location);
    if (s.filters.group) params.set('group', s.filters.group);
    if (s.filters.remote) params.set('remote', 'true');
    if (s.filters.terms) params.set('terms', s.filters.terms);
    if (s.filters.maxHours !== undefined) params.set('maxHours', String(s.filters.maxHours));
  } else if (s.type === 'grant') {
    if (s.tags.length > 0) params.set('area', s.tags.join(','));
    if (s.location) params.set('region', s.location);
    if (s.filters.applicant) params.set('applicant', s.filters.applicant);
    if (s.filters.amount !== undefined) params.set('amount', String(s.filters.amount));
    if (s.filters.open) params.set('open', 'true');
    if (s.filters.soon) params.set('soon', '1');
  } else {
    if (s.tags.length > 0) params.set('tags', s.tags.join(','));
    if (s.location) params.set('location', s.location);
  }
  if (s.type === 'talent') {
    params.delete('tags');
    params.delete('location');
    if (s.location) params.set('place', s.location);
    if (s.filters.remote) params.set('remote', 'true');
    if (s.filters.terms) params.set('terms', s.filters.terms);
    if (s.filters.minHours !== undefined) params.set('minHours', String(s.filters.minHours));
  }
  const query = params.toString();
  const base =
    s.type === 'grant'
      ? paths.grants.getHref()
      : s.type === 'project'
        ? paths.projects.getHref()
        : s.type === 'talent'
          ? paths.talents.getHref()
          : paths.explore.getHref(s.type);
  return `${base}${query ? `?${query}` : ''}`;
};

export function SavedSearchList() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.isPending) return <Spinner />;
  if (searches.isError || searches.data.length === 0)
    return <p className="text-sm text-muted-foreground">{T.noSavedSearches}</p>;
  return (
    <ul className="space-y-2" aria-label={T.savedSearches}>
      {searches.data.map((s) => (
        <li key={s.id} className="flex items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm">
          <Link to={hrefOf(s)} className="min-w-0 flex-1 underline-offset-4 hover:underline">
            <span className="font-medium">
              {s.type === 'grant'
                ? T.grantSearch
                : s.type === 'project'
                  ? T.projectSearch
                  : s.type === 'talent'
                    ? T.talentSearch
                    : USER_TYPE_LABELS[s.type]}
            </span>
            : {describeSearch(s)}
          </Link>
          {s.newMatches > 0 && <Badge variant="destructive">{T.newMatches(s.newMatches)}</Badge>}
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`${T.delete}: ${describeSearch(s)}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(s.id, {
                onSuccess: () => toast.success(T.deleted),
                onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
              })
            }
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
