// /stiftelser/:id/redigera: the foundation edits its programme (the form pre-filled; an edited programme
// waits for an admin's approval again, as the API rules) or deletes it after a confirmation.
import { toast } from '@client/lib/toast';
import { DeleteById } from '@client/components/delete-with-confirm';
import { OwnerEdit } from '@client/components/owner-edit';
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
  const remove = useDeleteGrant();
  const grant = useGrant(id);
  return (
    <OwnerEdit
      query={grant}
      isOwn={(g) => g.user_id === me}
      isApproved={(g) => g.is_approved}
      texts={T}
      testId="grant-edit-review"
    >
      {(item) => (
        <>
          <GrantForm
            key={item.id}
            initial={item}
            onCreated={(g) => {
              toast.success(T.saved);
              onSaved(g);
            }}
          />
          <DeleteById id={item.id} name={item.name} texts={T} mutation={remove} onDeleted={onDeleted} />
        </>
      )}
    </OwnerEdit>
  );
}
