import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * What helmet sends, and nothing more. The Content-Security-Policy allows only our own origin:
 * scripts, styles, images (and data: URIs), API calls, the service worker and the manifest. No
 * inline script or style element, no eval, no plugins, and no other site may frame the portal.
 * Style attributes are allowed: a server-rendered page carries its computed custom properties
 * (a timeline's bar lengths, a clamp's line count) in them.
 * HSTS is left to `setTransportHeaders`: helmet would send it over plain HTTP too.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} satisfies FastifyHelmetOptions;

/** Browser features a read-only portal never uses; the clipboard (copy buttons) stays. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'interest-cohort',
  'browsing-topics',
];

/** Helmet has no Permissions-Policy. */
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** One year; subdomains are not ours to promise. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** Permissions-Policy, and HSTS only over HTTPS: the connection's own, or a trusted proxy's. */
const setTransportHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
};

const applyHelmet = helmet(HELMET_OPTIONS);

/** For answers no hook runs for (addresses the router refuses): the same headers, set here. */
export const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
  applyHelmet(request.raw, reply.raw, () => undefined);
  setTransportHeaders(request, reply);
};

/** Every answer (pages, assets, /api, errors) carries the security headers. */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply) => {
    setTransportHeaders(request, reply);
  });
};
