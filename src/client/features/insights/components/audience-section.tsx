// Settings › 'Målgrupp och räckvidd': channels with their follower or member counts, and age bands, gender
// split and counties in percent, each group summing to 100 — checked here with the API's own schema.
import { useEffect } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { toast } from '@client/lib/toast';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@client/components/ui/form';
import { useAuth } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { AGE_BANDS, AUDIENCE_CHANNELS, COUNTIES, GENDERS, INSIGHTS_TEXTS } from '@shared/insights-texts';
import { ZAudienceRequest } from '@shared/schemas/insights';
import type { TAudience } from '@shared/schemas/insights.response';
import { useAudience, useSaveAudience } from '../api/audience';
import { INSIGHTS_UI } from '../texts';

const T = INSIGHTS_UI.audience;
const ID = 'settings-audience';
/** a field the form has not been given a value for (a new key) reads undefined */
type Values = Record<string, string | undefined>;
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
  Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v?.trim() ? [[k, Number(v.replace(',', '.'))]] : [])));
const sumOf = (values: Values) => Object.values(numbers(values)).reduce((t, v) => t + (Number.isFinite(v) ? v : 0), 0);

const PERCENT_GROUPS: { name: keyof typeof INSIGHTS_TEXTS.groups; keys: readonly string[]; hint?: string }[] = [
  { name: 'ageBands', keys: AGE_BANDS },
  { name: 'gender', keys: GENDERS },
  { name: 'regions', keys: COUNTIES, hint: T.regionsHint },
];

/** One group of number fields; a percentage group shows its running sum (it must reach 100). */
function NumberGroup({
  control,
  name,
  title,
  keys,
  labelOf,
  percent = true,
  hint,
}: {
  control: Control<Groups>;
  name: keyof Groups;
  title: string;
  keys: readonly string[];
  /** the field's full label for assistive technology */
  labelOf: (key: string) => string;
  percent?: boolean;
  hint?: string;
}) {
  const sum = sumOf(useWatch({ control, name }));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{title}</legend>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {keys.map((key) => (
          <FormField
            key={key}
            control={control}
            name={`${name}.${key}`}
            render={({ field }) => (
              <FormItem id={`${ID}-${name}-${key}`} className="space-y-1">
                <FormLabel className="text-xs">{key}</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" aria-label={labelOf(key)} {...field} value={field.value ?? ''} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
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
  const form = useForm<Groups>({ defaultValues: fromAudience(null) });
  useEffect(() => {
    if (audience.data) form.reset(fromAudience(audience.data));
  }, [audience.data, form]);
  // the first problem (a group's sum, a number out of range) or the server's answer stands above the button
  const error = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (groups) => {
    const channels = Object.entries(numbers(groups.channels)).map(([channel, count]) => ({ channel, count }));
    const parsed = ZAudienceRequest.safeParse({
      channels,
      ageBands: numbers(groups.ageBands),
      gender: numbers(groups.gender),
      regions: numbers(groups.regions),
    });
    const fail = (message: string | undefined) => message && form.setError('root.server', { message });
    if (!parsed.success) return void fail(parsed.error.issues[0]?.message);
    try {
      await save.mutateAsync(parsed.data);
      toast.success(T.saved);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  });

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
            <Form {...form}>
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
                  control={form.control}
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
                    control={form.control}
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
            </Form>
          </CardContent>
        )}
      </Card>
    </section>
  );
}
