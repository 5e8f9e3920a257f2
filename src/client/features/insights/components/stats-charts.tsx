// The statistics page's charts (recharts), loaded lazily: only this chunk carries the chart library.
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TStatsDay } from '@shared/schemas/insights.response';
import { INSIGHTS_UI } from '../texts';

const T = INSIGHTS_UI.stats;
/** '2026-11-26' → '26/11' */
const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

function ChartFrame({ title, children }: { title: string; children: React.ReactElement }) {
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <div className="h-56 w-full" role="img" aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

export default function StatsCharts({ days }: { days: TStatsDay[] }) {
  const data = days.map((d) => ({ ...d, label: shortDay(d.day) }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFrame title={T.viewsChart}>
        <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Area
            type="monotone"
            dataKey="views"
            name={T.views}
            stroke="var(--color-primary)"
            fill="var(--color-primary)"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </ChartFrame>
      <ChartFrame title={T.actionsChart}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-muted" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="favorites" name={T.favorites} fill="var(--color-primary)" isAnimationActive={false} />
          <Bar dataKey="contacts" name={T.contacts} fill="var(--color-muted-foreground)" isAnimationActive={false} />
        </BarChart>
      </ChartFrame>
    </div>
  );
}
