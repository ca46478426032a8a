import type { KpiDelta } from '@gsg/shared';
import type { LiveBus } from '../../live/event-bus.ts';
import { kpiDelta } from '../../live/coalescer.ts';
import type { Consumer } from '../domain-bus.ts';

const isZero = (delta: KpiDelta) => Object.values(delta).every((n) => n === 0);

/**
 * Domain events as the consoles see them: each change becomes its live event on the bus the socket layer
 * batches, and the counters a commit moved become one KPI delta for the dashboard and the bell.
 */
export function liveProjector(live: LiveBus): Consumer {
  let counts = kpiDelta({});
  return {
    name: 'live projector',
    handles: {
      'conversation.stored': ({ data: { log } }) => {
        counts.queries += 1;
        counts[log.status] += 1;
        live.publish('log.created', log);
      },
      'alert.created': ({ data: { alert } }) => {
        counts.openAlerts += 1;
        live.publish('alert.created', alert);
      },
      'alert.transitioned': ({ data: { alert, from } }) => {
        counts.openAlerts += Number(alert.status === 'open') - Number(from === 'open');
        live.publish('alert.updated', alert);
      },
      'alert.triaged': ({ data: { alert } }) => live.publish('alert.triaged', alert),
      'alert.grown': ({ data: { alert } }) => live.publish('alert.grown', alert),
      'detection.stored': ({ data: { detection } }) => {
        counts.detections += 1;
        live.publish('detection.created', detection);
      },
      'ai-tool.decided': ({ data: { tool, decision } }) => live.publish('ai-tool.decided', { toolId: tool.id, decision }),
      'endpoint.heartbeat': ({ data: { endpoint } }) => live.publish('endpoint.updated', endpoint),
      'endpoint.changed': ({ data: { endpoint } }) => live.publish('endpoint.updated', endpoint),
      'endpoint.removed': ({ data: { id } }) => live.publish('endpoint.removed', { id }),
      'release.installer.uploaded': ({ data: { installer } }) =>
        live.publish('release.changed', { change: 'uploaded', version: installer.version, platform: installer.platform }),
      'release.installer.deleted': ({ data: { installer } }) =>
        live.publish('release.changed', { change: 'deleted', version: installer.version, platform: installer.platform }),
      'release.notes.changed': ({ data: { version } }) => live.publish('release.changed', { change: 'notes', version, platform: null }),
      'policy.saved': ({ data: { policy, before } }) =>
        live.publish('policy.changed', { change: before === null ? 'created' : 'updated', id: policy.id, policy }),
      'policy.deleted': ({ data: { id } }) => live.publish('policy.changed', { change: 'deleted', id, policy: null }),
      'policy.exception.added': ({ data: { policy, exception } }) =>
        live.publish('policy.exceptions.changed', { policyId: policy.id, change: 'added', exception }),
      'policy.exception.removed': ({ data: { policy, exception } }) =>
        live.publish('policy.exceptions.changed', { policyId: policy.id, change: 'removed', exception }),
      'access.user.changed': ({ data: { user, before } }) => live.publish('access.changed', { kind: 'user', change: before === null ? 'created' : 'updated', id: user.id }),
      'access.user.removed': ({ data: { before } }) => live.publish('access.changed', { kind: 'user', change: 'deleted', id: before.id }),
      'access.group.changed': ({ data: { group, before } }) => live.publish('access.changed', { kind: 'group', change: before === null ? 'created' : 'updated', id: group.id }),
      'access.group.removed': ({ data: { before } }) => live.publish('access.changed', { kind: 'group', change: 'deleted', id: before.id }),
      // Not for consoles to see: the socket layer disconnects the sockets whose session went.
      'session.ended': ({ data }) => live.publish('session.ended', data),
    },
    afterCommit() {
      if (!isZero(counts)) live.publish('kpi.delta', counts);
      counts = kpiDelta({});
    },
  };
}
