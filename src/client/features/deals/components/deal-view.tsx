// /deals/:id: one deal. What changed since the version the viewer last saw, the terms (a form while
// the deal is open), sign and decline, milestones, signatures, versions with their SHA-256, the audit
// trail, the PDF and, once completed, the review form.
import { useState } from 'react';
import { toast } from '@client/lib/toast';
import { Download } from 'lucide-react';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { DEAL_STATUS_LABELS } from '@shared/deal-texts';
import { diffTerms } from '@shared/deal-diff';
import type { TDeal } from '@shared/schemas/deal.response';
import { useDealAction } from '../api/deal-actions';
import { dealPdfHref } from '../api/get-deal';
import { DEALS_UI as T } from '../texts';
import { DealTermsForm } from './deal-terms-form';
import { DeclineDialog, SignDialog } from './deal-dialogs';
import { DealMilestones } from './deal-milestones';
import { ReviewForm } from './review-form';

const dateTime = (iso: string) => new Date(iso).toLocaleString('sv-SE', { dateStyle: 'medium', timeStyle: 'short' });

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">{children}</CardContent>
    </Card>
  );
}

function Changes({ deal, since }: { deal: TDeal; since: number }) {
  const before = deal.versions.find((v) => v.version === since);
  const after = deal.versions.at(-1);
  if (!before || !after || since >= deal.version) return null;
  const changes = diffTerms(before.terms, after.terms);
  if (changes.length === 0) return null;
  return (
    <section
      aria-labelledby="deal-changes"
      className="rounded-lg border border-amber-500/60 bg-amber-50/60 p-4 dark:bg-amber-950/20"
    >
      <h2 id="deal-changes" className="mb-3 font-semibold">
        {T.changesTitle(since)}
      </h2>
      <dl className="space-y-3 text-sm">
        {changes.map((c) => (
          <div key={c.field}>
            <dt className="font-medium">{c.label}</dt>
            <dd className="grid gap-1 sm:grid-cols-2">
              <span className="whitespace-pre-line text-muted-foreground line-through">
                <span className="sr-only">{T.changesBefore}: </span>
                {c.before || '–'}
              </span>
              <span className="whitespace-pre-line">
                <span className="sr-only">{T.changesAfter}: </span>
                {c.after || '–'}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DealView({ deal }: { deal: TDeal }) {
  // the version seen before this visit stays the diff's base while the page is open
  const [since] = useState(() => deal.last_seen_version);
  const action = useDealAction(deal.id);
  const latest = deal.versions.at(-1)!;
  const standing = deal.signatures.filter((s) => !s.voided);
  const save = async (terms: TDeal['versions'][number]['terms']) => {
    try {
      await action.mutateAsync({ kind: 'update', json: { terms, baseVersion: deal.version } });
      toast.success(T.saved);
    } catch (error) {
      toast.error(T.saveError, { description: error instanceof ApiError ? error.message : undefined });
    }
  };
  const partyName = (p: 'a' | 'b') => `${deal.parties[p].username}${p === deal.me ? T.you : ''}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <Badge data-testid="deal-status">{DEAL_STATUS_LABELS[deal.status]}</Badge>
        <span className="text-sm text-muted-foreground">
          {T.version(deal.version)} · {T.party('a')}: {partyName('a')} · {T.party('b')}: {partyName('b')}
        </span>
      </div>
      {deal.decline_reason && <p role="status">{T.declinedWith(deal.decline_reason)}</p>}
      {since !== null && <Changes deal={deal} since={since} />}
      <div className="flex flex-wrap gap-2">
        {deal.can.sign && <SignDialog deal={deal} />}
        {deal.can.decline && <DeclineDialog deal={deal} />}
        {deal.me !== null && (
          <Button asChild variant="outline">
            <a href={dealPdfHref(deal.id)} download>
              <Download aria-hidden /> {T.pdf}
            </a>
          </Button>
        )}
      </div>
      {!deal.can.sign && deal.can.edit && standing.some((s) => s.party === deal.me) && (
        <p role="status" className="text-sm">
          {T.waitingForOther}
        </p>
      )}
      {deal.can.review && <ReviewForm deal={deal} />}

      <Section title={T.termsTitle}>
        <DealTermsForm
          key={deal.version}
          initial={latest.terms}
          disabled={!deal.can.edit}
          voidsSignatures={standing.length > 0}
          onSave={save}
        />
      </Section>

      <Section title={T.milestonesTitle}>
        <DealMilestones deal={deal} />
      </Section>

      <Section title={T.signaturesTitle}>
        {deal.signatures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{T.noSignatures}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {deal.signatures.map((s, i) => (
              <li key={i} className={s.voided ? 'text-muted-foreground line-through' : undefined}>
                {T.signedAt(s.name, T.party(s.party), dateTime(s.signed_at), s.version)}
                {s.voided && ` (${T.voided})`}
                <span className="block break-all font-mono text-xs">
                  {T.hash}: {s.hash}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {deal.reviews.length > 0 && (
        <Section title={T.reviewsOnDeal}>
          <ul className="space-y-2 text-sm">
            {deal.reviews.map((r) => (
              <li key={r.party}>
                <span className="font-medium">{T.reviewStars(r.rating)}</span> – {r.text}{' '}
                <span className="text-muted-foreground">({T.reviewBy(partyName(r.party))})</span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title={T.versionsTitle}>
        <ol className="space-y-1 text-sm">
          {deal.versions.map((v) => (
            <li key={v.version}>
              {T.version(v.version)} · {formatDate(v.created_at)} · {v.author ? partyName(v.author) : '–'}
              <span className="block break-all font-mono text-xs text-muted-foreground">
                {T.hash}: {v.hash}
              </span>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={T.auditTitle}>
        <ol className="space-y-1 text-sm" aria-label={T.auditTitle}>
          {deal.events.map((e, i) => (
            <li key={i}>
              <time dateTime={e.created_at}>{dateTime(e.created_at)}</time> · {e.label}
              {e.actor && ` · ${partyName(e.actor)}`}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
