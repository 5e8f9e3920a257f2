// /talanger: Talentfinder for associations, businesses and foundations (issue 25 §3). Filters live in the
// URL (q, place, remote, terms, minHours, projectId), results come ranked with reasons from the server, and a
// person's card opens the skills profile with 'Skicka meddelande' (the chat: no address is ever shown).
import { useState } from 'react';
import { Link } from '@client/lib/router';
import { MapPin, MessageSquare } from 'lucide-react';
import { LabelledControl, FilterSelect } from '@client/components/labelled-control';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { formTexts, useUrlFilters } from '@client/lib/url-filters';
import { WORK_TERMS } from '@shared/constants';
import { PEOPLE_TEXTS } from '@shared/people-texts';
import { SKILL_LEVEL_LABELS } from '@shared/talent-texts';
import type { TSkillProfile } from '@shared/schemas/talent.response';
import { useMyProjects, useTalent, useTalents } from '../api/get-talents';
import { BadgeList } from './badge-list';

const T = PEOPLE_TEXTS.finder;
/** the query parameters /api/talents takes, kept in the page's URL */
const KEYS = ['q', 'place', 'remote', 'terms', 'minHours', 'projectId'] as const;

const termsOf = (p: Pick<TSkillProfile, 'volunteer' | 'paid'>) =>
  [p.volunteer && T.volunteer, p.paid && T.paid].filter(Boolean).join(' · ');

export function TalentFinder() {
  const { params, set, update } = useUrlFilters();
  const query = Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])));
  const talents = useTalents(query);
  const projects = useMyProjects();
  // the assistant links a person it found straight to the profile (?person=)
  const [openId, setOpenId] = useState<string | null>(() => params.get('person'));

  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={T.filters}
        className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          update(formTexts(e.currentTarget, ['q', 'place', 'minHours']));
        }}
      >
        <LabelledControl id="talent-q" label={T.q} className="sm:col-span-2">
          <Input name="q" defaultValue={params.get('q') ?? ''} placeholder="t.ex. fotograf, webb" />
        </LabelledControl>
        <LabelledControl id="talent-place" label={T.place}>
          <Input name="place" defaultValue={params.get('place') ?? ''} placeholder="t.ex. Gävle" />
        </LabelledControl>
        <FilterSelect
          id="talent-terms"
          label={T.terms}
          all={T.anyTerms}
          options={WORK_TERMS.map((t) => [t, T[t]])}
          value={params.get('terms')}
          onChange={(v) => set('terms', v)}
        />
        <LabelledControl id="talent-minHours" label={T.minHours}>
          <Input
            name="minHours"
            type="number"
            min={1}
            max={80}
            inputMode="numeric"
            defaultValue={params.get('minHours') ?? ''}
          />
        </LabelledControl>
        <FilterSelect
          id="talent-project"
          label={T.rankAgainst}
          all={T.noProject}
          options={(projects.data ?? []).map((p) => [p.id, p.title])}
          value={params.get('projectId')}
          onChange={(v) => set('projectId', v)}
        />
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="size-4"
            checked={params.get('remote') === 'true'}
            onChange={(e) => set('remote', e.target.checked ? 'true' : null)}
          />
          {T.remote}
        </label>
        <div className="flex items-end">
          <Button type="submit">{T.search}</Button>
        </div>
      </form>

      {talents.isPending ? (
        <Spinner />
      ) : talents.isError ? (
        <p role="alert" className="text-destructive">
          {talents.error.message}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {talents.data.length === 0 ? T.none : T.results(talents.data.length)}
          </p>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Personer">
            {talents.data.map((m) => (
              <li
                key={m.profile.userId}
                className="flex flex-col gap-2 rounded-lg border p-4"
                data-testid="talent-card"
              >
                <button
                  type="button"
                  className="text-left text-lg font-semibold underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  aria-label={T.open(m.profile.username)}
                  onClick={() => setOpenId(m.profile.userId)}
                >
                  {m.profile.username}
                </button>
                <p className="text-sm [overflow-wrap:anywhere]">{m.profile.headline}</p>
                <p className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
                  <MapPin aria-hidden className="size-4" /> {m.profile.place}
                  {m.profile.remote && ' · distans'} · {T.hoursWeek(m.profile.hoursPerWeek)} · {termsOf(m.profile)}
                </p>
                <BadgeList
                  label="Färdigheter"
                  items={m.profile.skills.slice(0, 6).map((s) => s.name)}
                  variant="outline"
                />
                <BadgeList label="Varför personen passar" items={m.reasons} />
              </li>
            ))}
          </ul>
        </>
      )}
      <TalentDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function TalentDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const talent = useTalent(id);
  const p = talent.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{p?.username ?? T.profileTitle}</DialogTitle>
          <DialogDescription>{p?.headline ?? ''}</DialogDescription>
        </DialogHeader>
        {talent.isPending ? (
          <Spinner />
        ) : talent.isError || !p ? (
          <p role="alert">{T.notFound}</p>
        ) : (
          <div className="space-y-4 text-sm" data-testid="talent-profile">
            <p>
              {p.place}
              {p.county && p.county !== p.place ? ` (${p.county})` : ''}
              {p.remote && ' · kan arbeta på distans'} · {T.hoursWeek(p.hoursPerWeek)} · {termsOf(p)}
            </p>
            {(p.availableFrom || p.availableTo) && (
              <p>
                {T.available} {p.availableFrom ?? '…'} – {p.availableTo ?? '…'}
              </p>
            )}
            <ul className="space-y-1">
              {p.skills.map((s) => (
                <li key={s.name} className="flex justify-between gap-2 border-b py-1">
                  <span>{s.name}</span>
                  <span className="text-muted-foreground">{SKILL_LEVEL_LABELS[s.level]}</span>
                </li>
              ))}
            </ul>
            {p.bio && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{p.bio}</p>}
            {p.links.length > 0 && (
              <div>
                <p className="font-medium">{T.links}</p>
                <ul>
                  {p.links.map((l) => (
                    <li key={l}>
                      <a
                        href={l}
                        rel="noopener noreferrer nofollow"
                        target="_blank"
                        className="text-primary [overflow-wrap:anywhere] hover:underline"
                      >
                        {l.replace(/^https:\/\//, '')}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-muted-foreground">{T.contactRule}</p>
            <Button asChild>
              <Link to={paths.chatWith.getHref(p.userId)}>
                <MessageSquare aria-hidden /> {T.sendMessage}
              </Link>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
