import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERRORS, PROFILE_API, errorResponseSchema, type Profile, type ProfileUpdate } from '@gsg/shared';
import { actorOf, authOf } from '../../plugins/auth.ts';
import { badRequest, conflict } from '../../http-errors.ts';
import { isProfilePhotoUrl } from './photo.ts';
import photoRoutes from './photo-routes.ts';
import { presentProfile } from './present.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/profile';

const USERNAME_TAKEN = 'Username is already taken';
const MAX_AVATAR_URL = 2048;

/**
 * The form marks Full Name and Username as required without enforcing it, but the username is what
 * signs in: an empty one would lock the user out. The avatar lands in an <img src>, so only web URLs,
 * or the uploaded photo's own address kept as it is (only an upload sets that).
 */
function assertProfileUsable(update: ProfileUpdate, currentAvatarUrl: string | null): void {
  if (update.username === '') {
    throw badRequest('Username is required', [{ path: 'body.username', message: 'Username is required' }]);
  }
  const url = update.avatarUrl;
  if (url === null || url === currentAvatarUrl) return;
  if (url.length > MAX_AVATAR_URL || !/^https?:\/\/\S+$/i.test(url) || !URL.canParse(url)) {
    const message = 'Photo must be an http or https address';
    throw badRequest(message, [{ path: 'body.avatarUrl', message }]);
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.get(
    urlIn(AREA, PROFILE_API.get),
    { config: { permission: 'self.manage' }, schema: { tags: ['profile'], summary: "The signed-in user's profile", response: { 200: PROFILE_API.get.response, ...errors } } },
    async (request) => presentProfile(authOf(request).account),
  );

  app.put(
    urlIn(AREA, PROFILE_API.update),
    { config: { permission: 'self.manage' },
      // Before schema validation, which would quietly drop an unknown `email` instead of refusing it.
      preValidation: async (request) => {
        const raw: unknown = request.body;
        if (typeof raw === 'object' && raw !== null && 'email' in raw) {
          throw badRequest(ERRORS.emailReadOnly, [{ path: 'body.email', message: ERRORS.emailReadOnly }]);
        }
      },
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in user's profile (email is the login credential and cannot change)",
        body: PROFILE_API.update.body,
        response: { 200: PROFILE_API.update.response, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { account } = authOf(request);
      assertProfileUsable(request.body, account.profile.avatarUrl);
      const holder = await app.services.accounts.getByUsername(request.body.username);
      if (holder && holder.id !== account.id) throw conflict(USERNAME_TAKEN);
      const profile: Profile = { ...request.body, email: account.email };
      const photoRemoved = isProfilePhotoUrl(account.profile.avatarUrl) && profile.avatarUrl !== account.profile.avatarUrl;
      await app.services.accounts.saveProfile(account, profile, photoRemoved, actorOf(request));
      return profile;
    },
  );

  await app.register(photoRoutes);
};

export default routes;
