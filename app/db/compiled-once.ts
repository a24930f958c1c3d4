import type { Compilable, CompiledQuery } from "kysely";
import type { DB } from "./engine";

/** Where one of the values goes in a query compiled once (see compiledOnce). */
class Slot {
  constructor(readonly name: PropertyKey) {}
}

/**
 * A query that a hot path runs on every request, built and compiled by Kysely once per database and then
 * run with each request's values. Kysely builds and compiles every query afresh, which cost a guest's booking
 * about as much CPU as SQLite running the same statements (docs/performance.md); this keeps Kysely's query
 * building (typed, engine-neutral) and does it once.
 *
 * `names` are the values the query takes. `build` gets stand-ins for them and must only pass them to Kysely
 * as values (a where, an insert's values, a limit): a query whose shape depends on a value (a branch, an `in`
 * list's length) cannot be compiled once. A name `build` reads that is not in `names`, or a stand-in Kysely did
 * not turn into a parameter, is refused when the query is compiled. Answers the rows (an insert or update
 * without `returning` answers none).
 */
export function compiledOnce<V extends object, R>(
  names: readonly (keyof V & string)[],
  build: (db: DB, values: V) => Compilable<R>,
): (db: DB, values: V) => Promise<R[]> {
  // Per adapter: SQLite and PostgreSQL spell the same query differently, and tests open several databases.
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  const compile = (db: DB): CompiledQuery<R> => {
    const standIns = new Proxy(Object.fromEntries(names.map((name) => [name, new Slot(name)])), {
      get: (target, name) => {
        if (!(name in target)) throw new Error(`compiledOnce: the query reads ${String(name)}, which is not one of its values`);
        return target[name as string];
      },
    }) as V;
    const query = build(db, standIns).compile();
    const used = new Set(query.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.name));
    const lost = names.filter((name) => !used.has(name));
    if (lost.length) throw new Error(`compiledOnce: ${lost.join(", ")} did not become a parameter of: ${query.sql}`);
    return query;
  };
  return async (db, values) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = compile(db);
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? (values[p.name as keyof V] ?? null) : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
