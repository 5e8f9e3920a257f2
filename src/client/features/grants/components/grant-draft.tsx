// 'Skriv ansökan med AI': the draft from the server, edited here and autosaved in this browser, then sent
// (when the programme takes applications on Samverka) or copied.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Copy, Send, Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Form, FormInputItem } from '@client/components/ui/form';
import type { TGrant, TGrantDraft } from '@shared/schemas/grant.response';
import { useApply, useDraftApplication } from '../api/grant-actions';

const storageKey = (id: string) => `samverka:grant-draft:${id}`;

export function GrantDraft({ grant }: { grant: TGrant }) {
  const form = useForm<{ text: string }>({
    defaultValues: { text: localStorage.getItem(storageKey(grant.id)) ?? '' },
  });
  const text = form.watch('text');
  const [meta, setMeta] = useState<Pick<TGrantDraft, 'addressed' | 'missing' | 'notice' | 'source'> | null>(null);
  const [sent, setSent] = useState(false);
  const draft = useDraftApplication(grant.id);
  const apply = useApply(grant.id);

  // autosave: every change is kept in this browser until the application is sent
  useEffect(() => {
    if (text) localStorage.setItem(storageKey(grant.id), text);
  }, [grant.id, text]);

  const makeDraft = () =>
    draft.mutate(undefined, {
      onSuccess: (d) => {
        form.setValue('text', d.text, { shouldDirty: true });
        setMeta(d);
      },
      onError: (e) => toast.error(e.message),
    });

  // an error leaves the text where it is (and saved in this browser)
  const submit = form.handleSubmit(({ text }) =>
    apply.mutateAsync(text).then(
      () => {
        localStorage.removeItem(storageKey(grant.id));
        setSent(true);
      },
      (e: Error) => void toast.error(e.message),
    ),
  );

  if (sent) return <p role="status">Din ansökan är skickad till {grant.organization}.</p>;

  return (
    <section aria-labelledby="draft-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="draft-heading" className="text-xl font-semibold">
        Ansök
      </h2>
      <Button type="button" onClick={makeDraft} disabled={draft.isPending}>
        <Sparkles aria-hidden /> {draft.isPending ? 'Skriver utkast …' : 'Skriv ansökan med AI'}
      </Button>
      {meta && (
        <div className="space-y-1 text-sm" data-testid="draft-criteria">
          {meta.notice && <p>{meta.notice}</p>}
          {meta.addressed.length > 0 && <p>Utkastet tar upp: {meta.addressed.join('; ')}</p>}
          {meta.missing.length > 0 && <p>Fyll i själv: {meta.missing.join('; ')}</p>}
        </div>
      )}
      <Form {...form}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
          <FormInputItem
            control={form.control}
            name="text"
            label="Din ansökan (sparas automatiskt i den här webbläsaren)"
            className="space-y-1"
            rows={16}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              disabled={!text}
              onClick={() =>
                navigator.clipboard.writeText(text).then(
                  () => toast.success('Kopierad'),
                  () => toast.error('Kunde inte kopiera.'),
                )
              }
            >
              <Copy aria-hidden /> Kopiera
            </Button>
            {grant.apply_mode === 'samverka' ? (
              <Button type="submit" disabled={!text || apply.isPending}>
                <Send aria-hidden /> Skicka ansökan
              </Button>
            ) : (
              grant.apply_url && (
                <Button asChild>
                  <a href={grant.apply_url} target="_blank" rel="noreferrer noopener">
                    Ansök hos stiftelsen
                  </a>
                </Button>
              )
            )}
          </div>
        </form>
      </Form>
    </section>
  );
}
