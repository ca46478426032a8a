import { AI_TOOL_CATALOG, type AiToolEntry } from '../ai-tool-catalog.ts';

// Agents report a tool as they saw it: its name, a web address, or a process. The catalog says which
// tool each of those is, so that one decision covers every way of naming the tool.

const fold = (text: string) => text.trim().toLowerCase();
const withoutExe = (name: string) => name.replace(/\.exe$/, '');

const byName = new Map<string, AiToolEntry>();
for (const tool of AI_TOOL_CATALOG) {
  for (const name of [tool.name, ...tool.aliases, ...tool.processNames]) byName.set(withoutExe(fold(name)), tool);
}

/** A host and path as `host/path`, lower-cased, without scheme, port, `www.`, query or trailing slash. */
function addressOf(text: string): { host: string; path: string } | null {
  const bare = fold(text).replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  const match = /^([a-z0-9.-]+\.[a-z]{2,})(?::\d+)?(\/[^?#]*)?/.exec(bare);
  if (!match) return null;
  return { host: match[1]!.replace(/^www\./, ''), path: (match[2] ?? '').replace(/\/+$/, '') };
}

const DOMAINS = AI_TOOL_CATALOG.flatMap((tool) => tool.domains.map((domain) => ({ tool, address: addressOf(domain)! })))
  // The most specific address first: chat.mistral.ai before mistral.ai, huggingface.co/chat before any host alone.
  .sort((a, b) => b.address.host.length + b.address.path.length - (a.address.host.length + a.address.path.length));

function byAddress(text: string): AiToolEntry | null {
  const seen = addressOf(text);
  if (!seen) return null;
  const found = DOMAINS.find(
    ({ address }) =>
      (seen.host === address.host || seen.host.endsWith(`.${address.host}`)) &&
      (address.path === '' || seen.path === address.path || seen.path.startsWith(`${address.path}/`)),
  );
  return found?.tool ?? null;
}

/** The catalogued tool an agent's report names (by name, alias, process or web address), or null. */
export function matchAiTool(reported: string): AiToolEntry | null {
  return byName.get(withoutExe(fold(reported))) ?? byAddress(reported);
}

/** The tool whose API serves a model, by the model name's prefix (`gpt-4o` is ChatGPT's), or null. */
export function aiToolForModel(model: string): AiToolEntry | null {
  const name = fold(model);
  return AI_TOOL_CATALOG.find((tool) => tool.models.some((prefix) => name.startsWith(prefix))) ?? null;
}

export const aiToolById = (id: string): AiToolEntry | null => AI_TOOL_CATALOG.find((tool) => tool.id === id) ?? null;
