import type { Snapshot } from 'valtio';
import { severityLevel, type DashboardKpis } from '@gsg/shared';
import { formatCount } from '../../components/format-count.ts';

// The spec's wording, 'N violations', for every count.
const violations = (n: number) => `${formatCount(n)} violations`;

/** Top Policy Violations: each policy with its count, coloured by the shared severity helper's level. */
export function PolicyViolationList({ rows }: { rows: Snapshot<DashboardKpis['topPolicyViolations']> }) {
  return (
    <ol className="violation-list">
      {rows.map((row) => (
        <li key={row.policy} className="violation-list__row">
          <span className="violation-list__name">{row.policy}</span>
          <span className={`count-badge count-badge--${severityLevel(row.count)}`}>{violations(row.count)}</span>
        </li>
      ))}
    </ol>
  );
}

/** User Violations: each user behind an initial avatar, with their violation count. */
export function UserViolationList({ rows }: { rows: Snapshot<DashboardKpis['topViolators']> }) {
  return (
    <ol className="violation-list">
      {rows.map((row) => (
        <li key={row.user} className="violation-list__row">
          <span className="violation-list__user">
            <span className="user-avatar" aria-hidden>
              {row.user.charAt(0).toUpperCase()}
            </span>
            <span className="violation-list__name">{row.user}</span>
          </span>
          <span className="violation-list__count">{violations(row.violations)}</span>
        </li>
      ))}
    </ol>
  );
}
