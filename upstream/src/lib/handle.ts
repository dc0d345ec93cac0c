/**
 * Registers a catalogue call's handler. Everything else about the call (method, path, whether it
 * needs a session, the schemas of its query and body, the TypeScript types of both) comes from
 * its entry in `@portal/shared`, so a call is described in one place and no route module spells
 * a path.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { calls, type CallBody, type CallName, type CallQuery } from '@portal/shared';
import { requests } from '@portal/shared/requests';

/** The request of call `N`, its query and body typed from the catalogue. */
type CallRequest<N extends CallName> = FastifyRequest<{
  Querystring: CallQuery<N>;
  Body: CallBody<N>;
}>;

type CallHandler<N extends CallName> = (
  req: CallRequest<N>,
  reply: FastifyReply,
) => Promise<unknown>;

export type Handle = <N extends CallName>(name: N, handler: CallHandler<N>) => void;

/** `handle('searchClinic', async (req) => ...)` on `app`. */
export function handlerOf(app: FastifyInstance): Handle {
  return (name, handler) => {
    const call = calls[name];
    const request: { query?: object; body?: object } = requests[name];
    const schema: FastifySchema = {};
    if (request.query) schema.querystring = request.query;
    if (request.body) schema.body = request.body;
    app.route({
      method: call.method,
      url: call.path,
      schema,
      // Read by the session hook in app.ts, which runs before validation.
      config: { session: call.session, clientIdParams: call.clientIdParams },
      handler: handler as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    });
  };
}
