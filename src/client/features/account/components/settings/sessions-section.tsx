// Settings › Inloggningar: the account's sessions (device, IP, last seen, 'Den här enheten'), 'Logga ut' on
// one and 'Logga ut överallt'.
import { useNavigate } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { Badge } from '@client/components/ui/badge';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { paths } from '@client/config/paths';
import { useEndAllSessions, useEndSession, useSessions } from '../../api/security';
import { SettingsSection } from './settings-section';

const when = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('sv-SE', { hour: '2-digit', minute: '2-digit' })}`;

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const navigate = useNavigate();
  const endAll = useEndAllSessions(() => navigate(paths.home.getHref()));
  const fail = (e: unknown) => toast.error(e instanceof ApiError ? e.message : String(e));

  return (
    <SettingsSection
      id="settings-sessions"
      title="Inloggningar"
      description="Enheter där du är inloggad. Logga ut en enhet du inte känner igen och byt lösenord."
    >
      {sessions.isPending ? (
        <Spinner />
      ) : sessions.isError ? (
        <p role="alert">{sessions.error.message}</p>
      ) : (
        <div className="space-y-4">
          <ul className="divide-y rounded-md border" aria-label="Inloggade enheter">
            {sessions.data.sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {s.device} {s.current && <Badge variant="secondary">Den här enheten</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {s.ip ?? 'Okänd IP-adress'} · senast aktiv {when(s.lastSeenAt)} · inloggad {when(s.createdAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`Logga ut ${s.device}`}
                    disabled={endOne.isPending}
                    onClick={() =>
                      endOne.mutate(s.id, { onSuccess: () => toast.success('Enheten är utloggad'), onError: fail })
                    }
                  >
                    Logga ut
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button
            type="button"
            variant="outline"
            disabled={endAll.isPending}
            onClick={() =>
              endAll.mutate(undefined, {
                onSuccess: () => toast.success('Du är utloggad på alla enheter'),
                onError: fail,
              })
            }
          >
            Logga ut överallt
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
