import { useSnapshot } from 'valtio';
import { ALERTS_API } from '@gsg/shared';
import { listResource } from './list-resource.ts';

/** The accounts alerts can be assigned to (enabled, may triage): the assignee filter and picker offer them. */
export const alertAssignees = listResource(ALERTS_API.assignees);

export const useAlertAssignees = () => useSnapshot(alertAssignees.state);
