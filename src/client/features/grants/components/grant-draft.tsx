// 'Skriv ansökan med AI': the draft from the server, edited here and autosaved in this browser, then sent
// (when the programme takes applications on Samverka) or copied.
import { useEffect, useState } from 'react';
import { toast } from '@client/lib/toast';
import { Copy, Send, Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Textarea } from '@client/components/ui/textarea';
import type { TGrant, TGrantDraft } from '@shared/schemas/grant.response';
import { useApply, useDraftApplication } from '../api/grant-actions';

const storageKey = (id: string) => `samverka:grant-draft:${id}`;

export function GrantDraft({ grant }: { grant: TGrant }) {
  const [text, setText] = useState(() => localStorage.getItem(storageKey(grant.id)) ?? '');
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
        setText(d.text);
        setMeta(d);
      },
      onError: (e) => toast.error(e.message),
    });

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
      <div className="space-y-1">
        <Label htmlFor="application-text">Din ansökan (sparas automatiskt i den här webbläsaren)</Label>
        <Textarea id="application-text" rows={16} value={text} onChange={(e) => setText(e.target.value)} />
      </div>
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
          <Button
            type="button"
            disabled={!text || apply.isPending}
            onClick={() =>
              apply.mutate(text, {
                onSuccess: () => {
                  localStorage.removeItem(storageKey(grant.id));
                  setSent(true);
                },
                onError: (e) => toast.error(e.message),
              })
            }
          >
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
    </section>
  );
}
