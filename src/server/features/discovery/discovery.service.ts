// What the server knows of a public page before the browser runs: the preview tags of an offer, a
// profile, a grant programme, a project or an explore page (or that the offer does not exist), and the lists behind sitemap.xml.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { grantProgrammes, offers, profiles, projects } from '@server/db/schema.js';
import { isOfferType, userTypeLabel } from '@shared/constants.js';
import { DISCOVERY_TEXTS as T, EXPLORE_PAGES } from '@shared/discovery-texts.js';
import { TALENT_TEXTS } from '@shared/talent-texts.js';
import { summarize, type PageMeta } from './page-meta.js';

export interface PageAnswer {
  status: 200 | 404;
  meta: PageMeta;
}

/** Sitemap entries are capped: one sitemap file holds at most 50 000 addresses. */
const SITEMAP_MAX = 25_000;
const ID_MAX = 100;

const absolute = (base: string, pathOrUrl: string) => new URL(pathOrUrl, base).toString();

function siteMeta(base: string, path: string, title: string, description: string): PageMeta {
  return { title, description, canonical: absolute(base, path), image: absolute(base, '/og-image.png') };
}

/** The preview of a page the SPA serves, or null when the page is none of the public ones with a preview. */
export async function findPageMeta(opts: { db: Db; base: string; path: string }): Promise<PageAnswer | null> {
  const { db, base, path } = opts;
  const offerMatch = /^\/sponsorship\/([^/]+)\/?$/.exec(path);
  if (offerMatch) return offerPage(db, base, decodeURIComponent(offerMatch[1]!));
  const userMatch = /^\/user\/([^/]+)\/?$/.exec(path);
  if (userMatch) return profilePage(db, base, decodeURIComponent(userMatch[1]!));
  const grantMatch = /^\/stiftelser\/([^/]+)\/?$/.exec(path);
  // '/stiftelser/ny' is the form, not a programme
  if (grantMatch && grantMatch[1] !== 'ny') return grantPage(db, base, decodeURIComponent(grantMatch[1]!));
  if (/^\/stiftelser\/?$/.test(path)) {
    return { status: 200, meta: siteMeta(base, '/stiftelser', GRANT_PAGE_TITLE, GRANT_PAGE_DESCRIPTION) };
  }
  const projectMatch = /^\/projekt\/([^/]+)\/?$/.exec(path);
  // '/projekt/ny' is the form, not a project
  if (projectMatch && projectMatch[1] !== 'ny') return projectPage(db, base, decodeURIComponent(projectMatch[1]!));
  if (/^\/projekt\/?$/.test(path)) {
    return {
      status: 200,
      meta: siteMeta(base, '/projekt', PROJECTS_PAGE_TITLE, TALENT_TEXTS.projectsPageDescription),
    };
  }
  const exploreMatch = /^\/explore\/([^/]+)\/?$/.exec(path);
  if (exploreMatch && isOfferType(exploreMatch[1])) {
    const page = EXPLORE_PAGES[exploreMatch[1]];
    return {
      status: 200,
      meta: siteMeta(base, `/explore/${exploreMatch[1]}`, T.exploreTitle(page.title), page.description),
    };
  }
  return null;
}

const notFoundPage = (base: string, path: string): PageAnswer => ({
  status: 404,
  meta: siteMeta(base, path, T.notFoundPageTitle, T.notFoundText),
});

async function offerPage(db: Db, base: string, id: string): Promise<PageAnswer> {
  const path = `/sponsorship/${id}`;
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return notFoundPage(base, path);
  const [offer] = await db
    .select({
      title: offers.title,
      organization: offers.organization,
      description: offers.description,
      logo: offers.logo,
    })
    .from(offers)
    .where(and(sql`${offers.id} = ${id}::bigint`, eq(offers.isApproved, true)))
    .limit(1);
  if (!offer) return notFoundPage(base, path);
  return {
    status: 200,
    meta: {
      title: T.offerTitle(offer.title, offer.organization),
      description: summarize(offer.description),
      canonical: absolute(base, path),
      image: absolute(base, offer.logo || '/og-image.png'),
      type: 'article',
    },
  };
}

const GRANT_PAGE_TITLE = 'Stiftelsesök – utlysningar och bidrag från stiftelser och fonder | Samverka';
const GRANT_PAGE_DESCRIPTION =
  'Sök bland stiftelsers och fonders utlysningar: filtrera på område, län och vem som får söka, bevaka sista ansökningsdagen och skriv ansökan med AI-hjälp.';

async function grantPage(db: Db, base: string, id: string): Promise<PageAnswer> {
  const path = `/stiftelser/${id}`;
  if (!/^[1-9][0-9]{0,17}$/.test(id)) return notFoundPage(base, path);
  const [grant] = await db
    .select({
      name: grantProgrammes.name,
      organization: grantProgrammes.organization,
      purpose: grantProgrammes.purpose,
    })
    .from(grantProgrammes)
    .where(and(sql`${grantProgrammes.id} = ${id}::bigint`, eq(grantProgrammes.isApproved, true)))
    .limit(1);
  if (!grant) return notFoundPage(base, path);
  return {
    status: 200,
    meta: {
      ...siteMeta(base, path, T.offerTitle(grant.name, grant.organization), summarize(grant.purpose)),
      type: 'article',
    },
  };
}

const PROJECTS_PAGE_TITLE = 'Projekt – föreningar och organisationer som söker färdigheter | Samverka';

/** An approved project's preview; an unapproved or unknown one answers 404 (the page shows it to its owner). */
async function projectPage(db: Db, base: string, id: string): Promise<PageAnswer> {
  const path = `/projekt/${id}`;
  if (!/^[1-9][0-9]{0,14}$/.test(id)) return notFoundPage(base, path);
  const [project] = await db
    .select({ title: projects.title, organization: projects.organization, description: projects.description })
    .from(projects)
    .where(and(eq(projects.id, Number(id)), eq(projects.isApproved, true)))
    .limit(1);
  if (!project) return notFoundPage(base, path);
  return {
    status: 200,
    meta: {
      ...siteMeta(base, path, T.offerTitle(project.title, project.organization), summarize(project.description)),
      type: 'article',
    },
  };
}

async function profilePage(db: Db, base: string, id: string): Promise<PageAnswer | null> {
  if (id.length > ID_MAX) return null;
  const [profile] = await db
    .select({ username: profiles.username, userType: profiles.userType, description: profiles.description })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  // the page itself says the profile is missing; the preview is the site's
  if (!profile) return null;
  const [{ n }] = await db
    .select({ n: count() })
    .from(offers)
    .where(and(eq(offers.userId, id), eq(offers.isApproved, true)));
  const description = profile.description?.trim()
    ? summarize(profile.description)
    : T.profileDescription(profile.username, userTypeLabel(profile.userType), Number(n));
  return {
    status: 200,
    meta: { ...siteMeta(base, `/user/${id}`, T.profileTitle(profile.username), description), type: 'profile' },
  };
}

const day = (at: SQL) => sql<string>`to_char(${at} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** Every approved offer and every profile with an approved offer (with the day of the last change). */
export async function findSitemapEntries(db: Db) {
  const offerRows = await db
    .select({ id: sql<string>`${offers.id}::text`, lastmod: day(sql`${offers.updatedAt}`) })
    .from(offers)
    .where(eq(offers.isApproved, true))
    .orderBy(desc(offers.id))
    .limit(SITEMAP_MAX);
  const profileRows = await db
    .select({ id: profiles.id, lastmod: day(sql`max(${offers.updatedAt})`) })
    .from(profiles)
    .innerJoin(offers, and(eq(offers.userId, profiles.id), eq(offers.isApproved, true)))
    .groupBy(profiles.id)
    .limit(SITEMAP_MAX);
  const grantRows = await db
    .select({ id: sql<string>`${grantProgrammes.id}::text`, lastmod: day(sql`${grantProgrammes.updatedAt}`) })
    .from(grantProgrammes)
    .where(eq(grantProgrammes.isApproved, true))
    .orderBy(desc(grantProgrammes.id))
    .limit(SITEMAP_MAX);
  const projectRows = await db
    .select({ id: sql<string>`${projects.id}::text`, lastmod: day(sql`${projects.updatedAt}`) })
    .from(projects)
    .where(eq(projects.isApproved, true))
    .orderBy(desc(projects.id))
    .limit(SITEMAP_MAX);
  return { offers: offerRows, profiles: profileRows, grants: grantRows, projects: projectRows };
}
