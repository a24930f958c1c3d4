// PostgreSQL's own tools (pg_dump, pg_restore) for npm run backup / restore, and the connection details
// they are given: through libpq's environment variables, so the password never appears on a command
// line (which `ps` shows every user) and a URL's query options (search_path, sslmode) reach them decoded.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/** The libpq environment for `url`: PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE and the query options. */
export function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const out: Record<string, string> = {};
  if (u.hostname) out.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ""));
  if (u.port) out.PGPORT = u.port;
  if (u.username) out.PGUSER = decodeURIComponent(u.username);
  if (u.password) out.PGPASSWORD = decodeURIComponent(u.password);
  const database = decodeURIComponent(u.pathname.replace(/^\//, ""));
  if (database) out.PGDATABASE = database;
  const known: Record<string, string> = {
    options: "PGOPTIONS",
    sslmode: "PGSSLMODE",
    sslrootcert: "PGSSLROOTCERT",
    sslcert: "PGSSLCERT",
    sslkey: "PGSSLKEY",
    application_name: "PGAPPNAME",
    connect_timeout: "PGCONNECT_TIMEOUT",
    host: "PGHOST",
    port: "PGPORT",
    user: "PGUSER",
    password: "PGPASSWORD",
    dbname: "PGDATABASE",
  };
  for (const [key, value] of u.searchParams) if (known[key]) out[known[key]] = value;
  return out;
}

/**
 * The path of a PostgreSQL client program: on the PATH (Debian's postgresql-client picks the right
 * version), else the newest /usr/lib/postgresql/<version>/bin. Its major version must be at least the
 * server's; pg_dump says so itself when it is not.
 */
export function pgTool(name: "pg_dump" | "pg_restore"): string {
  if (spawnSync(name, ["--version"], { stdio: "ignore" }).status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const file = path.join(root, version, "bin", name);
    if (existsSync(file)) return file;
  }
  throw new Error(`${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`);
}

/** Run a PostgreSQL client program against `url`; its output and exit code. */
export function runPgTool(name: "pg_dump" | "pg_restore", args: string[], url?: string) {
  const result = spawnSync(pgTool(name), args, {
    encoding: "utf8",
    env: { ...process.env, ...(url ? libpqEnv(url) : {}) },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { code: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

/** A statement or two on `url` with a connection of their own. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The schema the site's tables are in: the first of the URL's search_path that exists (normally public). */
export async function currentSchema(url: string): Promise<string> {
  return withClient(url, async (client) => {
    const row = (await client.query<{ name: string | null }>("select current_schema() as name")).rows[0];
    if (!row?.name) throw new Error("The database has no schema to work in (search_path names none that exists).");
    return row.name;
  });
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
