import { useEffect, useState } from 'react';
import { Button, Switch, Tag } from '@blueprintjs/core';
import { SettingsListSection } from './SettingsListSection.tsx';
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

const NotificationNote = ({ note }: { note: string | null }) => (note ? <div className="settings-destinations__note">{note}</div> : null);
import { DestinationDialog, SENDS_LABELS } from './DestinationDialog.tsx';
import { TYPE_LABELS, targetOf } from './destination-form.ts';

/** Where alerts are sent: each destination with its delivery log, a switch, Test and Remove. */
export function AlertDestinations() {
  const { items, loaded, error } = useIntegrations();
  const notifications = useSettings().draft.notifications;
  const [adding, setAdding] = useState(false);
  const [testing, setTesting] = useState<string | null>(null);

  useEffect(() => {
    void loadIntegrations();
  }, []);

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
        add={{ label: 'Add destination', icon: 'add', onClick: () => setAdding(true) }}
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
                <div className="settings-destinations__name">
                  {integration.name} <Tag minimal>{TYPE_LABELS[integration.type]}</Tag>
                </div>
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
                  onChange={(e) => void updateIntegration(integration.id, { enabled: e.currentTarget.checked })}
                />
              </td>
              <td className="settings-destinations__actions">
                <Button small loading={testing === integration.id} onClick={() => void test(integration.id)} aria-label={`Test ${integration.name}`}>
                  Test
                </Button>
                <Button small minimal intent="danger" icon="trash" aria-label={`Remove ${integration.name}`} onClick={() => void removeIntegration(integration.id)} />
              </td>
            </tr>
          );
        })}
      </SettingsListSection>
      {adding && <DestinationDialog onClose={() => setAdding(false)} />}
    </>
  );
}
