import type { AgentConnections } from '../../modules/agent/connections.ts';
import type { ToolPolicy } from '../../services/tool-policy.ts';
import type { Consumer } from '../domain-bus.ts';

/**
 * A decision on an AI tool, or a new General › Default action, takes effect at once: the gateway's
 * snapshot is forgotten before the deciding admin hears it is saved, and every agent stream on this
 * node is sent the new tool policy.
 */
export function toolPolicyPush(toolPolicy: ToolPolicy, agents: Pick<AgentConnections, 'toolPolicyChanged'>, onSendFailed: (err: unknown) => void): Consumer {
  const changed = () => {
    toolPolicy.invalidate();
    agents.toolPolicyChanged().catch(onSendFailed);
  };
  return {
    name: 'tool policy push',
    handles: {
      'ai-tool.decided': changed,
      'settings.changed': ({ data: { section } }) => {
        if (section === 'general') changed();
      },
    },
  };
}
