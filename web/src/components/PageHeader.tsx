import type { ReactNode } from 'react';
import { H2 } from '@blueprintjs/core';

/** Every screen's title row: the spec's title and subtitle, and the screen's own buttons at the end. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        <H2 className="page-header__title">{title}</H2>
        {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
