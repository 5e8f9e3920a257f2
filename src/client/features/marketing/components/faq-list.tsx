// The FAQ as grouped, keyboard-operable accordions (Radix: Enter/Space toggles, arrows move between questions).
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@client/components/ui/accordion';
import type { FaqGroup } from '@client/features/marketing/content/faq';

/** `openId` opens one question from the start, e.g. from a link to /faq#avtal. */
export function FaqList({ groups, openId }: { groups: FaqGroup[]; openId?: string }) {
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.items[0]?.id}-group`}>
          <h2 id={`faq-${group.items[0]?.id}-group`} className="mb-3 text-xl font-semibold tracking-tight">
            {group.title}
          </h2>
          <Accordion
            type="multiple"
            defaultValue={group.items.some((i) => i.id === openId) && openId ? [openId] : []}
            className="rounded-2xl border bg-card px-5 shadow-xs sm:px-6"
          >
            {group.items.map((item) => (
              <AccordionItem key={item.id} value={item.id} id={item.id}>
                <AccordionTrigger className="text-base font-semibold hover:no-underline">
                  {item.question}
                </AccordionTrigger>
                <AccordionContent className="space-y-3 leading-relaxed text-muted-foreground">
                  {item.answer.map((p) => (
                    <p key={p}>{p}</p>
                  ))}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      ))}
    </div>
  );
}
