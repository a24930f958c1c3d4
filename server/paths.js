// Which URL paths belong to the admin area: the page cache never keeps them, the security headers mark
// them `Cache-Control: private, no-store`. One pattern, so the two can never disagree.

/** /admin, /admin/… and their single-fetch data URLs (/admin.data, /admin/x.data); Remix matches paths case-insensitively. */
export const ADMIN_PATH = /^\/admin(?:$|[/.])/i;

/** Is `pathname` (no query string) in the admin area? */
export function isAdminPath(pathname) {
  return ADMIN_PATH.test(pathname);
}
