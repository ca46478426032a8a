export const PROFILE_PHOTO_PATH = '/api/v1/profile/photo';

/** The address the profile keeps; a new upload gets a new one, so browsers never show a cached old photo. */
export const profilePhotoUrl = (updatedAt: string): string => `${PROFILE_PHOTO_PATH}?v=${Date.parse(updatedAt).toString(36)}`;

export const isProfilePhotoUrl = (url: string | null): boolean => url !== null && url.startsWith(`${PROFILE_PHOTO_PATH}?`);
