import type { ReactNode } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { PAGE_SIZES } from '@gsg/shared';
import './filters.css';

export type PageSize = (typeof PAGE_SIZES)[number];

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: PageSize): void;
  /** What sits at the start of the bar, e.g. 'Showing X of Y results'. */
  children?: ReactNode;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** A table's footer: the spec's page sizes (25, 50, 100), Previous/Next and 'Page N of M'. */
export function Pager({ page, pageSize, total, onPageChange, onPageSizeChange, children }: Props) {
  const pages = pageCount(total, pageSize);
  return (
    <div className="pager">
      <div className="pager__start">{children}</div>
      <div className="pager__controls">
        <label className="pager__size">
          Rows per page
          <HTMLSelect
            value={pageSize}
            options={[...PAGE_SIZES]}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value) as PageSize)}
          />
        </label>
        <Button icon="chevron-left" text="Previous" variant="outlined" disabled={page <= 1} onClick={() => onPageChange(page - 1)} />
        <span className="pager__position" aria-live="polite">
          Page {page} of {pages}
        </span>
        <Button endIcon="chevron-right" text="Next" variant="outlined" disabled={page >= pages} onClick={() => onPageChange(page + 1)} />
      </div>
    </div>
  );
}
