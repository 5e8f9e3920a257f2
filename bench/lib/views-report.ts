// The tables `npm run bench:views` prints: CPU per view, the list at saturation, the list at fixed rates.
import type { OpenLoopFigures } from './open-loop.js';

export interface Figures {
  p50: number;
  p95: number;
  rps: number;
  errors: number;
  /** answered requests over the run */
  answered: number;
}
interface ThreeWays<T> {
  alone: T;
  /** the list while the same view rate goes to a bare server in another process */
  control: T;
  withViews: T;
  views: Figures;
}
export interface Row extends ThreeWays<Figures> {
  backend: string;
  scenario: string;
}
export interface OpenRow extends ThreeWays<OpenLoopFigures> {
  backend: string;
  scenario: string;
}
interface Cost {
  figures: Figures;
  serverUs: number;
  databaseUs: number;
}
export interface CostRow {
  backend: string;
  views: Cost;
  randomPage: Cost;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
/** each figure's median over the rounds (its own median: the columns of one row may come from different rounds) */
function medianOf<T extends object>(list: T[]): T {
  const first = list[0]!;
  return Object.fromEntries(
    Object.entries(first).map(([key, value]) =>
      typeof value === 'number' ? [key, median(list.map((x) => (x as Record<string, number>)[key]!))] : [key, value],
    ),
  ) as T;
}
export const medianRound = <T extends object>(rounds: ThreeWays<T>[]): ThreeWays<T> => ({
  alone: medianOf(rounds.map((r) => r.alone)),
  control: medianOf(rounds.map((r) => r.control)),
  withViews: medianOf(rounds.map((r) => r.withViews)),
  views: medianOf(rounds.map((r) => r.views)),
});

const pct = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)} %`;
const three = <T>(r: ThreeWays<T>, f: (x: T) => number | string) =>
  `${f(r.alone)} → ${f(r.control)} → ${f(r.withViews)}`;

export function printCost(rows: CostRow[]): void {
  if (rows.length === 0) return;
  console.log(
    '\n| backend | CPU per view: server + database µs | views/s (errors) | CPU per random page: server + database µs |',
  );
  console.log('|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.views.serverUs} + ${r.views.databaseUs} | ${Math.round(r.views.figures.rps)} (${r.views.figures.errors}) | ` +
        `${r.randomPage.serverUs} + ${r.randomPage.databaseUs} |`,
    );
}

export function printSaturation(rows: Row[], connections: number): void {
  if (rows.length === 0) return;
  console.log(`\nList at saturation (${connections} connections, closed loop):\n`);
  console.log(
    '| backend | list scenario | list req/s: alone → control → with views | p50 ms | p95 ms | req/s change: alone → views, control → views | views/s reached (p95 ms, errors) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.scenario} | ${three(r, (x) => Math.round(x.rps))} | ${three(r, (x) => x.p50)} | ${three(r, (x) => x.p95)} | ` +
        `${pct(r.alone.rps, r.withViews.rps)}, ${pct(r.control.rps, r.withViews.rps)} | ` +
        `${Math.round(r.views.rps)} (${r.views.p95} ms, ${r.views.errors}) |`,
    );
}

export function printOpenLoop(rows: OpenRow[]): void {
  if (rows.length === 0) return;
  console.log('\nList at a fixed arrival rate (open loop; latency from each request’s due time):\n');
  console.log(
    '| backend | list scenario | list req/s asked (answered: alone → control → views) | p50 ms: alone → control → with views | p95 ms | p99 ms | p95 change: alone → views, control → views | views/s reached (errors) | list errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.scenario} | ${r.alone.rate} (${three(r, (x) => x.answeredPerSecond)}) | ${three(r, (x) => x.p50)} | ` +
        `${three(r, (x) => x.p95)} | ${three(r, (x) => x.p99)} | ${pct(r.alone.p95, r.withViews.p95)}, ${pct(r.control.p95, r.withViews.p95)} | ` +
        `${Math.round(r.views.rps)} (${r.views.errors}) | ${three(r, (x) => x.errors)} |`,
    );
}
