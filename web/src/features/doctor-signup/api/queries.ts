import { useMutation } from '@tanstack/react-query';
import { AREA_ROOT_ID, type CallBody } from '@portal/shared';
import { callApi } from '../../../lib/http/api-client';
import { issuedCode, uploadedUrl } from '../../../lib/http/answers';
import { areasQuery } from '../../../lib/query/catalogue-query';

/** Seconds before another code may be asked for when the portal API does not say. */
const DEFAULT_RESEND_SECONDS = 60;

export const signupQueries = {
  /** Regions (parent `0`) or the districts of one region, in Traditional Chinese. */
  areas: (parentId: string = AREA_ROOT_ID) => areasQuery(parentId),
};

export function lookupClientByPhone(phone: string) {
  return callApi('searchOSClientByPhone', { query: { phone } });
}

/** Sends a sign-up SMS code to the applicant's phone. */
export async function sendSignupCode(phone: string) {
  const result = await callApi('getVCode', { query: { codeType: 'signup', phoneNumber: phone } });
  return issuedCode(result, DEFAULT_RESEND_SECONDS);
}

/**
 * Checks the applicant's code; once it fits, the BFF lets this browser upload documents and
 * apply for that phone (for a while).
 */
export async function verifySignupCode(q: {
  phone: string;
  codeKey: string;
  numcode: string;
}): Promise<void> {
  await callApi('checkVCode', {
    query: { codeType: 'signup', phoneNumber: q.phone, codeKey: q.codeKey, numcode: q.numcode },
  });
}

export async function uploadDocument(file: File): Promise<{ url: string; filename: string }> {
  const form = new FormData();
  form.append('file', file);
  const result = await callApi('uploadFile', { body: form });
  return { url: uploadedUrl(result), filename: result.filename || file.name };
}

export function useDoctorSignup() {
  return useMutation({
    mutationFn: (body: CallBody<'doctorClinicSignup'>) => callApi('doctorClinicSignup', { body }),
    meta: { notifyError: false },
  });
}
