import { Button, HTMLTable, Menu, MenuItem, NonIdealState, Popover, Tag, Tooltip } from '@blueprintjs/core';
import { format, parseISO } from 'date-fns';
import type { Snapshot } from 'valtio';
import { POLICY_ACTIONS, POLICY_RULE_TYPES, SEVERITIES, precisionOf, type Policy, type PolicyPrecision } from '@gsg/shared';
import { SEVERITY_INTENT } from '../../components/severity-intent.ts';
import { clearPolicyFilters, matchesFilters, savePolicy, setPolicyFilter, type PolicyFilters } from '../../state/policies.ts';
import { HeaderFilter } from './HeaderFilter.tsx';
import { ACTION_INTENT, ACTION_LABELS, SEVERITY_LABELS, STATUS_LABELS } from './labels.ts';
import { usePermission } from '../../state/permissions.ts';
import { draftOf, inputOf } from './policy-form.ts';

const pairs = <T extends string>(values: readonly T[], label: (v: T) => string) => values.map((v) => [v, label(v)] as const);
const RULE_TYPE_OPTIONS = pairs(POLICY_RULE_TYPES, (v) => v);
const SEVERITY_OPTIONS = pairs(SEVERITIES, (v) => SEVERITY_LABELS[v]);
const ACTION_OPTIONS = pairs(POLICY_ACTIONS, (v) => ACTION_LABELS[v]);
const STATUS_OPTIONS = pairs(['enabled', 'disabled'] as const, (v) => STATUS_LABELS[v]);

/** Saves the policy as it is, monitored: a live rule back to watching (going live asks first, see onEnforce). */
const switchToMonitor = (p: Snapshot<Policy>) => savePolicy(p.id, { ...inputOf(draftOf(p)), mode: 'monitor' });

/** One short line saying what the rule looks for; the cell's tooltip holds it whole when it is cut. */
function ruleSummary(rules: Snapshot<Policy['rules']>): string {
  switch (rules.type) {
    case 'keyword':
      return `Keywords: ${rules.keywords.join(', ')}`;
    case 'regex':
      return `Pattern: ${rules.pattern}`;
    case 'detector':
      return `Detector: ${rules.detectorModel}`;
  }
}

/** What the precision column counts, said under the table and in the column's heading tooltip. */
export const PRECISION_RULE = 'Precision: true positives out of the alerts judged a true or a false positive. Alerts marked benign count as neither.';

/** "92% (23 of 25 judged)", or a dash with its reason when no alert of the policy is judged yet. */
function PrecisionCell({ counts }: { counts: Snapshot<PolicyPrecision> | undefined }) {
  const precision = counts ? precisionOf(counts) : null;
  if (!counts || precision === null) {
    const benign = counts?.benign ?? 0;
    const why = benign > 0 ? `Only benign alerts so far (${benign}); they count as neither true nor false positives` : 'No alert of this policy has been judged a true or false positive yet';
    return (
      <Tooltip content={why} placement="top">
        <span className="policies-table__precision-none" tabIndex={0} aria-label={`Precision: none yet. ${why}`}>
          —
        </span>
      </Tooltip>
    );
  }
  const judged = counts.truePositives + counts.falsePositives;
  const detail = `${counts.truePositives} true positive${counts.truePositives === 1 ? '' : 's'}, ${counts.falsePositives} false positive${counts.falsePositives === 1 ? '' : 's'}${counts.benign > 0 ? `; ${counts.benign} benign, not counted` : ''}`;
  return (
    <span title={detail}>
      <strong>{Math.round(precision * 100)}%</strong>{' '}
      <span className="policies-table__precision-judged">({counts.truePositives} of {judged} judged)</span>
    </span>
  );
}

interface PoliciesTableProps {
  items: Snapshot<Policy[]>;
  filters: Snapshot<PolicyFilters>;
  precision: Snapshot<Record<string, PolicyPrecision>>;
  onEdit: (policy: Snapshot<Policy>) => void;
  onExceptions: (policy: Snapshot<Policy>) => void;
  /** A monitored policy to switch to enforce, once the person has seen what it would do. */
  onEnforce: (policy: Snapshot<Policy>) => void;
  onDelete: (policy: Snapshot<Policy>) => void;
}

export function PoliciesTable({ items, filters, precision, onEdit, onExceptions, onEnforce, onDelete }: PoliciesTableProps) {
  const manage = usePermission('policies.manage');
  const shown = items.filter((p) => matchesFilters(p, filters));
  const filtered = Object.values(filters).some((v) => v !== null);
  return (
    <div className="policies-table">
      <HTMLTable compact interactive className="policies-table__table">
        <thead>
          <tr>
            <th scope="col">Policy</th>
            <th scope="col">
              <HeaderFilter label="Type" options={RULE_TYPE_OPTIONS} value={filters.ruleType} onChange={(v) => setPolicyFilter('ruleType', v)} />
            </th>
            <th scope="col">Rule</th>
            <th scope="col">
              <HeaderFilter label="Severity" options={SEVERITY_OPTIONS} value={filters.severity} onChange={(v) => setPolicyFilter('severity', v)} />
            </th>
            <th scope="col">
              <HeaderFilter label="Action" options={ACTION_OPTIONS} value={filters.action} onChange={(v) => setPolicyFilter('action', v)} />
            </th>
            <th scope="col">
              <HeaderFilter label="Status" options={STATUS_OPTIONS} value={filters.status} onChange={(v) => setPolicyFilter('status', v)} />
            </th>
            <th scope="col">
              <Tooltip content={PRECISION_RULE} placement="top">
                <span className="policies-table__precision-head" tabIndex={0}>
                  Precision
                </span>
              </Tooltip>
            </th>
            <th scope="col">Last Updated</th>
            <th scope="col">
              <span className="policies-table__sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id} data-policy-id={p.id}>
              <td className="policies-table__name">
                <strong>{p.name}</strong>
                <div className="policies-table__description" title={p.description}>
                  {p.description}
                </div>
              </td>
              <td className="policies-table__type">{p.ruleType}</td>
              <td className="policies-table__rule" title={ruleSummary(p.rules)}>
                {ruleSummary(p.rules)}
              </td>
              <td>
                <Tag intent={SEVERITY_INTENT[p.severity]} minimal>
                  {SEVERITY_LABELS[p.severity]}
                </Tag>
              </td>
              <td>
                <Tag intent={ACTION_INTENT[p.action]} minimal>
                  {ACTION_LABELS[p.action]}
                </Tag>
                {p.mode === 'monitor' && (
                  <Tag className="policies-table__mode" icon="eye-open" minimal round title="Monitored: matches are logged and alerted, never acted on">
                    Monitor
                  </Tag>
                )}
              </td>
              <td>
                <Tag intent={p.isEnabled ? 'success' : 'none'} minimal round>
                  {p.isEnabled ? STATUS_LABELS.enabled : STATUS_LABELS.disabled}
                </Tag>
              </td>
              <td className="policies-table__precision">
                <PrecisionCell counts={precision[p.id]} />
              </td>
              <td className="policies-table__date">{format(parseISO(p.updatedAt), 'MMM d, yyyy')}</td>
              <td className="policies-table__actions">
                <Popover
                  placement="bottom-end"
                  content={
                    <Menu aria-label={`Actions for ${p.name}`}>
                      <MenuItem icon="edit" text="Edit" disabled={!manage.allowed} title={manage.reason} onClick={() => onEdit(p)} />
                      <MenuItem icon="filter-remove" text="Exceptions" onClick={() => onExceptions(p)} />
                      <MenuItem
                        icon={p.mode === 'monitor' ? 'shield' : 'eye-open'}
                        text={p.mode === 'monitor' ? 'Switch to Enforce' : 'Switch to Monitor'}
                        disabled={!manage.allowed}
                        title={manage.reason}
                        onClick={() => (p.mode === 'monitor' ? onEnforce(p) : void switchToMonitor(p))}
                      />
                      <MenuItem icon="trash" intent="danger" text="Delete" disabled={!manage.allowed} title={manage.reason} onClick={() => onDelete(p)} />
                    </Menu>
                  }
                >
                  <Button variant="minimal" icon="more" aria-label={`Actions for ${p.name}`} />
                </Popover>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {shown.length === 0 &&
        (filtered ? (
          <NonIdealState
            icon="filter-remove"
            title="No policies match the selected filters"
            action={<Button text="Clear filters" onClick={clearPolicyFilters} />}
          />
        ) : (
          <NonIdealState icon="shield" title="No policies yet" description="Add a policy to start guarding conversations." />
        ))}
      <div className="policies-table__footer" aria-live="polite">
        <span>
          Showing {shown.length} of {items.length} policies
        </span>
        {filtered && shown.length > 0 && <Button variant="minimal" size="small" text="Clear filters" onClick={clearPolicyFilters} />}
      </div>
      <p className="policies-table__note">{PRECISION_RULE}</p>
    </div>
  );
}
