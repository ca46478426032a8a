import { installerSchema, releaseNotesInputSchema, releaseSchema, releasesResponseSchema } from '../schemas/endpoint.ts';
import { apiRoute } from './route.ts';

/**
 * The GSG client's releases and installers. An upload sends the installer itself as the body
 * (application/octet-stream, its version, platform and file name in the query string) and answers 201;
 * the web sends it by XMLHttpRequest for its progress. An installer's download is a file, outside the map.
 */
export const RELEASES_API = {
  list: apiRoute({ method: 'GET', path: '/releases', response: releasesResponseSchema }),
  uploadInstaller: apiRoute({ method: 'POST', path: '/releases/installers', response: installerSchema }),
  deleteInstaller: apiRoute({ method: 'DELETE', path: '/releases/installers/:id', response: installerSchema }),
  setNotes: apiRoute({ method: 'PUT', path: '/releases/:version/notes', body: releaseNotesInputSchema, response: releaseSchema }),
};
