// /stiftelser/:id/redigera: the foundation edits its programme (the form pre-filled; an edited programme
// waits for an admin's approval again, as the API rules) or deletes it after a confirmation.
import { toast } from '@client/lib/toast';
import { DeleteById } from '@client/components/delete-with-confirm';
import { Spinner } from '@client/components/ui/spinner';
import type { TGrant } from '@shared/schemas/grant.response';
import { useGrant } from '../api/get-grants';
import { useDeleteGrant } from '../api/grant-actions';
import { GrantForm } from './grant-form';

export const GRANT_EDIT_TEXTS = {
  notOwn: 'Du kan bara ändra era egna utlysningar.',
  notFound: 'Utlysningen hittades inte.',
  review:
    'När du sparar granskas utlysningen av en administratör igen och syns inte i Stiftelsesök förrän den är godkänd.',
  pending: 'Utlysningen väntar på granskning.',
  saved: 'Ändringen är sparad och skickad för granskning',
  delete: 'Ta bort utlysningen',
  deleting: 'Tar bort …',
  confirmTitle: 'Ta bort utlysningen?',
  confirmText: (name: string) =>
    `"${name}" tas bort från Stiftelsesök, med alla ansökningar till den. Det går inte att ångra.`,
  cancel: 'Avbryt',
  deleted: 'Utlysningen är borttagen',
} as const;
const T = GRANT_EDIT_TEXTS;

export function GrantEdit({
  id,
  me,
  onSaved,
  onDeleted,
}: {
  id: string;
  me: string;
  onSaved: (grant: TGrant) => void;
  onDeleted: () => void;
}) {
  const grant = useGrant(id);
  const remove = useDeleteGrant();
  if (grant.isPending) return <Spinner />;
  if (grant.isError) return <p role="alert">{grant.error.message || T.notFound}</p>;
  if (grant.data.user_id !== me) return <p role="alert">{T.notOwn}</p>;
  return (
    <div className="space-y-6">
      <p className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="grant-edit-review">
        {!grant.data.is_approved && <strong>{T.pending} </strong>}
        {T.review}
      </p>
      <GrantForm
        key={grant.data.id}
        initial={grant.data}
        onCreated={(g) => {
          toast.success(T.saved);
          onSaved(g);
        }}
      />
      <DeleteById id={grant.data.id} name={grant.data.name} texts={T} mutation={remove} onDeleted={onDeleted} />
    </div>
  );
}
