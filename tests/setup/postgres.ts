import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty schema in TEST_DATABASE_URL's database and a DATABASE_URL whose connections use it
 * (search_path), so each test file (and every process it starts) has a database of its own.
 */
export async function createTestSchema(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await run(base, `CREATE SCHEMA ${name}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${name}`);
  return { name, url: url.toString(), drop: () => run(base, `DROP SCHEMA IF EXISTS ${name} CASCADE`) };
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
