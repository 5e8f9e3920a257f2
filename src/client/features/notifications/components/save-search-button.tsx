// 'Spara sökning' on an explore page (signed in): stores the type, text, tags and place of the URL.
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BellPlus } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import type { OfferType } from '@shared/constants';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { useCreateSavedSearch } from '../api/saved-searches';

const T = NOTIFICATION_TEXTS.saveSearch;

export function SaveSearchButton({ type }: { type: OfferType }) {
  const [params] = useSearchParams();
  const create = useCreateSavedSearch();
  const save = () => {
    const tags = (params.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    create.mutate(
      { type, q: params.get('q') ?? '', tags, location: params.get('location') ?? '' },
      {
        onSuccess: () => toast.success(T.saved),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : T.error),
      },
    );
  };
  return (
    <Button type="button" variant="outline" size="sm" onClick={save} disabled={create.isPending}>
      <BellPlus aria-hidden /> {T.button}
    </Button>
  );
}
