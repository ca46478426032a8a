import { RenderMode } from '@blueprintjs/table';
import { TableBodyCells, type TableBodyCellsProps } from '@blueprintjs/table/lib/esm/tableBodyCells';

/**
 * Blueprint's table (6.2) throws React error #185, "Maximum update depth exceeded", when it is scrolled
 * every frame for a second or so (a script, a scrollbar drag, a fast trackpad).
 *
 * Why: each scrolled frame sets the table's viewport in its state. Its body cells then reset their render
 * batcher, with a forceUpdate from componentDidUpdate, whenever any prop but the row and column range
 * changed, and the viewport changes on every frame. A forceUpdate during a commit is a synchronous update;
 * with the next frame's scroll update already waiting, every commit leaves more work behind, and React
 * counts the unbroken chain as nested updates until it gives up after 50.
 *
 * In RenderMode.NONE, the one the log table uses, the cells are drawn from the row and column range alone
 * and the batcher only records them, so a viewport that merely moved needs no reset. This skips that one
 * case and leaves every other update to Blueprint.
 */
interface BodyCellsInternals {
  props: TableBodyCellsProps;
  didForceUpdate: boolean;
  maybeInvokeOnCompleteRender(): void;
}

/** The props whose change Blueprint itself does not treat as a reason to reset (see tableBodyCells.js). */
const RANGE_KEYS = new Set(['rowIndexStart', 'rowIndexEnd', 'columnIndexStart', 'columnIndexEnd']);

function onlyViewportMoved(prev: TableBodyCellsProps, next: TableBodyCellsProps): boolean {
  if (prev.viewportRect === next.viewportRect) return false;
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
  for (const key of keys) {
    if (key === 'viewportRect' || RANGE_KEYS.has(key)) continue;
    if (prev[key as keyof TableBodyCellsProps] !== next[key as keyof TableBodyCellsProps]) return false;
  }
  return true;
}

const blueprintDidUpdate = TableBodyCells.prototype.componentDidUpdate;

TableBodyCells.prototype.componentDidUpdate = function componentDidUpdate(prevProps: TableBodyCellsProps) {
  const self = this as unknown as BodyCellsInternals;
  if (!self.didForceUpdate && self.props.renderMode === RenderMode.NONE && onlyViewportMoved(prevProps, self.props)) {
    self.maybeInvokeOnCompleteRender();
    return;
  }
  blueprintDidUpdate.call(this, prevProps);
};
