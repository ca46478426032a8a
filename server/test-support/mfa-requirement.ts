import { SETTINGS_DEFAULTS } from '@gsg/shared';
import type { Store } from '../src/store/index.ts';

/**
 * Settings › Security › MFA required is on in the product, so an account without MFA can do nothing but
 * set it up. Tests about something else sign in as people without MFA: they turn the requirement off,
 * in the store, before the app reads it. The requirement itself is tested on the product's defaults.
 */
export async function waiveMfaRequirement(store: Store): Promise<void> {
  await store.settings.put('security', { ...SETTINGS_DEFAULTS.security, mfaRequired: false });
}
