// Settings › Notiser: per kind of notification, shown in the app or not and how it is mailed; each change
// is saved at once. Below, the saved searches with their new matches.
import { toast } from '@client/lib/toast';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { EMAIL_MODES, EMAIL_MODE_LABELS, type EmailMode } from '@shared/notifications';
import { NOTIFICATION_TEXTS } from '@shared/notification-texts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { SavedSearchList } from './saved-search-list';

const T = NOTIFICATION_TEXTS.settings;

export function NotificationSettingsForm() {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <p role="alert">{T.saveError}</p>;

  const save = (kind: string, patch: { inApp?: boolean; email?: EmailMode }) => {
    const current = settings.data.settings.find((s) => s.kind === kind)!;
    update.mutate(
      { settings: [{ kind, inApp: patch.inApp ?? current.inApp, email: patch.email ?? current.email }] },
      {
        onSuccess: () => toast.success(T.saved),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : T.saveError),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{T.intro}</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Notis
              </th>
              <th scope="col" className="py-2 font-medium">
                {T.inApp}
              </th>
              <th scope="col" className="py-2 font-medium">
                {T.email}
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.data.settings.map((s) => (
              <tr key={s.kind} className="border-t">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  {s.label}
                </th>
                <td className="py-2">
                  <input
                    type="checkbox"
                    id={`notif-app-${s.kind}`}
                    aria-label={`${s.label}: ${T.inApp}`}
                    checked={s.inApp}
                    onChange={(e) => save(s.kind, { inApp: e.target.checked })}
                    className="size-4 accent-primary focus-visible:outline-2 focus-visible:outline-ring"
                  />
                </td>
                <td className="py-2">
                  <select
                    id={`notif-email-${s.kind}`}
                    aria-label={`${s.label}: ${T.email}`}
                    value={s.email}
                    onChange={(e) => save(s.kind, { email: e.target.value as EmailMode })}
                    className="rounded-md border bg-background px-2 py-1 focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {EMAIL_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {EMAIL_MODE_LABELS[mode]}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{T.savedSearches}</h3>
        <SavedSearchList />
      </div>
    </div>
  );
}
