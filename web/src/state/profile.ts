import { proxy, useSnapshot } from 'valtio';
import {
  PROFILE_API,
  PROFILE_PHOTO_ERRORS,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
  SUCCESS,
  type Profile,
  type ProfileUpdate,
} from '@gsg/shared';
import { api, loadAgainOnServerReturn } from '../api/client.ts';
import { updateMe } from './auth.ts';
import { showError, showToast } from './toasts.ts';

interface ProfileState {
  /** The profile as the server last answered it; null until loaded. */
  saved: Profile | null;
  /** The form's values, edited until Save or Cancel. */
  form: Profile | null;
  saving: boolean;
  /** An upload or removal of the photo is under way. */
  photoBusy: boolean;
}

export const profileState = proxy<ProfileState>({ saved: null, form: null, saving: false, photoBusy: false });

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));

function accept(profile: Profile): void {
  profileState.saved = profile;
  profileState.form = { ...profile };
  updateMe({ fullName: profile.fullName, username: profile.username, avatarUrl: profile.avatarUrl });
}

export async function loadProfile(): Promise<void> {
  try {
    accept(await api.call(PROFILE_API.get));
  } catch (err) {
    if (!loadAgainOnServerReturn(err, loadProfile)) showError(messageOf(err));
  }
}

export function editProfile(fields: Partial<ProfileUpdate>): void {
  if (profileState.form) Object.assign(profileState.form, fields);
}

/** Runs one call with its busy flag raised; a failure shows the server's message. */
async function whileBusy(flag: 'saving' | 'photoBusy', work: () => Promise<void>): Promise<void> {
  profileState[flag] = true;
  try {
    await work();
  } catch (err) {
    showError(messageOf(err));
  } finally {
    profileState[flag] = false;
  }
}

export async function saveProfile(): Promise<void> {
  const form = profileState.form;
  if (!form || profileState.saving) return;
  const { email: _readOnly, ...update } = form;
  await whileBusy('saving', async () => {
    accept(await api.call(PROFILE_API.update, { body: update }));
    showToast(SUCCESS.profileUpdated);
  });
}

/** Cancel puts the saved values back, so 'Changes Discarded' is what really happened. */
export function discardChanges(): void {
  if (profileState.saved) profileState.form = { ...profileState.saved };
  showToast(SUCCESS.changesDiscarded);
}

/** The photo changes at once (its own upload); the rest of the form keeps its unsaved edits. */
function acceptPhoto(profile: Profile): void {
  if (profileState.saved) profileState.saved.avatarUrl = profile.avatarUrl;
  if (profileState.form) profileState.form.avatarUrl = profile.avatarUrl;
  updateMe({ avatarUrl: profile.avatarUrl });
}

/** Checks type and size here for a quick answer; the server checks the file's real content again. */
export async function uploadPhoto(file: File): Promise<void> {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) return showError(PROFILE_PHOTO_ERRORS.type);
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return showError(PROFILE_PHOTO_ERRORS.tooLarge);
  await whileBusy('photoBusy', async () => {
    acceptPhoto(await api.call(PROFILE_API.setPhoto, { body: file }));
    showToast(SUCCESS.photoUpdated);
  });
}

export async function removePhoto(): Promise<void> {
  await whileBusy('photoBusy', async () => {
    acceptPhoto(await api.call(PROFILE_API.removePhoto));
    showToast(SUCCESS.photoRemoved);
  });
}

// Synchronous, because form inputs read from it: a deferred update would move the caret while typing.
export const useProfile = () => useSnapshot(profileState, { sync: true });
