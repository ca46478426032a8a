import {
  AI_TOOL_CATALOG,
  NOT_FOUND,
  aiToolById,
  matchAiTool,
  type Actor,
  type AiTool,
  type AiToolDecision,
  type AiToolEntry,
  type AiToolList,
  type AiToolStatus,
  type AiToolUsage,
} from '@gsg/shared';
import type { DomainBus } from '../../events/domain-bus.ts';
import { notFound } from '../../http-errors.ts';
import type { AiToolDecisionRecord, SightingGroup, Store } from '../../store/index.ts';
import { actionFor, decisionOf, type ToolPolicy } from '../../services/tool-policy.ts';
import { servicePlugin } from '../../services/service-plugin.ts';

/** Shadow AI governed: what the catalogued tools are, how much each is used, and an admin's decision on each. */
export interface AiToolService {
  /** Every catalogued tool with its decision, action and use, and the reported names the catalog does not know. */
  list(): Promise<AiToolList>;
  /** Sanctions, blocks or sets back to Unreviewed one tool; a 404 for a tool the catalog does not have. */
  decide(toolId: string, decision: AiToolDecision, by: Actor): Promise<AiToolStatus>;
}

export const presentAiTool = ({ id, name, vendor, domains, processNames }: AiToolEntry): AiTool => ({
  id,
  name,
  vendor,
  domains: [...domains],
  processNames: [...processNames],
});

/** Sums sighting groups into one tool's use: users and hosts counted once however many names they reported. */
function usageOf(groups: readonly SightingGroup[]): AiToolUsage {
  return {
    detections: groups.reduce((n, g) => n + g.count, 0),
    blocked: groups.reduce((n, g) => n + g.blocked, 0),
    users: new Set(groups.map((g) => g.user)).size,
    hosts: new Set(groups.map((g) => g.hostname)).size,
    lastSeen: groups.reduce<string | null>((last, g) => (last === null || g.lastSeen > last ? g.lastSeen : last), null),
  };
}

export function createAiToolService(store: Store, toolPolicy: ToolPolicy, events: DomainBus, now: () => Date = () => new Date()): AiToolService {
  /** What every tool's status is read with: the decisions in force, who made them, and the sightings. */
  async function context() {
    const [policy, reviews, sightings] = await Promise.all([toolPolicy.current(), store.aiToolDecisions.list(), sightingsByTool()]);
    return { policy, reviews: new Map(reviews.map((r) => [r.toolId, r])), ...sightings };
  }

  function statusOf(tool: AiToolEntry, { policy, reviews, byTool }: Awaited<ReturnType<typeof context>>): AiToolStatus {
    const review = reviews.get(tool.id);
    return {
      tool: presentAiTool(tool),
      decision: decisionOf(policy, tool.id),
      action: actionFor(policy, tool.id),
      review: review ? { decision: review.decision, decidedAt: review.decidedAt, decidedBy: review.decidedBy } : null,
      usage: usageOf(byTool.get(tool.id) ?? []),
    };
  }

  /** The sighting groups by catalogued tool, and by reported name for those the catalog does not know. */
  async function sightingsByTool() {
    const byTool = new Map<string, SightingGroup[]>();
    const unmatched = new Map<string, SightingGroup[]>();
    for (const group of await store.detections.sightings()) {
      const tool = matchAiTool(group.aiTool);
      const [into, key] = tool ? [byTool, tool.id] : [unmatched, group.aiTool];
      into.set(key, [...(into.get(key) ?? []), group]);
    }
    return { byTool, unmatched };
  }

  return {
    async list() {
      const read = await context();
      return {
        defaultAction: read.policy.defaultAction,
        items: AI_TOOL_CATALOG.map((tool) => statusOf(tool, read)),
        unmatched: [...read.unmatched].map(([aiTool, groups]) => ({ aiTool, usage: usageOf(groups) })).sort((a, b) => b.usage.detections - a.usage.detections),
      };
    },

    async decide(toolId, decision, by) {
      const tool = aiToolById(toolId);
      if (!tool) throw notFound(NOT_FOUND.aiTool);
      // Kept with the decision (for the audit trail) and said after the commit: the tool policy forgets its
      // snapshot and every connected agent hears the change.
      await events.record(
        (outbox) => store.aiToolDecisions.set({ toolId, decision, decidedAt: now().toISOString(), decidedBy: by.username }, outbox),
        (replaced: AiToolDecisionRecord | null) => [
          { type: 'ai-tool.decided', data: { tool: presentAiTool(tool), decision, previous: replaced?.decision ?? 'unreviewed', by } },
        ],
      );
      return statusOf(tool, await context());
    },
  };
}

declare module '../../services/service-plugin.ts' {
  interface AppServices {
    /** The AI tools catalogue and the decisions on each. */
    aiTools: AiToolService;
  }
}

export const aiToolsServicePlugin = servicePlugin('aiTools', ['toolPolicy'], (app, { toolPolicy }) => createAiToolService(app.store, toolPolicy, app.events));
