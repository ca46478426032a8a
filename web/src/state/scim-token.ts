import { proxy, useSnapshot } from 'valtio';
import { ACCESS_API, SCIM_BASE_PATH, type ScimTokenInfo, type ScimTokenIssued } from '@gsg/shared';
import { api } from '../api/client.ts';
import { errorMessageOf } from './list-resource.ts';
import { showError, showToast } from './toasts.ts';

interface ScimTokenState {
  loaded: boolean;
  error: string | null;
  token: ScimTokenInfo | null;
  /** Where the identity provider is pointed: the configured public address, else this console's own. */
  baseUrl: string;
}

export const scimTokenState = proxy<ScimTokenState>({ loaded: false, error: null, token: null, baseUrl: '' });

const ownBaseUrl = () => `${window.location.origin}${SCIM_BASE_PATH}`;

/** The SCIM token in force (never the token itself) and the SCIM base URL; for admins (access.manage). */
export async function loadScimToken(): Promise<void> {
  try {
    const status = await api.call(ACCESS_API.scimToken);
    scimTokenState.token = status.token;
    scimTokenState.baseUrl = status.baseUrl ?? ownBaseUrl();
    scimTokenState.error = null;
  } catch (err) {
    scimTokenState.error = errorMessageOf(err);
  } finally {
    scimTokenState.loaded = true;
  }
}

/** Issues a token, retiring the one before; the answer is the only time the token itself is seen. */
export async function issueScimToken(): Promise<ScimTokenIssued | null> {
  try {
    const issued = await api.call(ACCESS_API.issueScimToken);
    const { token: _shownOnce, ...info } = issued;
    scimTokenState.token = info;
    return issued;
  } catch (err) {
    showError(errorMessageOf(err));
    return null;
  }
}

export async function revokeScimToken(): Promise<void> {
  try {
    await api.call(ACCESS_API.revokeScimToken);
    scimTokenState.token = null;
    showToast('SCIM token revoked', 'Your identity provider can no longer sync until a new token is generated.');
  } catch (err) {
    showError(errorMessageOf(err));
  }
}

export const useScimToken = () => useSnapshot(scimTokenState);
