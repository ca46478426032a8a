import { proxy, useSnapshot } from 'valtio';
import { AI_TOOLS_API, type AiToolDecision, type AiToolList, type AiToolStatus } from '@gsg/shared';
import { api, loadAgainOnServerReturn } from '../api/client.ts';
import { errorMessageOf } from './list-resource.ts';
import { latestRequests } from './list-loader.ts';
import { showError, showToast } from './toasts.ts';

/** Discover's tools: every catalogued tool with its decision and use, and the names the catalog does not know. */
interface AiToolsState {
  list: AiToolList | null;
  error: string | null;
  /** The tool whose decision is being saved. */
  deciding: string | null;
  /** Every catalogued tool, or only those seen or decided on. */
  showAll: boolean;
}

export const aiToolsState = proxy<AiToolsState>({ list: null, error: null, deciding: null, showAll: false });

const DECISION_WORDS: Record<AiToolDecision, string> = { sanctioned: 'sanctioned', blocked: 'blocked', unreviewed: 'set back to Unreviewed' };

const requests = latestRequests();

export async function loadAiTools(): Promise<void> {
  const isLatest = requests.start();
  try {
    const list = await api.call(AI_TOOLS_API.list);
    if (!isLatest()) return;
    aiToolsState.list = list;
    aiToolsState.error = null;
  } catch (err) {
    if (!isLatest() || loadAgainOnServerReturn(err, loadAiTools)) return;
    aiToolsState.error = errorMessageOf(err);
  }
}

// Sightings arrive live in bursts: the counts are read again once a burst has passed, not per sighting.
const RELOAD_AFTER_MS = 1000;
let reloadTimer: ReturnType<typeof setTimeout> | null = null;
export function reloadAiToolsSoon(): void {
  reloadTimer ??= setTimeout(() => {
    reloadTimer = null;
    void loadAiTools();
  }, RELOAD_AFTER_MS);
}

/** Records an admin's decision; endpoints and the gateway apply it as soon as the server has it. */
export async function decideAiTool(toolId: string, decision: AiToolDecision): Promise<void> {
  aiToolsState.deciding = toolId;
  try {
    const status = await api.call(AI_TOOLS_API.decide, { params: { id: toolId }, body: { decision } });
    const list = aiToolsState.list;
    if (list) list.items = list.items.map((item) => (item.tool.id === toolId ? status : item));
    showToast(`${status.tool.name} ${DECISION_WORDS[decision]}`, 'Endpoints and the gateway apply it now.');
  } catch (err) {
    showError(errorMessageOf(err));
  } finally {
    aiToolsState.deciding = null;
  }
}

export function setShowAllAiTools(showAll: boolean): void {
  aiToolsState.showAll = showAll;
}

/** The tools worth a row: those seen on endpoints or decided on, unless every catalogued tool is asked for. */
export const shownAiTools = <T extends Pick<AiToolStatus, 'usage' | 'review'>>(items: readonly T[], showAll: boolean): T[] =>
  items.filter((s) => showAll || s.usage.detections > 0 || s.review !== null).sort((a, b) => b.usage.detections - a.usage.detections);

export const useAiTools = () => useSnapshot(aiToolsState);
