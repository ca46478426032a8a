import { useSnapshot } from 'valtio';
import { INTEGRATIONS_API, type IntegrationCreate, type IntegrationUpdate } from '@gsg/shared';
import { ApiError, api } from '../api/client.ts';
import { errorMessageOf as messageOf, listResource } from './list-resource.ts';
import { showError, showToast } from './toasts.ts';

/** Where alerts are sent (Settings › Integrations), as the server lists them with their delivery logs. */
const integrations = listResource(INTEGRATIONS_API.list, { saving: false });
export const integrationsState = integrations.state;
export const loadIntegrations = integrations.load;

/** Adds one; the server's refusal (a bad URL, a short secret) comes back for the dialog to show. */
export async function addIntegration(input: IntegrationCreate): Promise<{ ok: true } | { ok: false; message: string; fields: ApiError['fields'] }> {
  integrationsState.saving = true;
  try {
    const created = await api.call(INTEGRATIONS_API.add, { body: input });
    integrationsState.items = [...integrationsState.items, created];
    showToast('Integration added', `${created.name} will receive alerts from now on.`);
    return { ok: true };
  } catch (err) {
    return { ok: false, message: messageOf(err), fields: err instanceof ApiError ? err.fields : undefined };
  } finally {
    integrationsState.saving = false;
  }
}

export async function updateIntegration(id: string, patch: IntegrationUpdate): Promise<void> {
  try {
    const updated = await api.call(INTEGRATIONS_API.update, { params: { id }, body: patch });
    integrationsState.items = integrationsState.items.map((i) => (i.id === id ? updated : i));
  } catch (err) {
    showError(messageOf(err));
  }
}

export async function removeIntegration(id: string): Promise<void> {
  try {
    await api.call(INTEGRATIONS_API.remove, { params: { id } });
    integrationsState.items = integrationsState.items.filter((i) => i.id !== id);
    showToast('Integration removed');
  } catch (err) {
    showError(messageOf(err));
  }
}

/** Sends a test message now and says how it went. */
export async function testIntegration(id: string): Promise<void> {
  try {
    const result = await api.call(INTEGRATIONS_API.test, { params: { id } });
    if (result.ok) showToast('Test message delivered', `The receiver answered ${result.status}.`);
    else showToast('Test message not delivered', result.error ?? undefined, 'danger');
  } catch (err) {
    showError(messageOf(err));
  }
}

export const useIntegrations = () => useSnapshot(integrationsState);
