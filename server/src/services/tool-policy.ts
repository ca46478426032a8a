import { createHash } from 'node:crypto';
import { AI_TOOL_CATALOG, type AiToolAction, type AiToolDecision } from '@gsg/shared';
import type { AiToolDecisionRepository } from '../store/index.ts';
import { cachedRead, type CachedRead } from './cached-read.ts';
import type { SettingsService } from '../modules/settings/service.ts';
import { servicePlugin } from './service-plugin.ts';

// Every gateway call and every agent stream needs the decisions; reading them per call would put a query
// on the hot path. A change through this node refreshes at once; one on another node within this time.
const REFRESH_MS = 5000;

/** The console's decisions on AI tools at one moment, as the gateway and the agents apply them. */
export interface ToolPolicySnapshot {
  /** Changes whenever a decision or the default action does, and is the same on every node for the same ones. */
  revision: string;
  /** General › Default action: what Unreviewed tools, and tools the catalog does not know, get. */
  defaultAction: AiToolAction;
  /** Tools an admin decided on; any other tool is Unreviewed. */
  decisions: ReadonlyMap<string, AiToolDecision>;
}

/** The current snapshot; invalidated when a decision or the default action changes. */
export type ToolPolicy = CachedRead<ToolPolicySnapshot>;

export const decisionOf = (policy: ToolPolicySnapshot, toolId: string): AiToolDecision => policy.decisions.get(toolId) ?? 'unreviewed';

/** What a use of the tool gets: Sanctioned allows, Blocked blocks, Unreviewed (or not catalogued, null) takes the default. */
export function actionFor(policy: ToolPolicySnapshot, toolId: string | null): AiToolAction {
  const decision = toolId === null ? 'unreviewed' : decisionOf(policy, toolId);
  return decision === 'sanctioned' ? 'allow' : decision === 'blocked' ? 'block' : policy.defaultAction;
}

function revisionOf(defaultAction: AiToolAction, decisions: ReadonlyMap<string, AiToolDecision>): string {
  const effective = AI_TOOL_CATALOG.map((tool) => `${tool.id}=${decisions.get(tool.id) ?? 'unreviewed'}`).join(',');
  return createHash('sha256').update(`${defaultAction};${effective}`).digest('hex').slice(0, 16);
}

export function createToolPolicy(decisions: AiToolDecisionRepository, settings: SettingsService, now: () => number = Date.now): ToolPolicy {
  return cachedRead(async () => {
    const [records, general] = await Promise.all([decisions.list(), settings.get('general')]);
    const byTool = new Map(records.map((r) => [r.toolId, r.decision]));
    return { revision: revisionOf(general.defaultAction, byTool), defaultAction: general.defaultAction, decisions: byTool };
  }, REFRESH_MS, now);
}

declare module './service-plugin.ts' {
  interface AppServices {
    /** The decisions on AI tools in force, for the gateway and the agents. */
    toolPolicy: ToolPolicy;
  }
}

export const toolPolicyServicePlugin = servicePlugin('toolPolicy', ['settings'], (app, { settings }) => createToolPolicy(app.store.aiToolDecisions, settings));
