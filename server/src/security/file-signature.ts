import type { ProfilePhotoType } from '@gsg/shared';

/** Whether the content begins with `signature`, written one character per byte. */
export const startsWith = (signature: string) => (b: Buffer) => b.subarray(0, signature.length).toString('latin1') === signature;

/**
 * The raster image types by their first bytes. The file's own bytes decide its type: the name and the
 * declared Content-Type are the sender's claim.
 */
export const IMAGE_SIGNATURES: Readonly<Record<ProfilePhotoType, (content: Buffer) => boolean>> = {
  'image/png': startsWith('\x89PNG\r\n\x1a\n'),
  'image/jpeg': startsWith('\xff\xd8\xff'),
  'image/gif': (b) => startsWith('GIF87a')(b) || startsWith('GIF89a')(b),
  'image/webp': (b) => startsWith('RIFF')(b) && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

const IMAGES = Object.entries(IMAGE_SIGNATURES) as Array<[ProfilePhotoType, (content: Buffer) => boolean]>;

export function imageTypeOf(bytes: Buffer): ProfilePhotoType | null {
  return IMAGES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}
