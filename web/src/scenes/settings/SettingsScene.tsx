import { useEffect, useState } from 'react';
import { Button, Callout, Spinner, Tab, Tabs, type TabId } from '@blueprintjs/core';
import { ERRORS } from '@gsg/shared';
import { PageHeader } from '../../components/PageHeader.tsx';
import { loadSettings, testConnection, useSettings } from '../../state/settings.ts';
import type { ScreenProps } from '../screens.ts';
import { GeneralTab } from './GeneralTab.tsx';
import { IntegrationsTab } from './IntegrationsTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { SecurityTab } from './SecurityTab.tsx';
import { UsersTab } from './UsersTab.tsx';
import './settings.css';
import { GatedButton } from '../../components/GatedButton.tsx';

/** System Settings (/settings): five tabs, each section saved on its own through the settings API. */
export default function SettingsScene({ title, subtitle }: ScreenProps) {
  const { status, testing } = useSettings();
  const [tab, setTab] = useState<TabId>('general');

  useEffect(() => {
    void loadSettings();
  }, []);

  const header = (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        <GatedButton permission="settings.manage" icon="data-connection" loading={testing} disabled={status !== 'ready'} onClick={() => void testConnection()} text="Test Connection" />
      }
    />
  );
  if (status !== 'ready') {
    return (
      <>
        {header}
        {status === 'loading' ? (
          <Spinner aria-label="Loading settings" />
        ) : (
          <Callout intent="danger" icon="error" title={ERRORS.loadSettings}>
            <Button text="Try again" onClick={() => void loadSettings()} />
          </Callout>
        )}
      </>
    );
  }
  return (
    <>
      {header}
      <Tabs id="settings-tabs" className="settings-tabs" selectedTabId={tab} onChange={setTab} large renderActiveTabPanelOnly>
        <Tab id="general" title="General" panel={<GeneralTab />} />
        <Tab id="security" title="Security" panel={<SecurityTab />} />
        <Tab id="users" title="Users" panel={<UsersTab />} />
        <Tab id="notifications" title="Notifications" panel={<NotificationsTab />} />
        <Tab id="integrations" title="Integrations" panel={<IntegrationsTab />} />
      </Tabs>
    </>
  );
}
