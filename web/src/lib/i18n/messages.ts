/**
 * The interface text: one function per message of the catalogue (web/messages/*.json, compiled
 * by scripts/messages.mjs into src/paraglide/, which is not committed). See README.md.
 */
export { m } from '../../paraglide/messages.js';
