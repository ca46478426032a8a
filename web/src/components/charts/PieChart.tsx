import type { Slice } from '@gsg/shared';
import './charts.css';

export interface PieChartProps {
  slices: readonly Slice[];
  /** The text beside a slice; `share` is its fraction of the whole (0..1). */
  label: (slice: Slice, share: number) => string;
  /** Names the chart for screen readers. */
  ariaLabel: string;
}

// The spec's outer radius; the view box leaves room either side for labels such as 'Without Client 27.5%'.
const RADIUS = 80;
const WIDTH = 480;
const HEIGHT = 240;
const CX = WIDTH / 2;
const CY = HEIGHT / 2;
const LABEL_RADIUS = RADIUS + 16;
const LINE_HEIGHT = 15;

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

const point = (angle: number, radius: number): [number, number] => [CX + radius * Math.sin(angle), CY - radius * Math.cos(angle)];

function arcPath(start: number, end: number): string {
  const [x0, y0] = point(start, RADIUS);
  const [x1, y1] = point(end, RADIUS);
  const large = end - start > Math.PI ? 1 : 0;
  return `M ${CX} ${CY} L ${x0} ${y0} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${x1} ${y1} Z`;
}

/** Spreads one side's labels so that thin neighbouring slices do not print on top of each other. */
function spread(side: PlacedSlice[]): void {
  side.sort((a, b) => a.labelY - b.labelY);
  for (let i = 1; i < side.length; i++) {
    side[i]!.labelY = Math.max(side[i]!.labelY, side[i - 1]!.labelY + LINE_HEIGHT);
  }
  const overflow = (side.at(-1)?.labelY ?? 0) - (HEIGHT - 6);
  if (overflow > 0) for (const s of side) s.labelY -= overflow;
}

function place(slices: readonly Slice[]): PlacedSlice[] {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  let angle = 0;
  const placed = slices
    .filter((s) => s.value > 0)
    .map((slice): PlacedSlice => {
      const share = slice.value / total;
      const start = angle;
      angle += share * 2 * Math.PI;
      const [labelX, labelY] = point((start + angle) / 2, LABEL_RADIUS);
      return { slice, share, start, end: angle, labelX, labelY, right: labelX >= CX };
    });
  spread(placed.filter((p) => p.right));
  spread(placed.filter((p) => !p.right));
  return placed;
}

/** The dashboard's pies: one SVG scaled to its container, each slice labelled outside the circle. */
export function PieChart({ slices, label, ariaLabel }: PieChartProps) {
  const placed = place(slices);
  return (
    <figure className="chart">
      <svg className="pie" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={ariaLabel}>
        {placed.map(({ slice, share, start, end }) => (
          <g key={slice.name}>
            {share >= 1 ? (
              <circle cx={CX} cy={CY} r={RADIUS} fill={slice.color} />
            ) : (
              <path d={arcPath(start, end)} fill={slice.color} className="pie__slice" />
            )}
            <title>{`${slice.name}: ${slice.value.toLocaleString('en-US')}`}</title>
          </g>
        ))}
        {placed.map((p) => {
          const [edgeX, edgeY] = point((p.start + p.end) / 2, RADIUS + 2);
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
    </figure>
  );
}
