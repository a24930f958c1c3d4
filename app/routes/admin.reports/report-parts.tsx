import type { ReactNode } from "react";
import { Card } from "~/components/admin/page-header";
import { ExportLink } from "~/components/admin/list-filters";
import type { Chart } from "./charts.server";

/** The two series' colours: the period in forest green, a year earlier in gold (both 3:1 against white). */
const SERIES_FILL = ["#2f5d46", "#a8741a"];

/**
 * One report section: a card with a heading, printed on a page of its own (print:break-after-page), its CSV
 * download when it has a table to export.
 */
export function ReportSection({ id, title, children, csv }: { id: string; title: string; children: ReactNode; csv?: string }) {
  return (
    <Card aria-labelledby={`${id}-title`} className="mb-6 p-4 sm:p-6 print:break-after-page print:border-0 print:shadow-none">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-forest-900">
          {title}
        </h2>
        {csv ? (
          <div className="print:hidden">
            <ExportLink href={csv}>Download CSV</ExportLink>
          </div>
        ) : null}
      </div>
      {children}
    </Card>
  );
}

/** Figures as a definition list: label above, value below, two to four a row. */
export function Figures({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0 rounded-lg bg-stone-50 p-3">
          <dt className="text-sm text-stone-600">{label}</dt>
          <dd className="mt-1 text-lg font-semibold text-forest-900 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain table of figures, scrolling sideways on a phone rather than widening the page. */
export function FiguresTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-stone-200">
            {columns.map((c, i) => (
              <th key={c} scope="col" className={`px-2 py-2 font-medium text-stone-700 ${i > 0 ? "text-right" : ""}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b border-stone-100">
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-1.5 font-normal text-stone-800">
                    {cell}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-1.5 text-right tabular-nums text-stone-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A chart drawn from the geometry the server worked out, with its figures in a table beside it (below on a phone). */
export function ReportChart({ chart }: { chart: Chart }) {
  const { plot } = chart;
  const titleId = `${chart.id}-title`;
  const descId = `${chart.id}-desc`;
  return (
    <figure className="mt-6 print:break-inside-avoid">
      <figcaption className="mb-2 font-medium text-stone-800">{chart.title}</figcaption>
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <svg
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            className="h-auto w-full max-w-2xl"
            fontFamily="inherit"
          >
            <title id={titleId}>{chart.title}</title>
            <desc id={descId}>{chart.description}</desc>
            {chart.yTicks.map((t) => (
              <g key={t.label}>
                <line x1={plot.left} x2={plot.right} y1={t.y} y2={t.y} stroke="#e7e5e4" strokeWidth={1} />
                <text x={plot.left - 4} y={t.y + 3} textAnchor="end" fontSize={9} fill="#44403c">
                  {t.label}
                </text>
              </g>
            ))}
            {chart.bars.map((b, i) => (
              <rect key={i} x={b.x} y={b.y} width={b.width} height={b.height} fill={SERIES_FILL[b.series] ?? SERIES_FILL[0]} />
            ))}
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#57534e" strokeWidth={1} />
            {chart.xTicks.map((t) => (
              <text key={`${t.x}-${t.label}`} x={t.x} y={plot.bottom + 12} textAnchor="middle" fontSize={9} fill="#44403c">
                {t.label}
              </text>
            ))}
            <text x={(plot.left + plot.right) / 2} y={chart.height - 16} textAnchor="middle" fontSize={10} fill="#1c1917">
              {chart.xLabel}
            </text>
            <text transform={`translate(11 ${(plot.top + plot.bottom) / 2}) rotate(-90)`} textAnchor="middle" fontSize={10} fill="#1c1917">
              {chart.yLabel}
            </text>
            {chart.series.length > 1
              ? chart.series.map((name, i) => (
                  <g key={name} transform={`translate(${plot.left + i * 110} ${chart.height - 6})`}>
                    <rect x={0} y={-8} width={9} height={9} fill={SERIES_FILL[i]} />
                    <text x={13} y={0} fontSize={9} fill="#1c1917">
                      {name}
                    </text>
                  </g>
                ))
              : null}
          </svg>
        </div>
        <FiguresTable caption={`${chart.title}: figures`} columns={chart.table.columns} rows={chart.table.rows} />
      </div>
    </figure>
  );
}
