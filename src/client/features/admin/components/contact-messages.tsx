// The contact form's messages for the admin: newest first, each can be marked as handled.
import { toast } from '@client/lib/toast';
import { CheckCheck, Mail } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { formatDate, formatTime } from '@client/lib/format';
import { ADMIN_TEXTS as T } from '@shared/moderation-texts';
import { useContactMessages } from '@client/features/admin/api/get-contact-messages';
import { useMarkMessageHandled } from '@client/features/admin/api/mark-message-handled';

export function ContactMessages() {
  const query = useContactMessages();
  const mark = useMarkMessageHandled();

  const onHandled = async (id: string) => {
    try {
      await mark.mutateAsync(id);
      toast.success(T.handledToast);
    } catch (error) {
      toast.error(T.handledError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };

  if (query.isPending) return <Skeleton className="h-40" aria-label={T.loading} />;
  if (query.isError) return <p className="text-destructive">{T.messagesError}</p>;
  if (query.data.length === 0) return <p className="py-8 text-center text-muted-foreground">{T.noMessages}</p>;

  return (
    <ul className="space-y-4">
      {query.data.map((m) => (
        <li key={m.id}>
          <Card className="gap-3" data-testid="contact-message" aria-label={m.subject}>
            <CardHeader className="gap-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <CardTitle className="text-base">{m.subject}</CardTitle>
                {m.handled_at ? (
                  <Badge variant="success">
                    <CheckCheck aria-hidden /> {T.handled}
                  </Badge>
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => onHandled(m.id)}
                    disabled={mark.isPending}
                  >
                    {T.markHandled}
                  </Button>
                )}
              </div>
              <p className="text-sm text-muted-foreground">
                {T.from} {m.name} ·{' '}
                <a
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                  href={`mailto:${m.email}`}
                >
                  <Mail aria-hidden className="size-3.5" />
                  {m.email}
                </a>{' '}
                · <time dateTime={m.created_at}>{`${formatDate(m.created_at)} ${formatTime(m.created_at)}`}</time>
              </p>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-wrap break-words text-sm">{m.message}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
