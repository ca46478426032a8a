import { useEffect } from 'react';
import { HTMLSelect, Switch, Tag } from '@blueprintjs/core';
import { ALERT_DISPOSITIONS, SEVERITIES, UNASSIGNED, type AlertDisposition, type Severity } from '@gsg/shared';
import { FilterInput } from '../../components/FilterInput.tsx';
import {
  setAlertSearch,
  setAssignedToMe,
  setAssigneeFilter,
  setDispositionFilter,
  setOverdueOnly,
  setPolicyFilter,
  setSeverityFilter,
  setUserFilter,
  useAlertList,
} from '../../state/alert-list.ts';
import { alertAssignees, useAlertAssignees } from '../../state/alert-assignees.ts';
import { loadPolicies, usePolicies } from '../../state/policies.ts';
import { DISPOSITION_LABELS } from './AlertTriage.tsx';

const ANY = '';
const DISPOSITION_OPTIONS = [{ value: ANY, label: 'Any disposition' }, ...ALERT_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }))];
const SEVERITY_OPTIONS = [{ value: ANY, label: 'Any severity' }, ...SEVERITIES.map((value) => ({ value, label: value }))];

/**
 * Triage filters above the table: text, the alerts assigned to me, those past their SLA, an assignee (or
 * nobody), a disposition, a severity, a policy, and the person a row menu's "Alerts from this user" picked.
 */
export function TriageFilters() {
  const { search, assignedToMe, assignee, overdueOnly, disposition, severity, policy, user, summary } = useAlertList();
  const { items: policies } = usePolicies();
  const { items: assignees } = useAlertAssignees();
  useEffect(() => {
    void loadPolicies();
    void alertAssignees.load();
  }, []);
  // The people today, and the one filtered by even if they can no longer be assigned.
  const assigneeOptions = [
    { value: ANY, label: 'Any assignee' },
    { value: UNASSIGNED, label: 'Unassigned' },
    ...assignees.map((a) => ({ value: a.username, label: a.fullName })),
    ...(assignee && assignee !== UNASSIGNED && !assignees.some((a) => a.username === assignee) ? [{ value: assignee, label: assignee }] : []),
  ];
  // The policies today, and the one filtered by even if it was since renamed or deleted.
  const names = [...new Set([...policies.map((p) => p.name), ...(policy ? [policy] : [])])].sort((a, b) => a.localeCompare(b));
  return (
    <div className="alert-filters" role="search" aria-label="Alert filters">
      <FilterInput value={search} onChange={setAlertSearch} placeholder="Search user, policy or preview" label="Search alerts" className="alert-filters__search" />
      <Switch className="alert-filters__mine" label="Assigned to me" checked={assignedToMe} onChange={(e) => setAssignedToMe(e.currentTarget.checked)} />
      <Switch
        className="alert-filters__mine"
        label={`Overdue only${summary ? ` (${summary.overdue})` : ''}`}
        checked={overdueOnly}
        onChange={(e) => setOverdueOnly(e.currentTarget.checked)}
      />
      <HTMLSelect
        aria-label="Assignee"
        options={assigneeOptions}
        value={assignee ?? ANY}
        disabled={assignedToMe}
        title={assignedToMe ? 'Assigned to me is on' : undefined}
        onChange={(e) => setAssigneeFilter(e.target.value || null)}
      />
      <HTMLSelect
        aria-label="Disposition"
        options={DISPOSITION_OPTIONS}
        value={disposition ?? ANY}
        onChange={(e) => setDispositionFilter((e.target.value || null) as AlertDisposition | null)}
      />
      <HTMLSelect
        aria-label="Severity"
        options={SEVERITY_OPTIONS}
        value={severity ?? ANY}
        onChange={(e) => setSeverityFilter((e.target.value || null) as Severity | null)}
      />
      <HTMLSelect
        aria-label="Policy"
        options={[{ value: ANY, label: 'Any policy' }, ...names.map((name) => ({ value: name, label: name }))]}
        value={policy ?? ANY}
        onChange={(e) => setPolicyFilter(e.target.value || null)}
      />
      {user !== null && (
        <Tag large icon="person" onRemove={() => setUserFilter(null)} aria-label={`Alerts from ${user}`} data-testid="alert-user-filter">
          {user}
        </Tag>
      )}
      <p className="alert-filters__keys" id="alert-keys">
        <kbd>j</kbd> <kbd>k</kbd> move · <kbd>o</kbd> open · <kbd>x</kbd> select · <kbd>i</kbd> investigate · <kbd>r</kbd> resolve · <kbd>a</kbd> assign to me · <kbd>?</kbd> all keys
      </p>
    </div>
  );
}
