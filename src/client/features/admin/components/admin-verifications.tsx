// The admin's 'Verifieringar' tab: each organisationsnummer waiting for review, approve or reject with a reason.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { userTypeLabel } from '@shared/constants';
import { VERIFICATION_TEXTS as T } from '@shared/account-texts';
import { useDecideVerification, useVerifications } from '@client/features/admin/api/verifications';

export function AdminVerifications() {
  const list = useVerifications();
  const decide = useDecideVerification();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const fail = (e: unknown) => toast.error(e instanceof ApiError ? e.message : String(e));

  if (list.isPending) return <Spinner />;
  if (list.isError) return <p role="alert">{list.error.message}</p>;
  if (list.data.items.length === 0) return <p className="text-muted-foreground">{T.empty}</p>;
  return (
    <ul className="space-y-3" aria-label={T.tab}>
      {list.data.items.map((v) => (
        <li key={v.user_id} className="space-y-3 rounded-md border p-4">
          <p className="font-medium">
            {v.username} · {userTypeLabel(v.user_type)} · <span className="font-mono">{v.org_number}</span>
          </p>
          <div className="flex flex-wrap items-end gap-2">
            <Button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ userId: v.user_id }, { onError: fail })}
            >
              {T.approve}
            </Button>
            <div className="space-y-1">
              <Label htmlFor={`reason-${v.user_id}`}>{T.reason}</Label>
              <Input
                id={`reason-${v.user_id}`}
                value={reasons[v.user_id] ?? ''}
                onChange={(e) => setReasons((r) => ({ ...r, [v.user_id]: e.target.value }))}
              />
            </div>
            <Button
              type="button"
              variant="outline"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ userId: v.user_id, reason: reasons[v.user_id] ?? '' }, { onError: fail })}
            >
              {T.reject}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
