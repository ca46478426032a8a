import type { ProfilePhotoType } from '@gsg/shared';

const startsWith = (signature: string) => (b: Buffer) => b.subarray(0, signature.length).toString('latin1') === signature;

// The file's own first bytes decide its type: the name and the declared Content-Type are the sender's claim.
const SIGNATURES: ReadonlyArray<[ProfilePhotoType, (b: Buffer) => boolean]> = [
  ['image/png', startsWith('\x89PNG\r\n\x1a\n')],
  ['image/jpeg', startsWith('\xff\xd8\xff')],
  ['image/gif', (b) => startsWith('GIF87a')(b) || startsWith('GIF89a')(b)],
  ['image/webp', (b) => startsWith('RIFF')(b) && b.subarray(8, 12).toString('latin1') === 'WEBP'],
];

export function imageTypeOf(bytes: Buffer): ProfilePhotoType | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}

export const PROFILE_PHOTO_PATH = '/api/v1/profile/photo';

/** The address the profile keeps; a new upload gets a new one, so browsers never show a cached old photo. */
export const profilePhotoUrl = (updatedAt: string): string => `${PROFILE_PHOTO_PATH}?v=${Date.parse(updatedAt).toString(36)}`;

export const isProfilePhotoUrl = (url: string | null): boolean => url !== null && url.startsWith(`${PROFILE_PHOTO_PATH}?`);
