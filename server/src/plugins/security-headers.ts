import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy that allows no inline script
 * and no framing, nosniff, a Referrer-Policy, and HSTS once the console is served over HTTPS (the same
 * switch that marks the session cookie Secure).
 */
export default fp(async (app) => {
  const https = app.config.secureCookies;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Blueprint, uPlot and React position things through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Profile photos preview from data: and blob: URLs before they are uploaded.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The REST API and socket.io (its WebSocket included) live on this origin.
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain HTTP this would send the console's own requests to an https:// that is not there.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
