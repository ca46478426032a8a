import { useEffect } from 'react';
import { Callout, Card, HTMLTable, SegmentedControl, Switch, Tag } from '@blueprintjs/core';
import { relativeTime, type AiToolAction, type AiToolDecision } from '@gsg/shared';
import { SkeletonRows } from '../../components/SkeletonRows.tsx';
import { formatDateTime } from '../../components/date-time.ts';
import { formatCount } from '../../components/format-count.ts';
import { useNow } from '../../hooks/use-now.ts';
import { decideAiTool, loadAiTools, setShowAllAiTools, shownAiTools, useAiTools } from '../../state/ai-tools.ts';
import '../../components/data-table.css';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';
import { usePermission } from '../../state/permissions.ts';

const COLUMNS = ['AI Tool', 'Detections', 'Users', 'Hosts', 'Blocked', 'Last Seen', 'Decision'] as const;

const DECISION_OPTIONS = [
  { value: 'sanctioned', label: 'Sanctioned' },
  { value: 'unreviewed', label: 'Unreviewed' },
  { value: 'blocked', label: 'Blocked' },
] as const satisfies ReadonlyArray<{ value: AiToolDecision; label: string }>;
const ACTION_WORDS: Record<AiToolAction, string> = { allow: 'allowed', flag: 'allowed and flagged', block: 'blocked' };

/**
 * Discover's tools: each catalogued AI tool seen on endpoints (or decided on), how much, and the admin's
 * decision on it. A decision reaches every connected endpoint and the gateway at once.
 */
export function AiToolsPanel() {
  const { list, error, deciding, showAll } = useAiTools();
  const manage = usePermission('ai-tools.manage');
  const now = useNow(60_000);
  useEffect(() => {
    void loadAiTools();
  }, []);
  const items = list ? shownAiTools(list.items, showAll) : [];

  return (
    <Card className="ai-tools-card" aria-label="AI tools">
      <div className="ai-tools-card__header">
        <div>
          <h2 className="ai-tools-card__title">AI Tools</h2>
          <p className="ai-tools-card__caption">
            Sanction or block each tool: endpoints and the gateway apply the decision at once.
            {list && ` Unreviewed tools are ${ACTION_WORDS[list.defaultAction]} (Settings › General › Default Policy Action).`}
          </p>
        </div>
        <Switch label="Show all catalogued tools" checked={showAll} onChange={(e) => setShowAllAiTools(e.currentTarget.checked)} />
      </div>
      {error && (
        <Callout intent="danger" icon="error">
          {error}
        </Callout>
      )}
      <div className="table-scroll">
        <HTMLTable className="ai-tools-table" compact striped>
          <ColumnHeads columns={COLUMNS} />
          <tbody>
            {!list && !error && <SkeletonRows columns={COLUMNS.length} />}
            {items.map(({ tool, decision, usage }) => (
              <tr key={tool.id} data-tool-id={tool.id}>
                <td>
                  <strong>{tool.name}</strong>
                  <div className="ai-tools-table__vendor">{tool.vendor}</div>
                </td>
                <td className="cell--nowrap">{formatCount(usage.detections)}</td>
                <td className="cell--nowrap">{formatCount(usage.users)}</td>
                <td className="cell--nowrap">{formatCount(usage.hosts)}</td>
                <td className="cell--nowrap">
                  {usage.blocked > 0 ? (
                    <Tag minimal intent="danger">
                      {formatCount(usage.blocked)}
                    </Tag>
                  ) : (
                    '0'
                  )}
                </td>
                <td className="cell--nowrap">
                  {usage.lastSeen ? (
                    <time dateTime={usage.lastSeen} title={formatDateTime(usage.lastSeen)}>
                      {relativeTime(usage.lastSeen, now)}
                    </time>
                  ) : (
                    'Never'
                  )}
                </td>
                <td className={`ai-tools-table__decision-cell ai-tools-table__decision-cell--${decision}`} title={manage.reason}>
                  <SegmentedControl
                    aria-label={`Decision on ${tool.name}`}
                    className="ai-tools-table__decision"
                    size="small"
                    disabled={deciding === tool.id || !manage.allowed}
                    options={[...DECISION_OPTIONS]}
                    value={decision}
                    onValueChange={(value) => void decideAiTool(tool.id, value as AiToolDecision)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {list && list.unmatched.length > 0 && (
        <p className="ai-tools-card__unmatched">
          Not in the catalog (the default action applies):{' '}
          {list.unmatched.map((u) => `${u.aiTool} (${formatCount(u.usage.detections)})`).join(', ')}
        </p>
      )}
    </Card>
  );
}
