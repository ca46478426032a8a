import type { FastifyPluginAsync } from 'fastify';
import { serveAgentStream } from './stream.ts';

/**
 * The agents' WebSocket (see @gsg/shared agent-protocol): the typed ingest events in, acks and commands
 * out. The upgrade request carries the API key; without a valid one it is answered 401 and never upgraded.
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/stream', { websocket: true, config: { auth: 'agent' } }, (socket, request) => serveAgentStream(app, socket, request));
};

export default routes;
