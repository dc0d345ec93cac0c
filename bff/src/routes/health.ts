/** `GET /healthz`: the process is up (readiness and metrics come with the operations work). */
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';

const Envelope = Type.Object({ code: Type.Integer(), msg: Type.String() });

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { response: { 200: Envelope } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, msg: 'ok' };
  });
}
