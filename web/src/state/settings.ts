import { proxy, useSnapshot } from 'valtio';
import {
  SETTINGS_API,
  ERRORS,
  SETTINGS_DEFAULTS,
  SETTINGS_SECTIONS,
  SUCCESS,
  type IdentitySettings,
  type SettingsBySection,
  type SettingsSection,
  type SettingsSectionResponse,
} from '@gsg/shared';
import { ApiError, api, loadAgainOnServerReturn } from '../api/client.ts';
import { showError, showToast } from './toasts.ts';

interface SettingsState {
  status: 'loading' | 'ready' | 'failed';
  /** The forms as the user sees them: loaded values plus unsaved edits, kept across tab switches. */
  draft: SettingsBySection;
  /** The server's word on fields of the last refused save, per section: field name → message. */
  fieldErrors: Partial<Record<SettingsSection, Record<string, string>>>;
  saving: Partial<Record<SettingsSection, boolean>>;
  testing: boolean;
}

const copyOf = <T extends object>(value: T): T => ({ ...value });
const defaults = (): SettingsBySection => ({
  general: copyOf(SETTINGS_DEFAULTS.general),
  security: copyOf(SETTINGS_DEFAULTS.security),
  identity: copyOf(SETTINGS_DEFAULTS.identity),
  users: copyOf(SETTINGS_DEFAULTS.users),
  notifications: copyOf(SETTINGS_DEFAULTS.notifications),
});

export const settingsState = proxy<SettingsState>({ status: 'loading', draft: defaults(), fieldErrors: {}, saving: {}, testing: false });

export async function loadSettings(): Promise<void> {
  settingsState.status = 'loading';
  try {
    const answers = await Promise.all(SETTINGS_SECTIONS.map((s) => api.call(SETTINGS_API.section, { params: { section: s } })));
    for (const answer of answers) setSection(answer);
    settingsState.fieldErrors = {};
    settingsState.status = 'ready';
  } catch (err) {
    if (loadAgainOnServerReturn(err, loadSettings)) return;
    settingsState.status = 'failed';
    showError(ERRORS.loadSettings);
  }
}

function setSection({ section, values }: SettingsSectionResponse): void {
  (settingsState.draft as Record<SettingsSection, object>)[section] = values;
}

export function setField<S extends SettingsSection, K extends keyof SettingsBySection[S]>(
  section: S,
  field: K,
  value: SettingsBySection[S][K],
): void {
  settingsState.draft[section][field] = value;
  const errors = settingsState.fieldErrors[section];
  if (errors) delete errors[field as string];
}

/** Saves one section whole; the toast names the section, as the server's answer does. */
export async function saveSection(section: SettingsSection): Promise<void> {
  settingsState.saving[section] = true;
  try {
    const answer = await api.call(SETTINGS_API.saveSection, { params: { section }, body: settingsState.draft[section] });
    setSection(answer);
    delete settingsState.fieldErrors[section];
    showToast(SUCCESS.settingsSaved, answer.message);
  } catch (err) {
    // The server names refused fields as 'body.<field>'; the form shows each message under its field.
    const fields = err instanceof ApiError ? (err.fields ?? []) : [];
    settingsState.fieldErrors[section] = Object.fromEntries(fields.map((f) => [f.path.replace(/^body\./, ''), f.message]));
    showError(fields.length > 0 ? `${ERRORS.saveSettings}: check the highlighted fields` : ERRORS.saveSettings);
  } finally {
    settingsState.saving[section] = false;
  }
}

const CHECKED: Record<IdentitySettings['identitySource'], string> = {
  none: 'the database',
  'entra-id': 'the Entra ID tenant',
  'active-directory': 'the Active Directory domain',
  ldap: 'the LDAP server',
  okta: 'Okta',
  onelogin: 'OneLogin',
};

/** Test Connection on the identity settings as they stand in the form, saved or not. */
export async function testConnection(): Promise<void> {
  const identity = { ...settingsState.draft.identity };
  settingsState.testing = true;
  showToast(SUCCESS.connectionTest, `Checking ${CHECKED[identity.identitySource]}...`, 'primary');
  try {
    const result = await api.call(SETTINGS_API.testConnection, { body: identity });
    if (result.ok) showToast(SUCCESS.connectionSuccessful, result.detail);
    else showError(result.detail);
  } catch (err) {
    showError(err instanceof ApiError ? err.message : 'Could not reach the server to test the connection');
  } finally {
    settingsState.testing = false;
  }
}

export const useSettings = () => useSnapshot(settingsState);
