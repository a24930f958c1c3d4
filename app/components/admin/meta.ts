import type { MetaDescriptor } from "@remix-run/node";

/** Every admin page: its title and no indexing by search engines. */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | Tigoni Retreats Admin` }, { name: "robots", content: "noindex, nofollow" }];
}
