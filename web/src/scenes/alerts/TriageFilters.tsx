import { HTMLSelect, Switch } from '@blueprintjs/core';
import { ALERT_DISPOSITIONS, type AlertDisposition } from '@gsg/shared';
import { FilterInput } from '../../components/FilterInput.tsx';
import { setAlertSearch, setAssignedToMe, setDispositionFilter, useAlertList } from '../../state/alert-list.ts';
import { DISPOSITION_LABELS } from './AlertTriage.tsx';

const ANY = '';
const DISPOSITION_OPTIONS = [{ value: ANY, label: 'Any disposition' }, ...ALERT_DISPOSITIONS.map((value) => ({ value, label: DISPOSITION_LABELS[value] }))];

/** Triage filters above the table: text, the alerts assigned to me, a disposition. */
export function TriageFilters() {
  const { search, assignedToMe, disposition } = useAlertList();
  return (
    <div className="alert-filters" role="search" aria-label="Alert filters">
      <FilterInput value={search} onChange={setAlertSearch} placeholder="Search user, policy or preview" label="Search alerts" className="alert-filters__search" />
      <Switch className="alert-filters__mine" label="Assigned to me" checked={assignedToMe} onChange={(e) => setAssignedToMe(e.currentTarget.checked)} />
      <HTMLSelect
        aria-label="Disposition"
        options={DISPOSITION_OPTIONS}
        value={disposition ?? ANY}
        onChange={(e) => setDispositionFilter((e.target.value || null) as AlertDisposition | null)}
      />
      <p className="alert-filters__keys" id="alert-keys">
        <kbd>j</kbd> <kbd>k</kbd> move · <kbd>o</kbd> open · <kbd>i</kbd> investigate · <kbd>r</kbd> resolve · <kbd>a</kbd> assign to me · <kbd>?</kbd> all keys
      </p>
    </div>
  );
}
