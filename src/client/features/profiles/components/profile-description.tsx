// 'Om mig': the description, editable only by the owner (view and edit mode, spec §4). The editor is its own
// chunk, loaded when the owner starts editing (profile-description-editor.tsx).
import { lazy, Suspense, useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { PROFILE_TEXTS as T } from '@shared/moderation-texts';

const ProfileDescriptionEditor = lazy(() =>
  import('./profile-description-editor').then((m) => ({ default: m.ProfileDescriptionEditor })),
);

export function ProfileDescription({ description, isOwner }: { description: string | null; isOwner: boolean }) {
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <h2 className="text-lg font-semibold leading-tight">{T.about}</h2>
        {isOwner && !editing && (
          <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden /> {T.editDescription}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <Suspense fallback={<Spinner label={T.editDescription} />}>
            <ProfileDescriptionEditor description={description} onDone={() => setEditing(false)} />
          </Suspense>
        ) : description ? (
          <p className="whitespace-pre-wrap break-words" data-testid="profile-description">
            {description}
          </p>
        ) : (
          <p className="text-muted-foreground" data-testid="profile-description">
            {isOwner ? T.noDescriptionOwner : T.noDescriptionVisitor}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
