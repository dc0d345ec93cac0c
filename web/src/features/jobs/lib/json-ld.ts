/**
 * Structured data of the job page after client-side navigation. The BFF puts the JobPosting
 * JSON-LD in the served HTML; when the user reaches a job inside the SPA, the page writes the same
 * data itself, replacing whatever JSON-LD the previous page left in the head.
 */
import { detailJsonLd, serializeForScript, type JobDetail } from '@portal/shared';

const SELECTOR = 'script[type="application/ld+json"]';

export function jobJsonLd(job: JobDetail, pathname: string, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return detailJsonLd('job', job, `${base}${pathname}`, base);
}

/** Replaces every JSON-LD script of the page with the job's JobPosting. */
export function replaceJobJsonLd(job: JobDetail, pathname: string, siteUrl: string): void {
  for (const el of document.head.querySelectorAll(SELECTOR)) el.remove();
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.jobId = job.jobid;
  script.textContent = serializeForScript(jobJsonLd(job, pathname, siteUrl));
  document.head.appendChild(script);
}

/** Removes the JobPosting data when the user leaves the job page. */
export function removeJobJsonLd(): void {
  for (const el of document.head.querySelectorAll<HTMLScriptElement>(SELECTOR)) {
    if (el.textContent?.includes('"JobPosting"')) el.remove();
  }
}
