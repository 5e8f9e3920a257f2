// The /ai onboarding (spec §4): welcome (skip or start), company or organisation, goal. Finish
// composes a sentence that becomes the first question to the assistant.
import { useId, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Label } from '@client/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@client/components/ui/radio-group';
import { AI_PAGE_TEXTS } from '@shared/ai-texts';

const T = AI_PAGE_TEXTS.onboarding;
type Who = keyof typeof T.who;

function Choice({ value, label, hint }: { value: string; label: string; hint?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5">
      <RadioGroupItem value={value} id={id} className="mt-0.5" />
      <Label htmlFor={id} className="flex cursor-pointer flex-col items-start gap-1">
        <span>{label}</span>
        {hint && <span className="text-xs font-normal text-muted-foreground">{hint}</span>}
      </Label>
    </div>
  );
}

export function AiOnboardingDialog({
  open,
  onOpenChange,
  onFinish,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onFinish: (sentence: string) => void;
}) {
  const [step, setStep] = useState(1);
  const [who, setWho] = useState<Who | ''>('');
  const [goal, setGoal] = useState('');

  const change = (next: boolean) => {
    if (!next) {
      setStep(1);
      setWho('');
      setGoal('');
    }
    onOpenChange(next);
  };
  const finish = () => {
    if (!who) return;
    const picked = T.goals[who].find((g) => g.id === goal);
    if (!picked) return;
    change(false);
    onFinish(picked.sentence);
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="ai-onboarding">
        <DialogHeader>
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{T.step(step)}</p>
          <DialogTitle>{step === 1 ? T.title : step === 2 ? T.whoTitle : T.goalTitle}</DialogTitle>
          <DialogDescription className={step === 1 ? undefined : 'sr-only'}>
            {step === 1 ? T.welcomeText : T.step(step)}
          </DialogDescription>
        </DialogHeader>

        {step === 1 && (
          <div className="flex justify-center py-2" aria-hidden>
            <Sparkles className="size-12 text-primary" />
          </div>
        )}
        {step === 2 && (
          <RadioGroup
            value={who}
            onValueChange={(v) => {
              setWho(v as Who);
              setGoal('');
            }}
            aria-label={T.whoTitle}
          >
            {(Object.keys(T.who) as Who[]).map((k) => (
              <Choice key={k} value={k} label={T.who[k].label} hint={T.who[k].hint} />
            ))}
          </RadioGroup>
        )}
        {step === 3 && who && (
          <RadioGroup value={goal} onValueChange={setGoal} aria-label={T.goalTitle}>
            {T.goals[who].map((g) => (
              <Choice key={g.id} value={g.id} label={g.label} />
            ))}
          </RadioGroup>
        )}

        <DialogFooter>
          {step === 1 ? (
            <>
              <Button variant="outline" onClick={() => change(false)}>
                {T.skip}
              </Button>
              <Button onClick={() => setStep(2)}>{T.start}</Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => setStep(step - 1)}>
                {T.back}
              </Button>
              {step === 2 ? (
                <Button onClick={() => setStep(3)} disabled={!who}>
                  {T.next}
                </Button>
              ) : (
                <Button onClick={finish} disabled={!goal}>
                  {T.finish}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
