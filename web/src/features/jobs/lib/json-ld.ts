/**
 * Structured data of the job page after client-side navigation. The BFF puts the JobPosting
 * JSON-LD in the served HTML; when the user reaches a job inside the SPA, the page writes the same
 * data itself, replacing whatever JSON-LD the previous page left in the head.
 */
import {
  breadcrumbJsonLd,
  detailJsonLd,
  detailMeta,
  detailTrail,
  getRoute,
  href,
  serializeForScript,
  type JobDetail,
} from '@portal/shared';

const SELECTOR = 'script[type="application/ld+json"]';

export function jobJsonLd(job: JobDetail, pathname: string, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  return detailJsonLd('job', job, `${base}${pathname}`, base);
}

/** The breadcrumb the BFF serves beside the JobPosting: home, job list, this job (absolute). */
export function jobBreadcrumbJsonLd(job: JobDetail, pathname: string, siteUrl: string) {
  const base = siteUrl.replace(/\/+$/, '');
  const detail = getRoute('jobDetail').detail!;
  // On the Simplified twin the trail stays on the twin (as the served page's does).
  const twin = /^\/zh-cn(?=\/)/.exec(pathname)?.[0] ?? '';
  return breadcrumbJsonLd([
    ...detailTrail(detail, (path) => `${base}${twin}${path}`),
    { name: detailMeta('job', job).title, url: `${base}${pathname}` },
  ]);
}

/**
 * Replaces every JSON-LD script of the page with the job's JobPosting and breadcrumb (the same
 * pair the BFF puts in the served HTML).
 */
export function replaceJobJsonLd(job: JobDetail, pathname: string, siteUrl: string): void {
  for (const el of document.head.querySelectorAll(SELECTOR)) el.remove();
  for (const data of [
    jobJsonLd(job, pathname, siteUrl),
    jobBreadcrumbJsonLd(job, pathname, siteUrl),
  ]) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jobId = job.jobid;
    script.textContent = serializeForScript(data);
    document.head.appendChild(script);
  }
}

/** Removes the job's structured data (served or written) when the user leaves the job page. */
export function removeJobJsonLd(): void {
  for (const el of document.head.querySelectorAll<HTMLScriptElement>(SELECTOR)) {
    const text = el.textContent ?? '';
    if (
      el.dataset.jobId ||
      text.includes('"JobPosting"') ||
      text.includes(href('jobDetail', { jobId: '' }))
    ) {
      el.remove();
    }
  }
}
