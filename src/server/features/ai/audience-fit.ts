// Declared audiences in the matcher (issue 20): the age bands a message targets ('unga', '18–24 år',
// 'pensionärer') and how much of an offer owner's declared audience ('Målgrupp och räckvidd') lies in
// those bands and in the message's counties. An offer whose owner declared nothing is left as it was.
import { AGE_BANDS, COUNTIES, INSIGHTS_TEXTS } from '@shared/insights-texts.js';
import type { PlaceMention } from './places.js';

/** the age bands as [from, to] years */
const BAND_YEARS: Record<string, [number, number]> = {
  '13–17': [13, 17],
  '18–24': [18, 24],
  '25–34': [25, 34],
  '35–44': [35, 44],
  '45–54': [45, 54],
  '55+': [55, 200],
};
/** audiences of the causes taxonomy (causes.ts) and their bands */
const CAUSE_BANDS: Record<string, string[]> = { unga: ['13–17', '18–24'], aldre: ['55+'] };

/** An age range written out: '18–24 år', '18-24', '25 till 34 år', 'över 55', '55+'. */
const RANGE = /(?<![\d-]\s?)(\d{2})\s*(?:-|–|till)\s*(\d{2})(?!\s?\d)/gu;
const FROM = /(?:över|äldre än)\s+(\d{2})(?!\s?\d)|(?<!\d)(\d{2})\s*\+/gu;

/** The age bands a message targets, in AGE_BANDS order. */
export function ageBandsIn(text: string, causes: string[]): string[] {
  const found = new Set<string>(causes.flatMap((c) => CAUSE_BANDS[c] ?? []));
  const add = (from: number, to: number) => {
    for (const [band, [lo, hi]] of Object.entries(BAND_YEARS)) if (from <= hi && to >= lo) found.add(band);
  };
  for (const m of text.matchAll(RANGE)) {
    const [from, to] = [Number(m[1]), Number(m[2])];
    if (from >= 10 && to <= 99 && from < to) add(from, to);
  }
  for (const m of text.matchAll(FROM)) {
    const from = Number(m[1] ?? m[2]);
    if (from >= 13 && from <= 99) add(from, 200);
  }
  return AGE_BANDS.filter((b) => found.has(b));
}

export interface DeclaredAudience {
  ageBands: Record<string, number>;
  regions: Record<string, number>;
}

export interface AudienceFit {
  /** 0–1: the mean share of the audience inside the targeted bands and counties */
  overlap: number;
  reason: string | null;
}

/** a reason is given from this overlap on */
const REASON_FROM = 0.25;

/** How much of a declared audience the message's target covers; null without a target or a declaration. */
export function audienceFit(
  target: { ageBands?: string[]; places: PlaceMention[] },
  audience: DeclaredAudience | null | undefined,
): AudienceFit | null {
  if (!audience) return null;
  const counties = [...new Set(target.places.map((p) => p.region))].filter((c) =>
    (COUNTIES as readonly string[]).includes(c),
  );
  const parts: { share: number; label: string }[] = [];
  const share = (values: Record<string, number>, keys: string[]) =>
    keys.reduce((t, k) => t + (values[k] ?? 0), 0) / 100;
  const bands = target.ageBands ?? [];
  if (bands.length > 0 && Object.keys(audience.ageBands).length > 0) {
    const s = share(audience.ageBands, bands);
    parts.push({ share: s, label: `${Math.round(s * 100)} % i åldern ${bands.join(', ')}` });
  }
  if (counties.length > 0 && Object.keys(audience.regions).length > 0) {
    const s = share(audience.regions, counties);
    parts.push({ share: s, label: `${Math.round(s * 100)} % i ${counties.join(', ')}` });
  }
  if (parts.length === 0) return null;
  const overlap = Math.min(1, parts.reduce((t, p) => t + p.share, 0) / parts.length);
  const shown = parts.filter((p) => p.share >= REASON_FROM).map((p) => p.label);
  return {
    overlap,
    reason: overlap >= REASON_FROM && shown.length > 0 ? INSIGHTS_TEXTS.overlapReason(shown.join(' och ')) : null,
  };
}
