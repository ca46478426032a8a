import { useSnapshot } from 'valtio';
import type { AlertAssignee } from '@gsg/shared';
import { listResource } from './list-resource.ts';

/** The accounts alerts can be assigned to (enabled, may triage): the assignee filter and picker offer them. */
export const alertAssignees = listResource<AlertAssignee>('/alerts/assignees');

export const useAlertAssignees = () => useSnapshot(alertAssignees.state);
