import { useEffect } from 'react';
import { InputGroup, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLiveTopic } from '../../hooks/use-live-topic.ts';
import { applyAccessChanges, loadAccess, setAccessSearch, useAccess } from '../../state/access.ts';
import { usePermission } from '../../state/permissions.ts';
import type { ScreenProps } from '../screens.ts';
import { GroupsPanel } from './GroupsPanel.tsx';
import { ScimSyncCard } from './ScimSyncCard.tsx';
import { UsersPanel } from './UsersPanel.tsx';
import './access-control.css';

/** Access Control (/access-control): who may use GenAI tools, per user and per group, with one shared search. */
export default function AccessControlScene({ title, subtitle }: ScreenProps) {
  const { search, settled, users, groups } = useAccess();
  // The SCIM token is a credential that rewrites the directory: only those who manage access see it.
  const { allowed: managesAccess } = usePermission('access.manage');

  useEffect(() => {
    void loadAccess();
  }, []);
  useLiveTopic('access', applyAccessChanges, loadAccess);

  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {managesAccess && <ScimSyncCard />}
      <InputGroup
        type="search"
        leftIcon="search"
        className="access-search"
        placeholder="Search users or groups..."
        aria-label="Search users or groups"
        value={search}
        onValueChange={setAccessSearch}
      />
      {!settled ? (
        <Spinner aria-label="Loading users and groups" />
      ) : (
        <Tabs id="access-control" className="access-tabs" renderActiveTabPanelOnly>
          {/* An explicit disabled={false}: Blueprint's arrow-key navigation only moves between tabs marked aria-disabled="false". */}
          <Tab id="users" disabled={false} title="User-based Control" panel={<UsersPanel users={users} search={search} />} />
          <Tab id="groups" disabled={false} title="Group-based Control" panel={<GroupsPanel groups={groups} search={search} />} />
        </Tabs>
      )}
    </>
  );
}
