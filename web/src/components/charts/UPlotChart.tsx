import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import 'uplot/dist/uPlot.min.css';
import './charts.css';
import { chartFont, widestLabel } from './chart-font.ts';

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
  /** A height in pixels, or 'fill': as tall as the container lets it be (the wall display). */
  height?: number | 'fill';
  /** The axis labels' size in pixels; the legend's comes from CSS. */
  fontPx?: number;
}

const formatNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format;
const DEFAULT_FONT_PX = 12;
// Measured at 12 px and scaled with the font: the y axis' width per character (uPlot's fixed 50 px
// default clips '10,000'), the gap between category labels, the x axis' height, and the least room
// between rotated labels (one line of text, measured across the slant).
const Y_AXIS_CHAR_EM = 7 / 12;
const AXIS_PADDING_EM = 18 / 12;
const LABEL_GAP_EM = 10 / 12;
const X_AXIS_SIZE_EM = 40 / 12;
const ROTATED_SPACE_EM = 2;
const ROTATED_DEGREES = -40;

// Counts step in whole numbers on the y axis; '2.5 detected tools' would be nonsense.
const WHOLE_INCRS = Array.from({ length: 10 }, (_, e) => [1, 2, 5].map((m) => m * 10 ** e)).flat();

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
  fontPx: number,
  onHover: (index: number | null) => void,
): Omit<uPlot.Options, 'width' | 'height'> {
  const muted = themeColor('--app-muted');
  const grid = themeColor('--app-border');
  const font = chartFont(fontPx);
  const em = (ems: number) => Math.round(ems * fontPx);
  const labelWidth = widestLabel(labels, font);
  const bars = uPlot.paths.bars!({ size: [0.6, 48] });
  // Dates and hours may skip labels (the rest are implied), but every bar should keep its name: bar
  // labels slant when a slot is narrower than the widest name. uPlot decides rotation before size.
  let rotated = false;
  const slant = (_u: uPlot, _values: unknown, _axis: number, space: number) => {
    rotated = kind === 'bar' && space < labelWidth + em(LABEL_GAP_EM);
    return rotated ? ROTATED_DEGREES : 0;
  };
  const rotatedSize = Math.ceil(labelWidth * Math.sin((-ROTATED_DEGREES * Math.PI) / 180)) + em(X_AXIS_SIZE_EM);
  return {
    // Our own legend below the canvas: it keeps the spec's labels readable and is not a mouse-only control.
    legend: { show: false },
    // Room at the right for half of the last category's label, which is centred on the last point.
    padding: [em(0.75), kind === 'line' ? Math.ceil(labelWidth / 2) : em(0.75), 0, 0],
    cursor: { drag: { x: false, y: false }, points: { show: kind === 'line' } },
    scales: {
      // Categories sit on whole numbers; bars get half a slot each side so the first and last are not cut.
      x: { time: false, range: kind === 'bar' ? () => [-0.5, labels.length - 0.5] : () => [0, Math.max(1, labels.length - 1)] },
      y: { range: (_u, _min, max) => uPlot.rangeNum(0, max > 0 ? max : 1, 0.1, true) },
    },
    axes: [
      {
        stroke: muted,
        font,
        grid: { show: false },
        ticks: { stroke: grid },
        // Only whole steps, spaced so that no two labels overlap; uPlot skips labels rather than crowd them.
        incrs: [1, 2, 3, 4, 6, 7, 12, 14, 30],
        space: kind === 'bar' ? em(ROTATED_SPACE_EM) : labelWidth + em(LABEL_GAP_EM),
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
        rotate: slant,
        size: () => (rotated ? rotatedSize : em(X_AXIS_SIZE_EM)),
      },
      {
        stroke: muted,
        font,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        space: em(2.5),
        values: (_u, splits) => splits.map(formatNumber),
        ...(wholeNumbers && { incrs: WHOLE_INCRS }),
        size: (_u, values) => Math.max(2, ...(values ?? []).map((v) => v.length)) * em(Y_AXIS_CHAR_EM) + em(AXIS_PADDING_EM),
      },
    ],
    series: [
      {},
      ...series.map(
        ({ label, color }): uPlot.Series =>
          kind === 'bar'
            ? { label, stroke: color, fill: withAlpha(color, 0.85), paths: bars, points: { show: false } }
            : { label, stroke: color, width: Math.max(2, em(1 / 6)), points: { show: true, size: Math.max(5, em(5 / 12)), fill: color } },
      ),
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * The dashboard's line and bar charts: uPlot sized to its container (and re-sized with it), with a
 * legend of the series labels that shows the hovered point's values.
 */
export function UPlotChart({ kind, labels, series, ariaLabel, height: wanted = 240, fontPx = DEFAULT_FONT_PX }: UPlotChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [hovered, setHovered] = useState<number | null>(null);
  const fill = wanted === 'fill';

  useEffect(() => {
    const container = containerRef.current!;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.floor(entry!.contentRect.width), height: Math.floor(entry!.contentRect.height) }),
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, []);
  const { width } = size;
  const height = fill ? size.height : wanted;

  // uplot-react rebuilds the chart whenever an option other than the size changes identity, so the
  // options are rebuilt only when what they describe (shapeKey) changes, not on every render or resize.
  const wholeNumbers = series.every((s) => s.values.every(Number.isInteger));
  const shapeKey = JSON.stringify([kind, labels, series.map((s) => [s.label, s.color]), wholeNumbers, fontPx]);
  // shapeKey stands for kind, labels, series, wholeNumbers and fontPx: rebuilding on their identity would rebuild on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const baseOptions = useMemo(() => buildOptions(kind, labels, series, wholeNumbers, fontPx, setHovered), [shapeKey]);
  const options = useMemo(() => ({ ...baseOptions, width, height }), [baseOptions, width, height]);
  const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => [...s.values])];
  const hoveredLabel = hovered === null ? undefined : labels[hovered];

  return (
    <figure className={fill ? 'chart chart--fill' : 'chart'} aria-label={ariaLabel}>
      <div ref={containerRef} className="chart__canvas" style={fill ? undefined : { height }}>
        {width > 0 && height > 0 && <UplotReact options={options} data={data} />}
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
