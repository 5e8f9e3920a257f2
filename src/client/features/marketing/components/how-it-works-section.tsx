// Landing section 3 (anchor how-it-works): the four-step stepper with numbered steps, arrows and checklists.
import { useId, useState } from 'react';
import { ArrowLeft, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { HOW_IT_WORKS, LANDING_ANCHORS } from '@client/features/marketing/content/landing';
import { MarketingSection } from './marketing-section';

export function HowItWorksSection() {
  const s = HOW_IT_WORKS;
  const total = s.steps.length;
  const [active, setActive] = useState(0);
  const id = useId();
  const step = s.steps[active];
  const StepIcon = step.icon;

  return (
    <MarketingSection
      anchor={LANDING_ANCHORS.howItWorks}
      headingId="how-it-works-title"
      heading={s}
      className="border-y bg-muted/40 py-20 sm:py-24"
      containerClassName="max-w-5xl"
    >
      <ol className="relative mx-auto mt-12 grid max-w-3xl grid-cols-4" aria-label="Steg">
        <span aria-hidden className="absolute left-[12.5%] right-[12.5%] top-5 h-0.5 bg-border sm:top-6" />
        <span
          aria-hidden
          className="absolute left-[12.5%] top-5 h-0.5 bg-primary transition-[width] duration-500 sm:top-6"
          style={{ width: `${(active / (total - 1)) * 75}%` }}
        />
        {s.steps.map((st, i) => {
          const done = i < active;
          const current = i === active;
          return (
            <li key={st.title} className="relative flex flex-col items-center gap-2 text-center">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-current={current ? 'step' : undefined}
                aria-controls={`${id}-panel`}
                aria-label={`${s.stepLabel(i + 1, total)}: ${st.title}`}
                className={cn(
                  'relative z-10 flex size-10 cursor-pointer items-center justify-center rounded-full border-2 text-base font-bold transition-colors sm:size-12 sm:text-lg',
                  'outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  current && 'border-primary bg-primary text-primary-foreground shadow-md',
                  done && 'border-primary bg-background text-primary',
                  !current &&
                    !done &&
                    'border-border bg-background text-muted-foreground hover:border-primary/50 hover:text-foreground',
                )}
              >
                {i + 1}
              </button>
              <span
                aria-hidden
                className={cn(
                  'hidden text-sm font-medium sm:block',
                  current ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {st.title}
              </span>
            </li>
          );
        })}
      </ol>

      <div
        id={`${id}-panel`}
        role="region"
        aria-live="polite"
        aria-labelledby={`${id}-step-title`}
        data-testid="how-it-works-panel"
        className="mx-auto mt-10 max-w-3xl rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-6 md:flex-row md:items-start md:gap-8">
          <span
            aria-hidden
            className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-primary/10 text-primary"
          >
            <StepIcon className="size-7" />
          </span>
          <div className="min-w-0 flex-1 space-y-4">
            <div>
              <p className="text-sm font-medium text-primary">{s.stepLabel(active + 1, total)}</p>
              <h3 id={`${id}-step-title`} className="mt-1 text-2xl font-bold tracking-tight">
                {step.title}
              </h3>
            </div>
            <p className="leading-relaxed text-muted-foreground">{step.description}</p>
            <div>
              <p className="mb-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                {s.checklistHeading}
              </p>
              <ul className="grid gap-2.5 sm:grid-cols-2">
                {step.checklist.map((item) => (
                  <li key={item} className="flex items-start gap-2 text-sm">
                    <CheckCircle2
                      aria-hidden
                      className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400"
                    />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <div className="mt-8 flex items-center justify-between gap-3 border-t pt-6">
          <Button
            variant="outline"
            onClick={() => setActive((a) => Math.max(0, a - 1))}
            disabled={active === 0}
            aria-label={s.previous}
          >
            <ArrowLeft aria-hidden /> <span className="hidden sm:inline">{s.previous}</span>
          </Button>
          <div aria-hidden className="flex gap-1.5">
            {s.steps.map((st, i) => (
              <span
                key={st.title}
                className={cn('h-1.5 rounded-full transition-all', i === active ? 'w-6 bg-primary' : 'w-1.5 bg-border')}
              />
            ))}
          </div>
          <Button
            variant="outline"
            onClick={() => setActive((a) => Math.min(total - 1, a + 1))}
            disabled={active === total - 1}
            aria-label={s.next}
          >
            <span className="hidden sm:inline">{s.next}</span> <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>
    </MarketingSection>
  );
}
