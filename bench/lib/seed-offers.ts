// Seeds N realistic Swedish offers with one INSERT … SELECT generate_series (seconds for 100 000 rows).
// Every description mentions 'sponsring', so that word matches almost every offer (the worst case for search).
import type { Database } from '@server/db/client.js';
import { indexPendingOffers } from '@server/search/indexer.js';

const TITLES = [
  'Huvudsponsor för ungdomsfotboll',
  'Partner till vår innebandyklubb',
  'Stöd till körsång och kultur',
  'Miljöprojekt i skolor söker sponsorer',
  'Influencer inom träning och friluftsliv',
  'Stipendium för unga forskare',
  'Samarbete kring e-sport och gaming',
  'Sponsring av ridskola och hästsport',
  'Musikfestival söker partner',
  'Hållbar mode-kampanj med influencers',
  'Fond för lokala idrottsföreningar',
  'Simklubb behöver nya matchställ',
];
const ORGS = [
  'Västkust Energi AB',
  'IK Norrstjärnan',
  'Gröna Hem Fastigheter',
  'Fjällkraft Outdoor',
  'Stiftelsen Framtid',
  'Kulturrådet Syd',
];
const CITIES = ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Umeå', 'Örebro', 'Luleå', 'Lund'];
const DESCRIPTIONS = [
  'Vi söker långsiktig sponsring för barn och ungdomar inom fotboll och vill synas på hemmaplan.',
  'Föreningen erbjuder exponering i sociala kanaler i utbyte mot sponsring av resor och utrustning.',
  'Ett samarbete där sponsringen går till miljöprojekt, workshops och klimatutbildning för unga.',
  'Vår publik är unga vuxna som tränar löpning och styrka; sponsring ger synlighet i videor och inlägg.',
  'Stiftelsen delar ut bidrag och sponsring till kultur, musik och idrott i hela landet.',
];
const TAGS = [
  'fotboll',
  'ungdom',
  'idrott',
  'musik',
  'kultur',
  'miljö',
  'hållbarhet',
  'träning',
  'e-sport',
  'skola',
  'hästar',
  'mode',
];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;

export async function seedBenchOffers(database: Database, count: number): Promise<void> {
  await database.exec(`
    INSERT INTO offers (type, title, organization, location, budget, timeframe, description, tags, featured,
                        phone, contact_info, is_approved, created_at)
    SELECT (ARRAY['business','association','influencer','foundation'])[1 + i % 4],
           (${arr(TITLES)})[1 + (i * 7) % ${TITLES.length}] || ' ' || i,
           (${arr(ORGS)})[1 + (i * 3) % ${ORGS.length}],
           (${arr(CITIES)})[1 + (i * 5) % ${CITIES.length}],
           ((i % 50 + 1) * 1000)::text || ' - ' || ((i % 50 + 1) * 3000)::text || ' kr',
           'Under 2027',
           (${arr(DESCRIPTIONS)})[1 + (i * 11) % ${DESCRIPTIONS.length}],
           ARRAY[(${arr(TAGS)})[1 + i % ${TAGS.length}], (${arr(TAGS)})[1 + (i / ${TAGS.length}) % ${TAGS.length}]],
           i % 97 = 0,
           '08-123 45 67', 'bench' || i || '@exempel.se',
           i % 10 <> 0,
           now() - make_interval(mins => i)
    FROM generate_series(1, ${count}) AS i;
    ANALYZE offers;`);
}

/** Analyses every offer's search terms now, so a server started on the database has none left to backfill. */
export async function indexAllOffers(database: Database): Promise<void> {
  for (;;) {
    await indexPendingOffers(database.db);
    const [row] = await database.query<{ left: string }>(
      'SELECT count(*)::text AS left FROM offers WHERE search_terms IS NULL',
    );
    if (Number(row?.left ?? 0) === 0) return;
  }
}
