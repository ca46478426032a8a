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

export const AI_TOOL_CATALOG: readonly AiToolEntry[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    vendor: 'OpenAI',
    aliases: ['OpenAI', 'ChatGPT Desktop'],
    domains: ['chatgpt.com', 'chat.openai.com', 'openai.com'],
    processNames: ['ChatGPT.exe', 'ChatGPT'],
    models: ['gpt-', 'chatgpt-', 'o1', 'o3', 'o4', 'text-embedding-', 'dall-e', 'whisper', 'tts-'],
  },
  {
    id: 'claude',
    name: 'Claude',
    vendor: 'Anthropic',
    aliases: ['Anthropic', 'Claude Desktop'],
    domains: ['claude.ai', 'anthropic.com'],
    processNames: ['Claude.exe', 'Claude'],
    models: ['claude-'],
  },
  {
    id: 'gemini',
    name: 'Gemini',
    vendor: 'Google',
    aliases: ['Google Gemini', 'Bard'],
    domains: ['gemini.google.com', 'bard.google.com', 'aistudio.google.com'],
    processNames: [],
    models: ['gemini-', 'gemma-'],
  },
  {
    id: 'copilot',
    name: 'Copilot',
    vendor: 'Microsoft',
    aliases: ['Microsoft Copilot', 'Bing Chat'],
    domains: ['copilot.microsoft.com', 'bing.com/chat'],
    processNames: ['Copilot.exe'],
    models: [],
  },
  {
    id: 'github-copilot',
    name: 'GitHub Copilot',
    vendor: 'GitHub',
    aliases: [],
    domains: ['copilot.github.com', 'githubcopilot.com'],
    processNames: ['copilot-language-server'],
    models: [],
  },
  {
    id: 'deepseek',
    name: 'DeepSeek',
    vendor: 'DeepSeek',
    aliases: ['DeepSeek Chat'],
    domains: ['chat.deepseek.com', 'deepseek.com'],
    processNames: [],
    models: ['deepseek-'],
  },
  {
    id: 'perplexity',
    name: 'Perplexity',
    vendor: 'Perplexity AI',
    aliases: [],
    domains: ['perplexity.ai'],
    processNames: ['Perplexity.exe', 'Perplexity'],
    models: ['sonar', 'pplx-'],
  },
  {
    id: 'mistral-le-chat',
    name: 'Mistral Le Chat',
    vendor: 'Mistral AI',
    aliases: ['Le Chat', 'Mistral'],
    domains: ['chat.mistral.ai', 'mistral.ai'],
    processNames: [],
    models: ['mistral-', 'mixtral-', 'codestral-', 'pixtral-', 'ministral-'],
  },
  {
    id: 'grok',
    name: 'Grok',
    vendor: 'xAI',
    aliases: [],
    domains: ['grok.com', 'x.ai'],
    processNames: [],
    models: ['grok-'],
  },
  {
    id: 'meta-ai',
    name: 'Meta AI',
    vendor: 'Meta',
    aliases: ['Llama'],
    domains: ['meta.ai'],
    processNames: [],
    models: ['llama-', 'meta-llama'],
  },
  {
    id: 'cohere',
    name: 'Cohere',
    vendor: 'Cohere',
    aliases: ['Coral'],
    domains: ['coral.cohere.com', 'cohere.com'],
    processNames: [],
    models: ['command-', 'embed-'],
  },
  {
    id: 'poe',
    name: 'Poe',
    vendor: 'Quora',
    aliases: [],
    domains: ['poe.com'],
    processNames: ['Poe.exe'],
    models: [],
  },
  {
    id: 'character-ai',
    name: 'Character.AI',
    vendor: 'Character Technologies',
    aliases: ['Character AI'],
    domains: ['character.ai', 'beta.character.ai'],
    processNames: [],
    models: [],
  },
  {
    id: 'midjourney',
    name: 'Midjourney',
    vendor: 'Midjourney',
    aliases: [],
    domains: ['midjourney.com'],
    processNames: [],
    models: [],
  },
  {
    id: 'huggingchat',
    name: 'HuggingChat',
    vendor: 'Hugging Face',
    aliases: ['Hugging Chat'],
    domains: ['huggingface.co/chat', 'hf.co/chat'],
    processNames: [],
    models: [],
  },
  {
    id: 'jasper',
    name: 'Jasper',
    vendor: 'Jasper AI',
    aliases: [],
    domains: ['jasper.ai', 'app.jasper.ai'],
    processNames: [],
    models: [],
  },
  {
    id: 'you-com',
    name: 'You.com',
    vendor: 'You.com',
    aliases: ['YouChat'],
    domains: ['you.com'],
    processNames: [],
    models: [],
  },
  {
    id: 'notion-ai',
    name: 'Notion AI',
    vendor: 'Notion Labs',
    aliases: [],
    domains: ['notion.so/ai'],
    processNames: [],
    models: [],
  },
  {
    id: 'grammarly',
    name: 'Grammarly',
    vendor: 'Grammarly',
    aliases: ['GrammarlyGO'],
    domains: ['grammarly.com'],
    processNames: ['Grammarly.Desktop.exe', 'Grammarly Desktop'],
    models: [],
  },
  {
    id: 'cursor',
    name: 'Cursor',
    vendor: 'Anysphere',
    aliases: [],
    domains: ['cursor.com', 'cursor.sh'],
    processNames: ['Cursor.exe', 'Cursor'],
    models: [],
  },
];
