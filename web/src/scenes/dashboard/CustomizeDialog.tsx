import { useState } from 'react';
import { Button, Checkbox, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { DASHBOARD_CHARTS, MAX_DASHBOARD_CHARTS, MIN_DASHBOARD_CHARTS, type DashboardLayout } from '@gsg/shared';
import { enabledCount, resetLayout, saveLayout } from '../../state/dashboard.ts';

const CHART_TEXT = new Map(DASHBOARD_CHARTS.map((c) => [c.id, c]));

/**
 * Chooses and orders the dashboard's charts. It edits a draft of the layout; nothing changes on the
 * dashboard until Save (or Reset to Default).
 */
export function CustomizeDialog({ initial, onClose }: { initial: DashboardLayout; onClose: () => void }) {
  const [draft, setDraft] = useState(initial);
  const count = enabledCount(draft);

  const toggle = (index: number) => setDraft(draft.map((c, i) => (i === index ? { ...c, enabled: !c.enabled } : c)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...draft];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    setDraft(next);
  };

  return (
    <Dialog isOpen onClose={onClose} title="Customize Dashboard" className="customize-dialog">
      <DialogBody>
        <p className="customize-dialog__count" aria-live="polite">
          Currently selected: {count}/{MAX_DASHBOARD_CHARTS} charts
        </p>
        <ol className="customize-list">
          {draft.map((entry, index) => {
            const { name, description } = CHART_TEXT.get(entry.id)!;
            // The spec's limits: the last of the minimum cannot go, and nothing joins past the maximum.
            const locked = entry.enabled ? count <= MIN_DASHBOARD_CHARTS : count >= MAX_DASHBOARD_CHARTS;
            return (
              <li key={entry.id} className="customize-list__row">
                <div className="customize-list__text">
                  <Checkbox
                    checked={entry.enabled}
                    disabled={locked}
                    onChange={() => toggle(index)}
                    label={name}
                    aria-describedby={`customize-${entry.id}`}
                    className="customize-list__checkbox"
                  />
                  <p id={`customize-${entry.id}`} className="customize-list__description">
                    {description}
                  </p>
                </div>
                <Button
                  variant="minimal"
                  icon="arrow-up"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  variant="minimal"
                  icon="arrow-down"
                  aria-label={`Move ${name} down`}
                  disabled={index === draft.length - 1}
                  onClick={() => move(index, 1)}
                />
              </li>
            );
          })}
        </ol>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button intent="primary" text="Save" onClick={() => saveLayout(draft) && onClose()} />
          </>
        }
      >
        <Button
          variant="outlined"
          icon="reset"
          text="Reset to Default"
          onClick={() => {
            resetLayout();
            onClose();
          }}
        />
      </DialogFooter>
    </Dialog>
  );
}
