/**
 * Headers in which the BFF tells the upstream what only it knows about the browser behind a call.
 * Behind the BFF every request reaches the upstream from the BFF's own address, so the BFF names
 * the browser's address (and a known device, or a doctor applicant's checked phone) itself. The
 * upstream believes them only with the key it shares with the BFF, so nobody calling it directly
 * can pick an address. Both sides read these names from here.
 */

/** The browser's address (as the BFF's TRUST_PROXY rules decide it), for per-address limits. */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
/** The key shared by the BFF and the upstream that vouches for the headers here. */
export const CLIENT_KEY_HEADER = 'x-portal-client-key';
/** This browser's known device of the phone a login or code request is for (its device cookie). */
export const DEVICE_HEADER = 'x-portal-device';
/** A doctor applicant's phone and checked sign-up code key, for reading their own uploads. */
export const PROOF_PHONE_HEADER = 'x-portal-proof-phone';
export const PROOF_CODE_KEY_HEADER = 'x-portal-proof-codekey';
