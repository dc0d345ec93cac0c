import type { FastifyRequest } from 'fastify';
import type { MessageOptions } from '@portal/shared/messages';

/**
 * The locale the shared code's messages take in an answer to `request` (`FAMILY_MSG.full(o)`,
 * `checkFamilyMember(body, today, o)`). Every answer says them in Traditional Chinese, the
 * catalogue's source locale, for now: once the BFF reads which copy a request comes from, this
 * returns that copy's locale, and every route that passes it follows.
 */
export function answerLocale(_request: FastifyRequest): MessageOptions {
  return { locale: 'zh-Hant-HK' };
}
