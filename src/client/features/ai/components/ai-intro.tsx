// The /ai page's intro: three feature cards and a tip (spec §2 AI page).
import { Lightbulb, ListChecks, MessageSquareText, Sparkles } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';

const ICONS = [Sparkles, ListChecks, MessageSquareText];

export function AiIntro() {
  return (
    <section aria-label={AI_PAGE_TEXTS.title} className="space-y-6">
      <ul className="grid gap-4 sm:grid-cols-3">
        {AI_PAGE_TEXTS.features.map((f, i) => {
          const Icon = ICONS[i];
          return (
            <li key={f.title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="size-6 text-primary" aria-hidden />
                  <CardTitle>{f.title}</CardTitle>
                  <CardDescription>{f.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
      <aside className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <p>
          <strong>{AI_PAGE_TEXTS.tipTitle}: </strong>
          {AI_PAGE_TEXTS.tip}
        </p>
      </aside>
    </section>
  );
}
