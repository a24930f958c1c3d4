/**
 * Rows of a `GROUP BY status` count (or a table of kept counts) as one number per known status, 0 for a
 * status no row has; a status outside `statuses` is left out.
 */
export function tallyByStatus<S extends string>(statuses: readonly S[], rows: readonly { status: string; n: number | bigint }[]): Record<S, number> {
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as S] = Number(row.n);
  return counts;
}
