// The caller's blocked users with 'Avblockera' (on /my-pages until the settings page takes it over).
import { toast } from '@client/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { userTypeLabel } from '@shared/constants';
import { TRUST_TEXTS } from '@shared/trust-texts';
import { useBlocks } from '@client/features/trust/api/get-blocks';
import { useUnblockUser } from '@client/features/trust/api/unblock-user';

const T = TRUST_TEXTS.blocks;

export function BlockedUsers() {
  const blocks = useBlocks();
  const unblock = useUnblockUser();

  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
        <CardDescription>{T.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocks.isPending ? (
          <Spinner />
        ) : blocks.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {T.loadError}
          </p>
        ) : blocks.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.empty}</p>
        ) : (
          <ul className="divide-y" aria-label={T.title}>
            {blocks.data.map((b) => {
              const name = b.username ?? b.id;
              return (
                <li key={b.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{name}</p>
                    <p className="text-xs text-muted-foreground">
                      {userTypeLabel(b.user_type)} · {T.since}{' '}
                      <time dateTime={b.blocked_at}>{formatDate(b.blocked_at)}</time>
                    </p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={T.unblockLabel(name)}
                    disabled={unblock.isPending && unblock.variables === b.id}
                    onClick={() =>
                      unblock.mutate(b.id, {
                        onSuccess: () => toast.success(T.unblocked(name)),
                        onError: (e) =>
                          toast.error(T.unblockError, { description: e instanceof ApiError ? e.message : undefined }),
                      })
                    }
                  >
                    {T.unblock}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
