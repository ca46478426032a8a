import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import 'uplot/dist/uPlot.min.css';
import './charts.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: readonly number[];
}

export interface UPlotChartProps {
  kind: 'line' | 'bar';
  /** One category label per point (a date, a tool, an hour); the x axis is their index. */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** Names the chart for screen readers. */
  ariaLabel: string;
  height?: number;
}

const formatNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format;
// Wide enough for the y axis' longest number; uPlot's fixed 50 px default clips '10,000'.
const Y_AXIS_CHAR_PX = 7;
const AXIS_PADDING_PX = 18;
// uPlot's axis font, to measure the category labels before they are drawn.
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const LABEL_GAP_PX = 10;
const X_AXIS_SIZE_PX = 40;
const ROTATED_DEGREES = -40;
// The least room between rotated labels: one line of text, measured across the slant.
const ROTATED_SPACE_PX = 24;

// Counts step in whole numbers on the y axis; '2.5 detected tools' would be nonsense.
const WHOLE_INCRS = Array.from({ length: 10 }, (_, e) => [1, 2, 5].map((m) => m * 10 ** e)).flat();

function widestLabel(labels: readonly string[]): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = AXIS_FONT;
  return Math.max(0, ...labels.map((l) => context.measureText(l).width));
}

/** Canvas cannot read CSS variables, so the theme's colours are looked up once per chart. */
function themeColor(variable: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
}

function withAlpha(hex: string, alpha: number): string {
  return `${hex}${Math.round(alpha * 255).toString(16).padStart(2, '0')}`;
}

function buildOptions(
  kind: UPlotChartProps['kind'],
  labels: readonly string[],
  series: readonly Pick<ChartSeries, 'label' | 'color'>[],
  wholeNumbers: boolean,
  onHover: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const muted = themeColor('--app-muted');
  const grid = themeColor('--app-border');
  const labelWidth = widestLabel(labels);
  const bars = uPlot.paths.bars!({ size: [0.6, 48] });
  // Dates and hours may skip labels (the rest are implied), but every bar should keep its name: bar
  // labels slant when a slot is narrower than the widest name. uPlot decides rotation before size.
  let rotated = false;
  const slant = (_u: uPlot, _values: unknown, _axis: number, space: number) => {
    rotated = kind === 'bar' && space < labelWidth + LABEL_GAP_PX;
    return rotated ? ROTATED_DEGREES : 0;
  };
  const rotatedSize = Math.ceil(labelWidth * Math.sin((-ROTATED_DEGREES * Math.PI) / 180)) + X_AXIS_SIZE_PX;
  return {
    // Our own legend below the canvas: it keeps the spec's labels readable and is not a mouse-only control.
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
    scales: {
      // Categories sit on whole numbers; bars get half a slot each side so the first and last are not cut.
      x: { time: false, range: kind === 'bar' ? () => [-0.5, labels.length - 0.5] : () => [0, Math.max(1, labels.length - 1)] },
      y: { range: (_u, _min, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true) },
    },
    axes: [
      {
        stroke: muted,
        grid: { show: false },
        ticks: { stroke: grid },
        // Only whole steps, spaced so that no two labels overlap; uPlot skips labels rather than crowd them.
        incrs: [1, 2, 3, 4, 6, 7, 12, 14, 30],
        space: kind === 'bar' ? ROTATED_SPACE_PX : labelWidth + LABEL_GAP_PX,
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
        rotate: slant,
        size: () => (rotated ? rotatedSize : X_AXIS_SIZE_PX),
      },
      {
        stroke: muted,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(formatNumber),
        ...(wholeNumbers && { incrs: WHOLE_INCRS }),
        size: (_u, values) => Math.max(2, ...(values ?? []).map((v) => v.length)) * Y_AXIS_CHAR_PX + AXIS_PADDING_PX,
      },
    ],
    series: [
      {},
      ...series.map(
        ({ label, color }): uPlot.Series =>
          kind === 'bar'
            ? { label, stroke: color, fill: withAlpha(color, 0.85), paths: bars, points: { show: false } }
            : { label, stroke: color, width: 2, points: { show: true, size: 5, fill: color } },
      ),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * The dashboard's line and bar charts: uPlot sized to its container (and re-sized with it), with a
 * legend of the series labels that shows the hovered point's values.
 */
export function UPlotChart({ kind, labels, series, ariaLabel, height = 240 }: UPlotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const container = containerRef.current!;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry!.contentRect.width)));
    observer.observe(container);
    return () => observer.disconnect();
  }, []);

  // uplot-react rebuilds the chart whenever an option other than the size changes identity, so the
  // options are rebuilt only when what they describe (shapeKey) changes, not on every render or resize.
  const wholeNumbers = series.every((s) => s.values.every(Number.isInteger));
  const shapeKey = JSON.stringify([kind, labels, series.map((s) => [s.label, s.color]), wholeNumbers]);
  // shapeKey stands for kind, labels, series and wholeNumbers: rebuilding on their identity would rebuild on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const baseOptions = useMemo(() => buildOptions(kind, labels, series, wholeNumbers, setHovered), [shapeKey]);
  const options = useMemo(() => ({ ...baseOptions, width, height }), [baseOptions, width, height]);
  const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => [...s.values])];
  const hoveredLabel = hovered === null ? undefined : labels[hovered];

  return (
    <figure className="chart" aria-label={ariaLabel}>
      <div ref={containerRef} className="chart__canvas" style={{ height }}>
        {width > 0 && <UplotReact options={options} data={data} />}
      </div>
      <figcaption>
        <ul className="chart-legend">
          {hoveredLabel !== undefined && <li className="chart-legend__point">{hoveredLabel}</li>}
          {series.map((s) => (
            <li key={s.label} className="chart-legend__item">
              <span className="chart-legend__swatch" style={{ background: s.color }} aria-hidden />
              {s.label}
              {hovered !== null && <strong className="chart-legend__value">{formatNumber(s.values[hovered] ?? 0)}</strong>}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
