import { DatabaseZap } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { TEXTS } from '@shared/texts';

/** 'Databasanslutning saknas' with the exact texts of spec §2 (with or without the error text). */
export function ConnectionBanner({ error, children }: { error: string | null; children?: React.ReactNode }) {
  return (
    <Alert variant="warning" data-testid="connection-banner">
      <DatabaseZap aria-hidden />
      <AlertTitle>{TEXTS.connection.missingTitle}</AlertTitle>
      <AlertDescription>
        <p>{error ? TEXTS.connection.withError(error) : TEXTS.connection.withoutError}</p>
        {children}
      </AlertDescription>
    </Alert>
  );
}
