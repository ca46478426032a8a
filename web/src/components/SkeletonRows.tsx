import { Classes } from '@blueprintjs/core';

/** Pulsing placeholder rows while a table's first page loads. */
export function SkeletonRows({ rows = 5, columns }: { rows?: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} aria-hidden="true">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j}>
          <span className={Classes.SKELETON}>placeholder</span>
        </td>
      ))}
    </tr>
  ));
}
