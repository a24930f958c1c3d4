import { PUBLIC_PAGES } from "../../server/public-routes.js";
import { listActivities } from "~/models/activity.server";
import { listArchivedProperties, listProperties } from "~/models/property.server";
import { businessSettingsChangedAt } from "~/models/settings.server";

/** One page of the public site for search engines: its path and when its main content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: string;
}

const latest = (times: (string | null | undefined)[]): string | null =>
  times.reduce<string | null>((max, t) => (t && (!max || t > max) ? t : max), null);

/**
 * Every public page and every live property (archived ones leave the list). `lastmod` is when the page's
 * main content last changed in the database: a property's page, its own last edit; the home page and the
 * property list, the last edit, archive or restore of any property (and of an activity, which the home
 * page's booking form lists); the Experiences page, the last edit of an activity; the text pages, the last change of the business details they show (or, while
 * those are the defaults, the catalogue's).
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [live, archived, activities, settingsChangedAt] = await Promise.all([
    listProperties(),
    listArchivedProperties(),
    listActivities(),
    businessSettingsChangedAt(),
  ]);
  const catalogue =
    latest([...live.map((p) => p.updatedAt), ...archived.map((p) => p.archivedAt), ...activities.map((a) => a.updatedAt)]) ??
    new Date(0).toISOString();
  const text = settingsChangedAt ?? catalogue;
  // The Experiences page shows the activities: its content changes with them.
  const activitiesChangedAt = latest(activities.map((a) => a.updatedAt)) ?? catalogue;
  const lastmodOf = (path: (typeof PUBLIC_PAGES)[number]["path"]) =>
    path === "/" || path === "/properties" ? catalogue : path === "/experiences" ? activitiesChangedAt : text;
  const pages = PUBLIC_PAGES.map(({ path }) => ({ path, lastmod: lastmodOf(path) }));
  return [...pages, ...live.map((p) => ({ path: `/properties/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt }))];
}
