import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_API, PROFILE_PHOTO_ERRORS, PROFILE_PHOTO_MAX_BYTES, errorResponseSchema } from '@gsg/shared';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { HttpError, notFound } from '../../http-errors.ts';
import { imageTypeOf } from '../../security/file-signature.ts';
import { profilePhotoUrl } from './photo.ts';
import { presentProfile } from './present.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/profile';

const NO_PHOTO = 'No profile photo';
// The route map's body is the file the web sends; here its raw bytes arrive as a Buffer.
const photoSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value), { message: PROFILE_PHOTO_ERRORS.type });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The uploaded profile photo: stored in the database, served only to its signed-in owner. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Any image type (or none in particular) arrives as raw bytes; the handler reads the real type from them.
  const rawBytes = (_request: unknown, body: string | Buffer, done: (err: null, body: Buffer) => void) =>
    done(null, typeof body === 'string' ? Buffer.from(body) : body);
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, rawBytes);
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, rawBytes);

  app.put(
    urlIn(AREA, PROFILE_API.setPhoto),
    { config: { permission: 'self.manage' },
      bodyLimit: PROFILE_PHOTO_MAX_BYTES,
      // Fastify's own 'Request body is too large' does not say what the limit is.
      errorHandler: (err: FastifyError) => {
        throw err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, PROFILE_PHOTO_ERRORS.tooLarge) : err;
      },
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile photo (PNG, JPEG, WebP or GIF, at most 1 MB) as the raw request body',
        body: photoSchema.describe('The image file; its type is read from its content'),
        response: { 200: PROFILE_API.setPhoto.response, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const contentType = imageTypeOf(request.body);
      if (!contentType) throw new HttpError(415, PROFILE_PHOTO_ERRORS.type);
      const updatedAt = new Date().toISOString();
      const profile = { ...account.profile, avatarUrl: profilePhotoUrl(updatedAt) };
      await app.services.accounts.setPhoto(account, { contentType, data: request.body, updatedAt }, profile, actorOf(request));
      return presentProfile({ ...account, profile });
    },
  );

  app.get(
    '/photo',
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's uploaded profile photo",
        querystring: z.object({ v: z.string().max(32).optional().describe('The version in avatarUrl, for caching') }),
        response: { 200: z.custom<Buffer>().describe('The image (PNG, JPEG, WebP or GIF)'), ...errors, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const photo = await app.services.accounts.photo(authOf(request).account.id);
      if (!photo) throw notFound(NO_PHOTO);
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(photo.data);
    },
  );

  app.delete(
    urlIn(AREA, PROFILE_API.removePhoto),
    {
      config: { permission: 'self.manage' },
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile photo',
        response: { 200: PROFILE_API.removePhoto.response, ...errors },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      const profile = { ...account.profile, avatarUrl: null };
      await app.services.accounts.removePhoto(account, profile, actorOf(request));
      return presentProfile({ ...account, profile });
    },
  );
};

export default routes;
