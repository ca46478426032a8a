import { z } from 'zod';
import { profileSchema, profileUpdateSchema } from '../schemas/account.ts';
import { apiRoute } from './route.ts';

/**
 * The signed-in person's profile. A photo goes as the raw image (the web sends the file itself; the server
 * reads its bytes and checks its real type). The photo itself (GET /profile/photo) is an image, outside the map.
 */
export const PROFILE_API = {
  get: apiRoute({ method: 'GET', path: '/profile', response: profileSchema }),
  update: apiRoute({ method: 'PUT', path: '/profile', body: profileUpdateSchema, response: profileSchema }),
  setPhoto: apiRoute({ method: 'PUT', path: '/profile/photo', body: z.custom<Blob>(), response: profileSchema }),
  removePhoto: apiRoute({ method: 'DELETE', path: '/profile/photo', response: profileSchema }),
};
