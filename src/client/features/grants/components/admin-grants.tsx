// The admin's 'Utlysningar' tab: approve programmes, import the foundation register (CSV), approve claims.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@client/lib/router';
import { toast } from '@client/lib/toast';
import { Button } from '@client/components/ui/button';
import { Form, FormInputItem } from '@client/components/ui/form';
import { paths } from '@client/config/paths';
import type { TImportResult } from '@shared/schemas/grant.response';
import {
  useApproveClaim,
  useApproveGrant,
  useClaimRequests,
  useImportFoundations,
  usePendingGrants,
} from '../api/admin-grants';

export function AdminGrants() {
  const pending = usePendingGrants();
  const approve = useApproveGrant();
  const claims = useClaimRequests();
  const approveClaim = useApproveClaim();
  const importer = useImportFoundations();
  const form = useForm<{ file: File | null }>({ defaultValues: { file: null } });
  const file = form.watch('file');
  const importFile = form.handleSubmit(
    ({ file }) => file && importer.mutate(file, { onSuccess: setResult, onError: (e) => toast.error(e.message) }),
  );
  const [result, setResult] = useState<TImportResult | null>(null);

  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-grants" className="space-y-2">
        <h2 id="pending-grants" className="text-xl font-semibold">
          Utlysningar som väntar på godkännande
        </h2>
        {pending.data?.length === 0 && <p>Inga väntande utlysningar.</p>}
        <ul className="space-y-2">
          {pending.data?.map((g) => (
            <li
              key={g.id}
              className="flex flex-wrap items-center gap-3 rounded-md border p-3"
              data-testid="pending-grant"
            >
              <Link className="underline" to={paths.grant.getHref(g.id)}>
                {g.name}
              </Link>
              <span className="text-sm text-muted-foreground">{g.organization}</span>
              <Button
                type="button"
                size="sm"
                onClick={() =>
                  approve.mutate(g.id, {
                    onSuccess: () => toast.success('Utlysningen är godkänd'),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                Godkänn {g.name}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="import-heading" className="space-y-2">
        <h2 id="import-heading" className="text-xl font-semibold">
          Importera stiftelser (CSV)
        </h2>
        <p className="text-sm text-muted-foreground">
          Länsstyrelsernas stiftelseregister: Stiftelsens
          namn;Organisationsnummer;Län;Ändamål;Kontaktperson;E-post;Telefon. Ett fel på någon rad importerar ingenting.
        </p>
        <Form {...form}>
          <form onSubmit={(e) => void importFile(e)} noValidate className="space-y-2">
            <FormInputItem
              control={form.control}
              name="file"
              id="register-file"
              label="CSV-fil"
              type="file"
              accept=".csv,text/csv"
            />
            <Button type="submit" disabled={!file || importer.isPending}>
              Importera
            </Button>
          </form>
        </Form>
        {result && (
          <div role="status">
            {result.errors.length === 0 ? (
              <p>{result.imported} stiftelser importerade.</p>
            ) : (
              <>
                <p>Inget importerades. Rätta raderna och försök igen:</p>
                <ul className="list-disc pl-6">
                  {result.errors.map((e) => (
                    <li key={`${e.row}-${e.message}`}>
                      Rad {e.row}: {e.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </section>
      <section aria-labelledby="claims-heading" className="space-y-2">
        <h2 id="claims-heading" className="text-xl font-semibold">
          Begäranden att förvalta en stiftelse
        </h2>
        {claims.data?.length === 0 && <p>Inga väntande begäranden.</p>}
        <ul className="space-y-2">
          {claims.data?.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-3">
              {f.name} ({f.org_number})
              <Button
                type="button"
                size="sm"
                onClick={() => approveClaim.mutate(f.id, { onError: (e) => toast.error(e.message) })}
              >
                Godkänn begäran
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
