import fp from 'fastify-plugin';

/**
 * While the server closes, every answer says `Connection: close`. Node closes the connections idle when
 * closing starts; one whose request was still in flight would otherwise stay open, kept alive by its
 * client, and hold the shutdown until the deadline. Its request is finished first, then it is closed.
 */
export default fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
});
