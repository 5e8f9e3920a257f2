// 'Spara sökning' on an explore page, /stiftelser, /projekt or /talanger (signed in): stores the search of the
// URL — an explore page's type, text, tags and place; the catalogue's text, area, region, applicant type, amount
// and toggles; the project list's and Talentfinder's words, place and filters.
import { useSearchParams } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { BellPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import type { OfferType } from '@shared/constants';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import type { TGrantSearchFilters, TSearchFilters } from '@shared/schemas/notifications';
import { useCreateSavedSearch, type SavedSearchInput } from '../api/saved-searches';

const T = NOTIFICATION_TEXTS.saveSearch;

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The catalogue's URL (/stiftelser?q=&area=&region=&applicant=&amount=&open=true&soon=1) as a saved search. */
export function grantSearchOf(params: URLSearchParams): SavedSearchInput {
  const filters: TGrantSearchFilters = {};
  const applicant = params.get('applicant');
  if (applicant) filters.applicant = applicant as TGrantSearchFilters['applicant'];
  const amount = params.get('amount');
  if (amount && /^\d{1,10}$/.test(amount)) filters.amount = Number(amount);
  if (params.get('open') === 'true') filters.open = true;
  if (params.get('soon') === '1') filters.soon = true;
  return {
    type: 'grant',
    q: params.get('q') ?? '',
    tags: list(params.get('area')),
    location: params.get('region') ?? '',
    filters,
  };
}

/** The list's URL (/projekt?q=&group=&place=&remote=true&terms=&maxHours=) as a saved search. */
export function projectSearchOf(params: URLSearchParams): SavedSearchInput {
  const filters: TGrantSearchFilters = {};
  const group = params.get('group');
  if (group) filters.group = group;
  if (params.get('remote') === 'true') filters.remote = true;
  const terms = params.get('terms');
  if (terms === 'volunteer' || terms === 'paid') filters.terms = terms;
  const maxHours = params.get('maxHours');
  if (maxHours && /^\d{1,2}$/.test(maxHours)) filters.maxHours = Number(maxHours);
  return { type: 'project', q: params.get('q') ?? '', tags: [], location: params.get('place') ?? '', filters };
}

/** Talentfinder's URL (/talanger?q=&place=&remote=true&terms=&minHours=) as a saved search; the project it
 * ranks against is not part of it (a new person is told of by the words and filters alone). */
export function talentSearchOf(params: URLSearchParams): SavedSearchInput {
  const filters: TSearchFilters = {};
  if (params.get('remote') === 'true') filters.remote = true;
  const terms = params.get('terms');
  if (terms === 'volunteer' || terms === 'paid') filters.terms = terms;
  const hours = params.get('minHours');
  if (hours && /^\d{1,2}$/.test(hours)) filters.minHours = Number(hours);
  return { type: 'talent', q: params.get('q') ?? '', tags: [], location: params.get('place') ?? '', filters };
}

export function SaveSearchButton({ type }: { type: OfferType | 'grant' | 'project' | 'talent' }) {
  const [params] = useSearchParams();
  const create = useCreateSavedSearch();
  const save = () => {
    const input: SavedSearchInput =
      type === 'grant'
        ? grantSearchOf(params)
        : type === 'project'
          ? projectSearchOf(params)
          : type === 'talent'
            ? talentSearchOf(params)
            : {
                type,
                q: params.get('q') ?? '',
                tags: list(params.get('tags')),
                location: params.get('location') ?? '',
              };
    const saved = { grant: T.savedGrant, project: T.savedProject, talent: T.savedTalent } as Record<string, string>;
    create.mutate(input, {
      onSuccess: () => toast.success(saved[type] ?? T.saved),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : T.error),
    });
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={save} disabled={create.isPending}>
      <BellPlus aria-hidden /> {T.button}
    </Button>
  );
}
