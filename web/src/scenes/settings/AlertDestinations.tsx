import { useState } from 'react';
import { Switch } from '@blueprintjs/core';
import { ItemName, SettingsListSection } from './SettingsListSection.tsx';
import {
  loadIntegrations,
  removeIntegration,
  testIntegration,
  updateIntegration,
  useIntegrations,
} from '../../state/integrations.ts';
import { deliverySummary } from './delivery-summary.ts';
import { notificationNote } from './notification-note.ts';
import { useSettings } from '../../state/settings.ts';
import { DestinationDialog, SENDS_LABELS } from './DestinationDialog.tsx';
import { TYPE_LABELS, targetOf } from './destination-form.ts';
import { GatedButton } from '../../components/GatedButton.tsx';
import { usePermission } from '../../state/permissions.ts';

const NotificationNote = ({ note }: { note: string | null }) => (note ? <div className="settings-destinations__note">{note}</div> : null);

/** Where alerts are sent: each destination with its delivery log, a switch, Test and Remove. */
export function AlertDestinations() {
  const { items, loaded, error } = useIntegrations();
  const manage = usePermission('integrations.manage');
  const notifications = useSettings().draft.notifications;
  const [adding, setAdding] = useState(false);
  const [testing, setTesting] = useState<string | null>(null);

  const test = async (id: string) => {
    setTesting(id);
    await testIntegration(id);
    setTesting(null);
    void loadIntegrations();
  };

  return (
    <>
      <SettingsListSection
        title="Alert destinations"
        subtitle="Where alerts are sent as they are raised and moved, signed, retried until delivered"
        add={{ label: 'Add destination', icon: 'add', onClick: () => setAdding(true), permission: 'integrations.manage' }}
        load={loadIntegrations}
        loaded={loaded}
        error={error}
        count={items.length}
        empty={{ icon: 'send-message', title: 'No destinations yet', description: "Add e-mail, Slack, a webhook or your SIEM's syslog to send alerts as they happen." }}
        columns={['Name', 'Sends', 'Deliveries', 'On']}
      >
        {items.map((integration) => {
          const { counts, problem } = deliverySummary(integration.deliveries);
          return (
            <tr key={integration.id}>
              <td>
                <ItemName name={integration.name} tag={TYPE_LABELS[integration.type]} />
                <div className="settings-destinations__url">{targetOf(integration)}</div>
              </td>
              <td>
                <div>{SENDS_LABELS[integration.minSeverity]}</div>
                <NotificationNote note={notificationNote(integration.type, notifications)} />
              </td>
              <td>
                <div>{counts}</div>
                {problem && <div className="settings-destinations__problem">{problem}</div>}
              </td>
              <td>
                <Switch
                  aria-label={`Send alerts to ${integration.name}`}
                  checked={integration.enabled}
                  disabled={!manage.allowed}
                  onChange={(e) => void updateIntegration(integration.id, { enabled: e.currentTarget.checked })}
                />
              </td>
              <td className="settings-destinations__actions">
                <GatedButton permission="integrations.manage" small loading={testing === integration.id} onClick={() => void test(integration.id)} aria-label={`Test ${integration.name}`} text="Test" />
                <GatedButton permission="integrations.manage" small minimal intent="danger" icon="trash" aria-label={`Remove ${integration.name}`} onClick={() => void removeIntegration(integration.id)} />
              </td>
            </tr>
          );
        })}
      </SettingsListSection>
      {adding && <DestinationDialog onClose={() => setAdding(false)} />}
    </>
  );
}
