import { useEffect, useRef, useState } from 'react';
import type { Slice } from '@gsg/shared';
import { chartFont, widestLabel } from './chart-font.ts';
import './charts.css';

export interface PieChartProps {
  slices: readonly Slice[];
  /** The text beside a slice; `share` is its fraction of the whole (0..1). */
  label: (slice: Slice, share: number) => string;
  /** Names the chart for screen readers. */
  ariaLabel: string;
  /**
   * As large as its container lets it be, with labels of `fontPx` pixels (the wall display); without it,
   * the dashboard's pie: the spec's radius in a view box scaled to the card's width.
   */
  fill?: { fontPx: number };
}

/** Where the pie and its labels go, in the SVG's own units. */
interface Geometry {
  width: number;
  height: number;
  /** The centre of the pie. */
  cx: number;
  cy: number;
  radius: number;
  fontPx: number;
}

// The spec's outer radius; the view box leaves room either side for labels such as 'Without Client 27.5%'.
const DASHBOARD: Geometry = { width: 480, height: 240, cx: 240, cy: 120, radius: 80, fontPx: 12 };
// From the circle to a label's anchor, and from one label to the next, in label heights.
const LABEL_OFFSET_EM = 16 / 12;
const LINE_HEIGHT_EM = 15 / 12;

interface PlacedSlice {
  slice: Slice;
  share: number;
  start: number;
  end: number;
  /** The label's anchor, pushed apart from its neighbours on the same side. */
  labelX: number;
  labelY: number;
  right: boolean;
}

const pointOf =
  ({ cx, cy }: Geometry) =>
  (angle: number, radius: number): [number, number] => [cx + radius * Math.sin(angle), cy - radius * Math.cos(angle)];

function arcPath(g: Geometry, start: number, end: number): string {
  const point = pointOf(g);
  const [x0, y0] = point(start, g.radius);
  const [x1, y1] = point(end, g.radius);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${g.cx} ${g.cy} L ${x0} ${y0} A ${g.radius} ${g.radius} 0 ${large} 1 ${x1} ${y1} Z`;
}

/** Spreads one side's labels so that thin neighbouring slices do not print on top of each other. */
function spread(g: Geometry, side: PlacedSlice[]): void {
  const lineHeight = g.fontPx * LINE_HEIGHT_EM;
  side.sort((a, b) => a.labelY - b.labelY);
  for (let i = 1; i < side.length; i++) {
    side[i]!.labelY = Math.max(side[i]!.labelY, side[i - 1]!.labelY + lineHeight);
  }
  const overflow = (side.at(-1)?.labelY ?? 0) - (g.height - g.fontPx / 2);
  if (overflow > 0) for (const s of side) s.labelY -= overflow;
  // A label above the top edge comes down, pushing those below it as far as they must go.
  let floor = g.fontPx / 2;
  for (const s of side) {
    s.labelY = Math.max(s.labelY, floor);
    floor = s.labelY + lineHeight;
  }
}

/** Each slice's share and angles, clockwise from the top. */
function arcs(slices: readonly Slice[]) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let angle = 0;
  return slices
    .filter((s) => s.value > 0)
    .map((slice) => {
      const share = slice.value / total;
      const start = angle;
      angle += share * 2 * Math.PI;
      // Labels of slices whose middle lies in the right half go right of the pie.
      return { slice, share, start, end: angle, right: Math.sin((start + angle) / 2) >= 0 };
    });
}

function place(g: Geometry, slices: readonly Slice[]): PlacedSlice[] {
  const point = pointOf(g);
  const placed = arcs(slices).map((arc): PlacedSlice => {
    const [labelX, labelY] = point((arc.start + arc.end) / 2, g.radius + g.fontPx * LABEL_OFFSET_EM);
    return { ...arc, labelX, labelY };
  });
  spread(g, placed.filter((p) => p.right));
  spread(g, placed.filter((p) => !p.right));
  return placed;
}

/** The largest pie whose labels still fit beside it, each side as wide as its widest, in a box of this size. */
function fitted(width: number, height: number, fontPx: number, slices: readonly Slice[], label: PieChartProps['label']): Geometry {
  const font = chartFont(fontPx);
  const sides = arcs(slices);
  const room = (right: boolean) => {
    const texts = sides.filter((a) => a.right === right).map((a) => label(a.slice, a.share));
    return texts.length === 0 ? 0 : widestLabel(texts, font) + fontPx * (LABEL_OFFSET_EM + 0.5);
  };
  const [left, right] = [room(false), room(true)];
  const radius = Math.max(fontPx, Math.min(height / 2 - fontPx, (width - left - right) / 2));
  // Centred in what the labels leave, so a long label on one side does not shrink the pie for both.
  const cx = left + Math.max(radius, (width - left - right) / 2);
  return { width, height, cx, cy: height / 2, radius, fontPx };
}

/** The size of an element, kept up to date; zero until it is laid out. */
function useBoxSize(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!enabled) return;
    const observer = new ResizeObserver(([entry]) =>
      setSize({ width: Math.floor(entry!.contentRect.width), height: Math.floor(entry!.contentRect.height) }),
    );
    observer.observe(ref.current!);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, size };
}

/** The dashboard's pies: one SVG, each slice labelled outside the circle. */
export function PieChart({ slices, label, ariaLabel, fill }: PieChartProps) {
  const { ref, size } = useBoxSize(fill !== undefined);
  const g = fill ? fitted(size.width, size.height, fill.fontPx, slices, label) : DASHBOARD;
  const ready = !fill || (size.width > 0 && size.height > 0);
  const placed = ready ? place(g, slices) : [];
  const point = pointOf(g);
  return (
    <figure className={fill ? 'chart chart--fill' : 'chart'}>
      <div ref={ref} className={fill ? 'pie-box' : undefined}>
        {ready && (
          <svg
            className={fill ? 'pie pie--fill' : 'pie'}
            viewBox={`0 0 ${g.width} ${g.height}`}
            role="img"
            aria-label={ariaLabel}
            style={{ fontSize: g.fontPx }}
          >
            {placed.map(({ slice, share, start, end }) => (
              <g key={slice.name}>
                {share >= 1 ? (
                  <circle cx={g.cx} cy={g.cy} r={g.radius} fill={slice.color} />
                ) : (
                  <path d={arcPath(g, start, end)} fill={slice.color} className="pie__slice" />
                )}
                <title>{`${slice.name}: ${slice.value.toLocaleString('en-US')}`}</title>
              </g>
            ))}
            {placed.map((p) => {
              const [edgeX, edgeY] = point((p.start + p.end) / 2, g.radius + 2);
              const textX = p.labelX + (p.right ? 4 : -4);
              return (
                <g key={`label-${p.slice.name}`} className="pie__label">
                  <polyline points={`${edgeX},${edgeY} ${p.labelX},${p.labelY}`} stroke={p.slice.color} fill="none" />
                  <text x={textX} y={p.labelY} textAnchor={p.right ? 'start' : 'end'} dominantBaseline="middle">
                    {label(p.slice, p.share)}
                  </text>
                </g>
              );
            })}
          </svg>
        )}
      </div>
    </figure>
  );
}
