/**
 * One value per process, made on first use and kept on globalThis, so the development server's module
 * reloads (Vite re-evaluates a changed module and those that import it) find the same database
 * connection, e-mail sender or shutdown hooks instead of making a second one. Like the Epic Stack's
 * `remember`. `name` must be unique across the app.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __tigoniSingletons?: Map<string, unknown> };
  const values = (store.__tigoniSingletons ??= new Map<string, unknown>());
  if (!values.has(name)) values.set(name, create());
  return values.get(name) as T;
}
