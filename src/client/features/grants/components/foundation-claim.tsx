// For a foundation account: find its foundation in the imported register and ask to manage it (an admin approves).
// The search box filters as one types and has nothing to validate: a LabelledControl, not a form.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { LabelledControl } from '@client/components/labelled-control';
import { useFoundations } from '../api/get-grants';
import { useClaimFoundation } from '../api/grant-actions';

export function FoundationClaim() {
  const [q, setQ] = useState('');
  const foundations = useFoundations(q);
  const claim = useClaimFoundation();
  return (
    <section aria-labelledby="claim-heading" className="space-y-2">
      <h2 id="claim-heading" className="text-xl font-semibold">
        Förvaltar ni en stiftelse i registret?
      </h2>
      <LabelledControl id="claim-q" label="Sök stiftelse på namn eller ändamål">
        <Input value={q} onChange={(e) => setQ(e.target.value)} />
      </LabelledControl>
      <ul className="space-y-1">
        {foundations.data?.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center gap-2">
            {f.name} ({f.org_number}, {f.county})
            {f.claimed ? (
              <Badge variant="secondary">Har en ägare</Badge>
            ) : f.claim_pending ? (
              <Badge variant="secondary">Begäran väntar på granskning</Badge>
            ) : (
              <Button
                type="button"
                size="sm"
                onClick={() =>
                  claim.mutate(f.id, {
                    onSuccess: () => toast.success('Begäran skickad till administratören'),
                    onError: (e) => toast.error(e.message),
                  })
                }
              >
                Begär att förvalta {f.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
