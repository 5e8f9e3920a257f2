// Landing hero: headline, the three calls to action, the claims and a preview of a match.
import { Link } from '@client/lib/router';
import { ArrowDown, BadgeCheck, Compass, LogIn, MapPin, MessagesSquare, Sparkles, Wallet } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Badge } from '@client/components/ui/badge';
import { paths } from '@client/config/paths';
import { HERO, LANDING_ANCHORS } from '@client/features/marketing/content/landing';
import { EXPLORE_MENU_TEXTS } from '@shared/frame-texts';
import { ClaimList, SignUpButton } from './cta-parts';
import { scrollToSection } from './scroll-to-section';

function MatchPreview() {
  const p = HERO.preview;
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/25 via-primary/5 to-highlight/30 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 pb-9 shadow-xl sm:p-6 sm:pb-10">
        <div className="flex items-center justify-between gap-3">
          <Badge className="gap-1 bg-highlight text-highlight-foreground">
            <Sparkles /> {p.label}
          </Badge>
          <span className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">{p.match}</span>
        </div>
        <p className="mt-4 text-lg font-semibold leading-snug">{p.title}</p>
        <p className="text-sm text-muted-foreground">{p.organization}</p>
        <div className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <MapPin className="size-4" /> {p.location}
          </span>
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <Wallet className="size-4" /> {p.budget}
          </span>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          {p.tags.map((t) => (
            <span key={t} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              {t}
            </span>
          ))}
        </div>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full w-[94%] rounded-full bg-gradient-to-r from-primary to-emerald-500" />
        </div>
      </div>
      <div className="relative -mt-6 flex items-stretch gap-3 pl-6 sm:pl-0">
        <div className="hidden shrink-0 flex-col justify-center rounded-2xl border bg-card px-4 py-3 shadow-lg sm:flex lg:-ml-8">
          <p className="text-2xl font-bold text-primary">{p.statValue}</p>
          <p className="max-w-[8.5rem] text-xs text-muted-foreground">{p.statLabel}</p>
        </div>
        <div className="min-w-0 flex-1 rounded-2xl border bg-card p-4 shadow-lg">
          <div className="flex items-center gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
              L
            </span>
            <div className="min-w-0">
              <p className="flex items-center gap-1 text-sm font-semibold">
                {p.chatFrom} <BadgeCheck className="size-4 shrink-0 text-primary" />
              </p>
              <p className="line-clamp-2 text-sm text-muted-foreground">{p.chatText}</p>
            </div>
            <MessagesSquare className="ml-auto size-5 shrink-0 text-muted-foreground" />
          </div>
        </div>
      </div>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-gradient-to-b from-primary/10 via-background to-background"
      />
      <div aria-hidden className="hero-glow-primary absolute -top-[22rem] right-[-22rem] -z-10 size-[56rem]" />
      <div aria-hidden className="hero-glow-highlight absolute -left-80 top-0 -z-10 size-[44rem]" />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pb-16 pt-28 sm:px-6 sm:pt-32 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-20 lg:pt-36">
        <div className="space-y-7">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur sm:text-sm">
            <span aria-hidden className="size-2 rounded-full bg-emerald-500" />
            {HERO.eyebrow}
          </p>
          <h1 id="hero-title" className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {HERO.titleStart}{' '}
            <span className="bg-gradient-to-r from-primary to-sky-500 bg-clip-text text-transparent dark:to-sky-300">
              {HERO.titleHighlight}
            </span>
          </h1>
          <p className="max-w-xl text-pretty text-lg leading-relaxed text-muted-foreground">{HERO.lead}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <SignUpButton label={HERO.signUp} className="shadow-md" />
            <Button asChild size="lg" variant="outline">
              <Link to={paths.auth.getHref({ tab: 'signin' })}>
                <LogIn aria-hidden /> {HERO.signIn}
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.explore.getHref('association')}>
                <Compass aria-hidden /> {EXPLORE_MENU_TEXTS.landingExplore}
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost">
              <a
                href={`#${LANDING_ANCHORS.userTypes}`}
                onClick={(e) => {
                  e.preventDefault();
                  scrollToSection(LANDING_ANCHORS.userTypes);
                }}
              >
                {HERO.explore} <ArrowDown aria-hidden />
              </a>
            </Button>
          </div>
          <ClaimList
            claims={HERO.claims}
            className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-muted-foreground"
            iconClassName="size-4 text-emerald-600 dark:text-emerald-400"
          />
        </div>
        <MatchPreview />
      </div>
    </section>
  );
}
