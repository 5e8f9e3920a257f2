// A profile's declared audience as charts: total reach, channels, age, gender and counties.
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/format';
import { AGE_BANDS, GENDERS, INSIGHTS_TEXTS } from '@shared/insights-texts';
import { useAudience } from '../api/audience';
import { ShareBars } from './share-bars';

const inOrder = (keys: readonly string[], values: Record<string, number | undefined>) =>
  keys.filter((k) => values[k] !== undefined).map((k) => ({ key: k, label: k, value: values[k]! }));

export function AudienceCard({ userId }: { userId: string }) {
  const { data: audience } = useAudience(userId);
  if (!audience) return null;
  const regions = Object.entries(audience.regions)
    .map(([k, v]) => ({ key: k, label: k, value: v ?? 0 }))
    .sort((a, b) => b.value - a.value);
  return (
    <Card data-testid="audience-card">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="text-lg">
          {INSIGHTS_TEXTS.audienceTitle}
        </CardTitle>
        <CardDescription>
          {INSIGHTS_TEXTS.reach(audience.totalReach.toLocaleString('sv-SE'))} ·{' '}
          {INSIGHTS_TEXTS.declaredOn(formatDate(audience.declaredAt))}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        {audience.channels.length > 0 && (
          <ShareBars
            title={INSIGHTS_TEXTS.channels}
            items={audience.channels.map((c) => ({ key: c.channel, label: c.channel, value: c.count }))}
          />
        )}
        {Object.keys(audience.ageBands).length > 0 && (
          <ShareBars title={INSIGHTS_TEXTS.ageBands} unit="%" items={inOrder(AGE_BANDS, audience.ageBands)} />
        )}
        {Object.keys(audience.gender).length > 0 && (
          <ShareBars title={INSIGHTS_TEXTS.gender} unit="%" items={inOrder(GENDERS, audience.gender)} />
        )}
        {regions.length > 0 && <ShareBars title={INSIGHTS_TEXTS.regions} unit="%" items={regions} />}
      </CardContent>
    </Card>
  );
}
