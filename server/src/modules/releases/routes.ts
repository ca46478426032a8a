import { createReadStream } from 'node:fs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELEASES_API, errorResponseSchema, installerUploadQuerySchema, releaseVersionSchema } from '@gsg/shared';
import { HttpError } from '../../http-errors.ts';
import { actorOf } from '../../plugins/auth.ts';
import { RELEASE_ERRORS } from './service.ts';
import { urlIn } from '../../routes/route-map.ts';

const AREA = '/releases';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
/** Installer ids are UUIDs the server made: anything else (a path, `..`) names no installer. */
const installerParams = z.object({ id: z.uuid({ error: RELEASE_ERRORS.installerNotFound }) });
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';
export const WRONG_UPLOAD_TYPE = `An installer is sent as ${UPLOAD_CONTENT_TYPE}`;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within a file of `size` bytes; null when it is not one range of it. */
function rangeOf(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1]!, match[2]!];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * The GSG client's installers (Endpoints › Download GSG Client): admins upload one per version and
 * platform, streamed to the data directory with its size and SHA-256; signed-in people download them,
 * and so do agents with their key when Update Client sends them the address and the hash.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The installer is the body, read as a stream by the service, never held whole in memory.
  app.addContentTypeParser(UPLOAD_CONTENT_TYPE, (_request, _payload, done) => done(null));

  app.get(
    urlIn(AREA, RELEASES_API.list),
    {
      config: { permission: 'console.read' },
      schema: {
        tags: ['releases'],
        summary: 'GSG client releases: the newest version and the ones before it, with their installers',
        response: { 200: RELEASES_API.list.response, 401: errorResponseSchema },
      },
    },
    async () => app.services.releases.list(),
  );

  app.post(
    urlIn(AREA, RELEASES_API.uploadInstaller),
    {
      config: { permission: 'releases.manage' },
      schema: {
        tags: ['releases'],
        summary: `Upload an installer (the body, as ${UPLOAD_CONTENT_TYPE}); it replaces the one of the same version and platform`,
        querystring: installerUploadQuerySchema,
        response: { 201: RELEASES_API.uploadInstaller.response, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
      if (type !== UPLOAD_CONTENT_TYPE) throw new HttpError(415, WRONG_UPLOAD_TYPE);
      const declared = Number(request.headers['content-length']);
      if (declared > app.config.releaseMaxBytes) {
        // Refused before a byte is stored; the connection closes rather than read what is left.
        reply.header('connection', 'close');
        throw new HttpError(413, RELEASE_ERRORS.tooLarge(app.config.releaseMaxBytes));
      }
      try {
        const installer = await app.services.releases.upload(request.query, request.raw, actorOf(request));
        reply.code(201);
        return installer;
      } catch (error) {
        // Too large: the rest is not read; the connection closes once the refusal is sent.
        if (error instanceof HttpError && error.statusCode === 413) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.delete(
    urlIn(AREA, RELEASES_API.deleteInstaller),
    {
      config: { permission: 'releases.manage' },
      schema: { tags: ['releases'], summary: 'Delete an installer and its file', params: installerParams, response: { 200: RELEASES_API.deleteInstaller.response, ...errors } },
    },
    async (request) => app.services.releases.remove(request.params.id, actorOf(request)),
  );

  app.put(
    urlIn(AREA, RELEASES_API.setNotes),
    {
      config: { permission: 'releases.manage' },
      schema: {
        tags: ['releases'],
        summary: "Write a version's release notes (plain text)",
        params: z.object({ version: releaseVersionSchema }),
        body: RELEASES_API.setNotes.body,
        response: { 200: RELEASES_API.setNotes.response, ...errors },
      },
    },
    async (request) => app.services.releases.setNotes(request.params.version, request.body.notes, actorOf(request)),
  );

  app.get(
    '/installers/:id/download',
    {
      // Signed-in people, and agents with a key whose scope includes the agent APIs.
      config: { auth: 'session-or-agent', permission: 'console.read' },
      schema: {
        tags: ['releases'],
        summary: 'Download an installer (Range supported); ETag and Repr-Digest carry its SHA-256',
        params: installerParams,
      },
    },
    async (request, reply) => {
      const { installer, path } = await app.services.releases.open(request.params.id);
      const etag = `"${installer.sha256}"`;
      reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${installer.fileName}"`)
        .header('etag', etag)
        .header('repr-digest', `sha-256=:${Buffer.from(installer.sha256, 'hex').toString('base64')}:`)
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const size = installer.sizeBytes;
      const range = request.headers['if-range'] && request.headers['if-range'] !== etag ? null : rangeOf(request.headers.range, size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${size}`);
        throw new HttpError(416, 'The requested range is not in the file');
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
      reply.header('content-length', end - start + 1);
      return reply.send(createReadStream(path, { start, end }));
    },
  );
};

export default routes;
