// The strength meter under a new-password field (sign-up, reset, settings): zxcvbn-ts with the same policy
// as the server, loaded lazily on the first keystroke (its dictionaries are large; never in the landing bundle).
import { useEffect, useState } from 'react';
import type { PasswordCheck } from '@shared/password-policy';

type Policy = typeof import('@shared/password-policy');
let policy: Promise<Policy> | undefined;
const loadPolicy = () => (policy ??= import('@shared/password-policy'));

const COLORS = ['bg-destructive', 'bg-destructive', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

export function PasswordStrength({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [state, setState] = useState<{ check: PasswordCheck; levels: readonly string[]; label: string } | null>(null);
  const inputs = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setState(null);
      return;
    }
    let live = true;
    void loadPolicy().then(({ checkPassword, PASSWORD_TEXTS }) => {
      if (!live) return;
      setState({
        check: checkPassword(password, inputs ? inputs.split('\n') : []),
        levels: PASSWORD_TEXTS.levels,
        label: PASSWORD_TEXTS.meterLabel,
      });
    });
    return () => {
      live = false;
    };
  }, [password, inputs]);

  // the meter's place is kept while there is nothing to show: appearing, it pushed the fields below it down
  // (a click aimed at a user type as the first letters of the password were typed landed on the one above)
  if (!state)
    return (
      <div aria-hidden className="invisible space-y-1">
        <div className="h-1.5" />
        <p className="text-xs">&nbsp;</p>
      </div>
    );
  const { check, levels, label } = state;
  return (
    <div className="space-y-1" data-testid="password-strength">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={check.score}
        aria-valuetext={levels[check.score]}
        className="flex gap-1"
      >
        {[0, 1, 2, 3].map((i) => (
          <span
            key={i}
            className={`h-1.5 flex-1 rounded ${i < Math.max(1, check.score) ? COLORS[check.score] : 'bg-muted'}`}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {levels[check.score]}
        {check.problem ? ` – ${check.problem}` : ''}
      </p>
    </div>
  );
}
