import { useSnapshot } from 'valtio';
import { API_KEYS_API, type ApiKeyCreate, type ApiKeyCreated } from '@gsg/shared';
import { api } from '../api/client.ts';
import { errorMessageOf as messageOf, listResource } from './list-resource.ts';
import { showError, showToast } from './toasts.ts';

/** The keys gateways and agents authenticate with (Settings › Integrations), newest first. */
const apiKeys = listResource(API_KEYS_API.list);
export const apiKeysState = apiKeys.state;
export const loadApiKeys = apiKeys.load;

/** Issues a key; the answer is the only time the key itself is seen, so it is returned for the dialog. */
export async function issueApiKey(input: ApiKeyCreate): Promise<ApiKeyCreated | { error: string }> {
  try {
    const created = await api.call(API_KEYS_API.issue, { body: input });
    const { key: _shownOnce, ...listed } = created;
    apiKeysState.items = [listed, ...apiKeysState.items];
    return created;
  } catch (err) {
    return { error: messageOf(err) };
  }
}

export async function revokeApiKey(id: string): Promise<void> {
  try {
    const revoked = await api.call(API_KEYS_API.revoke, { params: { id } });
    apiKeysState.items = apiKeysState.items.map((k) => (k.id === id ? revoked : k));
    showToast('API key revoked', `${revoked.name} no longer opens the console.`);
  } catch (err) {
    showError(messageOf(err));
  }
}

export const useApiKeys = () => useSnapshot(apiKeysState);
