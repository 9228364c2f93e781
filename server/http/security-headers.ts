import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Only our own origin: scripts, styles, images (and data: URIs), API calls, the service
 * worker and the manifest. No inline script or style attribute, no eval, no plugins, and no
 * other site may frame the portal.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "worker-src 'self'",
  "manifest-src 'self'",
].join('; ');

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

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** One year; subdomains are not ours to promise. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/** HSTS only over HTTPS: the connection's own, or X-Forwarded-Proto from a trusted proxy. */
export const setSecurityHeaders = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.headers(SECURITY_HEADERS);
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  }
};

/** Every answer (pages, assets, /api, errors) carries the security headers. */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onSend', async (request, reply) => {
    setSecurityHeaders(request, reply);
  });
};
