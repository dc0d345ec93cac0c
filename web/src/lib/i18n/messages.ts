/**
 * The interface text: one function per message of the catalogue, which web shares with the BFF
 * and `@portal/shared` (shared/messages/*.json). See README.md.
 */
export { m } from '@portal/shared/messages';
