/**
 * The AI tools the console knows, as data: what endpoint agents may report (a name, a domain, a process)
 * and what model names a gateway call may carry are matched to one of these, so that decisions
 * (Sanctioned, Blocked, Unreviewed) are about tools rather than the strings that name them.
 *
 * `models` are prefixes of the model names each vendor's API serves (matched case-insensitively at the
 * start of the name); a tool with none is not reached through the gateway. Add a tool by adding an entry:
 * its id is what decisions are stored under, so an id never changes once shipped.
 */
export interface AiToolEntry {
  id: string;
  name: string;
  vendor: string;
  /** Other names agents report for it. */
  aliases: readonly string[];
  /** Web domains it is used at; their subdomains count too. */
  domains: readonly string[];
  /** Desktop executables it runs as. */
  processNames: readonly string[];
  /** Prefixes of the model names its API serves, for the gateway. */
  models: readonly string[];
}

type ToolNames = Partial<Pick<AiToolEntry, 'aliases' | 'domains' | 'processNames' | 'models'>>;

/** One entry: what it does not list, it has none of. */
const tool = (id: string, name: string, vendor: string, names: ToolNames): AiToolEntry => ({
  id,
  name,
  vendor,
  aliases: names.aliases ?? [],
  domains: names.domains ?? [],
  processNames: names.processNames ?? [],
  models: names.models ?? [],
});

export const AI_TOOL_CATALOG: readonly AiToolEntry[] = [
  tool('chatgpt', 'ChatGPT', 'OpenAI', { aliases: ['OpenAI', 'ChatGPT Desktop'], domains: ['chatgpt.com', 'chat.openai.com', 'openai.com'], processNames: ['ChatGPT.exe', 'ChatGPT'], models: ['gpt-', 'chatgpt-', 'o1', 'o3', 'o4', 'text-embedding-', 'dall-e', 'whisper', 'tts-'] }),
  tool('claude', 'Claude', 'Anthropic', { aliases: ['Anthropic', 'Claude Desktop'], domains: ['claude.ai', 'anthropic.com'], processNames: ['Claude.exe', 'Claude'], models: ['claude-'] }),
  tool('gemini', 'Gemini', 'Google', { aliases: ['Google Gemini', 'Bard'], domains: ['gemini.google.com', 'bard.google.com', 'aistudio.google.com'], models: ['gemini-', 'gemma-'] }),
  tool('copilot', 'Copilot', 'Microsoft', { aliases: ['Microsoft Copilot', 'Bing Chat'], domains: ['copilot.microsoft.com', 'bing.com/chat'], processNames: ['Copilot.exe'] }),
  tool('github-copilot', 'GitHub Copilot', 'GitHub', { domains: ['copilot.github.com', 'githubcopilot.com'], processNames: ['copilot-language-server'] }),
  tool('deepseek', 'DeepSeek', 'DeepSeek', { aliases: ['DeepSeek Chat'], domains: ['chat.deepseek.com', 'deepseek.com'], models: ['deepseek-'] }),
  tool('perplexity', 'Perplexity', 'Perplexity AI', { domains: ['perplexity.ai'], processNames: ['Perplexity.exe', 'Perplexity'], models: ['sonar', 'pplx-'] }),
  tool('mistral-le-chat', 'Mistral Le Chat', 'Mistral AI', { aliases: ['Le Chat', 'Mistral'], domains: ['chat.mistral.ai', 'mistral.ai'], models: ['mistral-', 'mixtral-', 'codestral-', 'pixtral-', 'ministral-'] }),
  tool('grok', 'Grok', 'xAI', { domains: ['grok.com', 'x.ai'], models: ['grok-'] }),
  tool('meta-ai', 'Meta AI', 'Meta', { aliases: ['Llama'], domains: ['meta.ai'], models: ['llama-', 'meta-llama'] }),
  tool('cohere', 'Cohere', 'Cohere', { aliases: ['Coral'], domains: ['coral.cohere.com', 'cohere.com'], models: ['command-', 'embed-'] }),
  tool('poe', 'Poe', 'Quora', { domains: ['poe.com'], processNames: ['Poe.exe'] }),
  tool('character-ai', 'Character.AI', 'Character Technologies', { aliases: ['Character AI'], domains: ['character.ai', 'beta.character.ai'] }),
  tool('midjourney', 'Midjourney', 'Midjourney', { domains: ['midjourney.com'] }),
  tool('huggingchat', 'HuggingChat', 'Hugging Face', { aliases: ['Hugging Chat'], domains: ['huggingface.co/chat', 'hf.co/chat'] }),
  tool('jasper', 'Jasper', 'Jasper AI', { domains: ['jasper.ai', 'app.jasper.ai'] }),
  tool('you-com', 'You.com', 'You.com', { aliases: ['YouChat'], domains: ['you.com'] }),
  tool('notion-ai', 'Notion AI', 'Notion Labs', { domains: ['notion.so/ai'] }),
  tool('grammarly', 'Grammarly', 'Grammarly', { aliases: ['GrammarlyGO'], domains: ['grammarly.com'], processNames: ['Grammarly.Desktop.exe', 'Grammarly Desktop'] }),
  tool('cursor', 'Cursor', 'Anysphere', { domains: ['cursor.com', 'cursor.sh'], processNames: ['Cursor.exe', 'Cursor'] }),
];
