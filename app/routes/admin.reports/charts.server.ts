/*
 * The report's charts, drawn on the server: every bar's place and size is worked out here, with a linear scale
 * and "nice" ticks (1, 2 or 5 × 10ⁿ) written by hand, so the page sends SVG elements and no chart library reaches
 * the browser (docs/decisions/1128-reports.md). The component only writes the numbers into <rect> and <text>.
 */

export interface ChartBar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Which series (0: the period, 1: a year earlier). */
  series: number;
}

export interface Chart {
  id: string;
  title: string;
  /** What the chart shows in a sentence: its accessible description. */
  description: string;
  xLabel: string;
  yLabel: string;
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string }[];
  bars: ChartBar[];
  series: string[];
  /** The figures, for the table beside the chart: one row per category. */
  table: { columns: string[]; rows: string[][] };
}

const WIDTH = 400;
const HEIGHT = 240;
const PLOT = { left: 52, top: 12, right: WIDTH - 8, bottom: HEIGHT - 44 };

/** A round step for about `count` ticks up to `max`: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number, count = 4): number {
  if (max <= 0) return 1;
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  return step;
}

/** The linear scale from [0, top] onto the plot's height (y grows downwards). */
const scaleY = (top: number) => (value: number) => PLOT.bottom - (value / top) * (PLOT.bottom - PLOT.top);

const round = (n: number) => Math.round(n * 10) / 10;

export interface BarChartInput {
  id: string;
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  categories: string[];
  /** Short labels for the x axis (the categories when absent). */
  categoryLabels?: string[];
  series: { name: string; values: (number | null)[] }[];
  format: (value: number) => string;
  /** The axis's own top (100 for percentages); else a round number above the largest value. */
  max?: number;
}

/** Grouped bars: one group per category, one bar per series. */
export function barChart(input: BarChartInput): Chart {
  const values = input.series.flatMap((s) => s.values.map((v) => v ?? 0));
  const largest = Math.max(0, ...values);
  const step = niceStep(input.max ?? largest);
  const top = input.max ?? Math.max(step, Math.ceil(largest / step) * step);
  const y = scaleY(top);
  const yTicks: Chart["yTicks"] = [];
  for (let v = 0; v <= top + step / 1000; v += step) yTicks.push({ y: round(y(v)), label: input.format(v) });

  const n = input.categories.length;
  const band = (PLOT.right - PLOT.left) / Math.max(1, n);
  const inner = band * 0.8;
  const barWidth = inner / input.series.length;
  const bars: ChartBar[] = [];
  input.series.forEach((s, si) => {
    s.values.forEach((value, ci) => {
      const v = value ?? 0;
      const x = PLOT.left + ci * band + (band - inner) / 2 + si * barWidth;
      bars.push({ x: round(x), y: round(y(v)), width: round(Math.max(1, barWidth - 1)), height: round(PLOT.bottom - y(v)), series: si });
    });
  });
  // At most about 12 labels on the axis: every k-th category beyond that.
  const every = Math.ceil(n / 12);
  const labels = input.categoryLabels ?? input.categories;
  const xTicks = labels.map((label, i) => ({ x: round(PLOT.left + i * band + band / 2), label })).filter((_, i) => i % every === 0);

  return {
    id: input.id,
    title: input.title,
    description: input.description,
    xLabel: input.xLabel,
    yLabel: input.yLabel,
    width: WIDTH,
    height: HEIGHT,
    plot: PLOT,
    yTicks,
    xTicks,
    bars,
    series: input.series.map((s) => s.name),
    table: {
      columns: [input.xLabel, ...input.series.map((s) => s.name)],
      rows: input.categories.map((c, i) => [c, ...input.series.map((s) => (s.values[i] === null ? "–" : input.format(s.values[i]!)))]),
    },
  };
}
