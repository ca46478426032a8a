/** The charts' lettering: the console's own font stack, at a size each chart is given. */
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const chartFont = (px: number): string => `${px}px ${FONT_FAMILY}`;

/** The width of the widest label in `font`, as a canvas (uPlot) or SVG text will draw it. */
export function widestLabel(labels: readonly string[], font: string): number {
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  return Math.max(0, ...labels.map((l) => context.measureText(l).width));
}
