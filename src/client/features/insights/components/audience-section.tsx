// Settings › 'Målgrupp och räckvidd': channels with their follower or member counts, and age bands, gender
// split and counties in percent, each group summing to 100 — checked here with the API's own schema.
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@client/lib/toast';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { useAuth } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { AGE_BANDS, AUDIENCE_CHANNELS, COUNTIES, GENDERS, INSIGHTS_TEXTS } from '@shared/insights-texts';
import { ZAudienceRequest } from '@shared/schemas/insights';
import type { TAudience } from '@shared/schemas/insights.response';
import { useAudience, useSaveAudience } from '../api/audience';
import { INSIGHTS_UI } from '../texts';

const T = INSIGHTS_UI.audience;
const ID = 'settings-audience';
type Values = Record<string, string>;
type Groups = { channels: Values; ageBands: Values; gender: Values; regions: Values };

const fromAudience = (a: TAudience | null | undefined): Groups => {
  const strings = (o: Record<string, number | undefined> = {}) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v ?? '')]));
  return {
    channels: Object.fromEntries((a?.channels ?? []).map((c) => [c.channel, String(c.count)])),
    ageBands: strings(a?.ageBands),
    gender: strings(a?.gender),
    regions: strings(a?.regions),
  };
};
/** the filled-in fields as numbers ('' is left out; what is not a number stays so, for the schema to refuse) */
const numbers = (values: Values) =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, v]) => [k, Number(v.replace(',', '.'))]),
  );
const sumOf = (values: Values) => Object.values(numbers(values)).reduce((t, v) => t + (Number.isFinite(v) ? v : 0), 0);

const PERCENT_GROUPS: { name: keyof typeof INSIGHTS_TEXTS.groups; keys: readonly string[]; hint?: string }[] = [
  { name: 'ageBands', keys: AGE_BANDS },
  { name: 'gender', keys: GENDERS },
  { name: 'regions', keys: COUNTIES, hint: T.regionsHint },
];

/** One group of number fields; a percentage group shows its running sum (it must reach 100). */
function NumberGroup({
  name,
  title,
  keys,
  values,
  onChange,
  labelOf,
  percent = true,
  hint,
}: {
  name: keyof Groups;
  title: string;
  keys: readonly string[];
  values: Values;
  onChange: (key: string, value: string) => void;
  /** the field's full label for assistive technology */
  labelOf: (key: string) => string;
  percent?: boolean;
  hint?: string;
}) {
  const sum = sumOf(values);
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{title}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {keys.map((key) => (
          <div key={key} className="space-y-1">
            <Label htmlFor={`${ID}-${name}-${key}`} className="text-xs">
              {key}
            </Label>
            <Input
              id={`${ID}-${name}-${key}`}
              inputMode="numeric"
              aria-label={labelOf(key)}
              value={values[key] ?? ''}
              onChange={(e) => onChange(key, e.target.value)}
            />
          </div>
        ))}
      </div>
      {percent && (
        <p
          className={sum === 0 || sum === 100 ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}
          data-testid={`${name}-sum`}
        >
          {T.sum(sum)}
        </p>
      )}
    </fieldset>
  );
}

export function AudienceSection() {
  const { user, profile } = useAuth();
  const userId = user?.id ?? '';
  const allowed = profile?.user_type === 'influencer' || profile?.user_type === 'association';
  const audience = useAudience(allowed ? userId : null);
  const save = useSaveAudience(userId);
  const [groups, setGroups] = useState<Groups>(() => fromAudience(null));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (audience.data) setGroups(fromAudience(audience.data));
  }, [audience.data]);

  const set = (group: keyof Groups) => (key: string, value: string) =>
    setGroups((g) => ({ ...g, [group]: { ...g[group], [key]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const channels = Object.entries(numbers(groups.channels)).map(([channel, count]) => ({ channel, count }));
    const parsed = ZAudienceRequest.safeParse({
      channels,
      ageBands: numbers(groups.ageBands),
      gender: numbers(groups.gender),
      regions: numbers(groups.regions),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(T.saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <section aria-labelledby={`${ID}-title`}>
      <Card>
        <CardHeader>
          <CardTitle id={`${ID}-title`} role="heading" aria-level={2}>
            {INSIGHTS_TEXTS.audienceTitle}
          </CardTitle>
          <CardDescription>{allowed ? T.description : T.notAllowed}</CardDescription>
        </CardHeader>
        {allowed && (
          <CardContent>
            <form
              onSubmit={(e) => void submit(e)}
              noValidate
              className="space-y-6"
              aria-label={INSIGHTS_TEXTS.audienceTitle}
            >
              <NumberGroup
                name="channels"
                title={INSIGHTS_TEXTS.channels}
                keys={AUDIENCE_CHANNELS}
                values={groups.channels}
                onChange={set('channels')}
                labelOf={T.channelCount}
                percent={false}
              />
              {PERCENT_GROUPS.map(({ name, keys, hint }) => (
                <NumberGroup
                  key={name}
                  name={name}
                  title={INSIGHTS_TEXTS.groups[name]}
                  labelOf={(key) => T.percentOf(INSIGHTS_TEXTS.groups[name], key)}
                  keys={keys}
                  values={groups[name]}
                  onChange={set(name)}
                  hint={hint}
                />
              ))}
              {error && (
                <Alert variant="destructive" role="alert">
                  <AlertDescription>{error}</AlertDescription>
                </Alert>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? T.saving : T.save}
                </Button>
                {audience.data && (
                  <span className="text-xs text-muted-foreground">
                    {INSIGHTS_TEXTS.declaredOn(formatDate(audience.data.declaredAt))}
                  </span>
                )}
              </div>
            </form>
          </CardContent>
        )}
      </Card>
    </section>
  );
}
