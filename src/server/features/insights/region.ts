// The county (län) of a free-text place, for the statistics' 'viewers by region' and the audience overlap.
import { fold } from '@server/search/words.js';
import { findPlaces } from '@server/features/ai/places.js';
import { COUNTIES, UNKNOWN_REGION, type County } from '@shared/insights-texts.js';

const BY_FOLDED = new Map(COUNTIES.map((c) => [fold(c), c]));
const isCounty = (name: string): name is County => (COUNTIES as readonly string[]).includes(name);

/** 'Malmö' → 'Skåne', 'Dalarna' → 'Dalarna', anything unknown or empty → 'okänd' */
export function countyOf(location: string | null | undefined): County | typeof UNKNOWN_REGION {
  if (!location?.trim()) return UNKNOWN_REGION;
  for (const place of findPlaces(location)) {
    if (isCounty(place.region)) return place.region;
  }
  const folded = fold(location);
  for (const [key, county] of BY_FOLDED) if (folded.includes(key)) return county;
  return UNKNOWN_REGION;
}
