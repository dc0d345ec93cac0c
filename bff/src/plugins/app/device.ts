/**
 * The login device cookie (lib/identity/device-cookie): `request.knownDevice(phone)` reads it,
 * `reply.rememberDevice(phone)` writes it after a successful login. httpOnly, SameSite=Strict
 * (only the SPA's own calls need it), `__Host-` in production.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import {
  DEVICE_MAX_AGE_MS,
  DeviceCodec,
  afterLogin,
  deviceFor,
} from '../../lib/identity/device-cookie';

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's known-device id for `phone` (from a genuine device cookie), or null. */
    knownDevice(phone: string): string | null;
  }
  interface FastifyReply {
    /** Remembers that this browser has logged in to `phone`. */
    rememberDevice(phone: string): void;
  }
}

function deviceCookieName(production: boolean): string {
  return production ? '__Host-portal_device' : 'portal_device';
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const codec = new DeviceCodec(config.sessionSecrets);
    const name = deviceCookieName(config.production);

    app.decorateRequest('knownDevice', function knownDevice(this: FastifyRequest, phone: string) {
      return deviceFor(codec.open(this.cookies[name]), phone);
    });
    app.decorateReply('rememberDevice', function rememberDevice(this: FastifyReply, phone) {
      const entries = afterLogin(codec.open(this.request.cookies[name]), phone);
      this.setCookie(name, codec.seal(entries), {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.production,
        maxAge: Math.floor(DEVICE_MAX_AGE_MS / 1000),
      });
    });
  },
  { name: 'device', dependencies: ['@fastify/cookie'] },
);
