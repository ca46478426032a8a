import { useState } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import type { ScreenProps } from '../screens.ts';
import { DownloadClient } from './DownloadClient.tsx';
import { ManageEndpoints } from './ManageEndpoints.tsx';
import './endpoints.css';

type TabId = 'manage' | 'download';

/** Endpoints (/endpoints): the devices running the GSG client, and the client's installers. */
export default function EndpointsScene({ title, subtitle }: ScreenProps) {
  const [tab, setTab] = useState<TabId>('manage');
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      <Tabs id="endpoints-tabs" selectedTabId={tab} onChange={(next) => setTab(next as TabId)} size="large" renderActiveTabPanelOnly>
        <Tab id="manage" title="Manage Endpoints" panel={<ManageEndpoints onDownload={() => setTab('download')} />} />
        <Tab id="download" title="Download GSG Client" panel={<DownloadClient />} />
      </Tabs>
    </>
  );
}
