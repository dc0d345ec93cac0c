/**
 * Page meta and schema.org structured data for detail records, used by the BFF (HTML it serves)
 * and the SPA (head tags after client-side navigation).
 */
import type { AskDetail } from './ask';
import type { ClinicDetail } from './clinic';
import { JOB_SALARY_CURRENCY, JOB_SALARY_UNIT } from './codes';
import type { Doctor } from './doctor';
import type { JobDetail } from './job';
import type { NewsDetail } from './news';
import { splitNewsTags } from './format';
import { SITE_NAME, type DetailKind } from './routes';

export interface PageMeta {
  title: string;
  keywords: string;
  description: string;
}

export interface DetailRecords {
  doctor: Doctor;
  news: NewsDetail;
  ask: AskDetail;
  clinic: ClinicDetail;
  job: JobDetail;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function clip(text: string, max = 120): string {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function isoDate(ms: number): string {
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : '';
}

/** Whether a fetched record can be shown (the upstream sometimes answers 200 with empty data). */
export function isUsableRecord(kind: DetailKind, data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const idField: Record<DetailKind, string> = {
    doctor: 'globaluserid',
    news: 'newsid',
    ask: 'askid',
    clinic: 'clinicid',
    job: 'jobid',
  };
  const id = (data as Record<string, unknown>)[idField[kind]];
  return typeof id === 'string' && id.length > 0;
}

export function detailMeta<K extends DetailKind>(kind: K, record: DetailRecords[K]): PageMeta {
  switch (kind) {
    case 'doctor': {
      const d = record as Doctor;
      return {
        title: `${d.username} ${d.title}`,
        keywords: [d.username, ...d.specialties, '中醫師', '網上預約'].join(','),
        description: clip(
          `${d.username}，${d.title}，專長${d.specialties.join('、')}。${d.introduce}`,
        ),
      };
    }
    case 'news': {
      const n = record as NewsDetail;
      return {
        title: n.title,
        keywords: [...splitNewsTags(n.tag), n.categoryname, '健康資訊'].filter(Boolean).join(','),
        description: clip(n.introduce || n.content),
      };
    }
    case 'ask': {
      const a = record as AskDetail;
      return {
        title: a.title,
        keywords: [a.illnesscategoryname, '健康問答', '中醫師解答'].filter(Boolean).join(','),
        description: clip(a.answers[0]?.content ?? a.note),
      };
    }
    case 'clinic': {
      const c = record as ClinicDetail;
      return {
        title: c.clinicname,
        keywords: [c.clinicname, c.districtname, '中醫診所'].filter(Boolean).join(','),
        description: clip(
          `${c.clinicname}，地址：${c.address}，電話：${c.contacttel}。${c.introduce}`,
        ),
      };
    }
    case 'job': {
      const j = record as JobDetail;
      return {
        title: `${j.title} - ${j.company}`,
        keywords: [j.title, j.company, j.employmentType, '中醫職位'].filter(Boolean).join(','),
        description: clip(
          `${j.company}招聘${j.title}（${j.employmentType}，${j.number}名）。${j.description}`,
        ),
      };
    }
  }
  throw new Error(`unknown detail kind ${String(kind)}`);
}

export type JsonLd = Record<string, unknown>;

/** schema.org data for a detail record. `url` is the page's canonical address. */
export function detailJsonLd<K extends DetailKind>(
  kind: K,
  record: DetailRecords[K],
  url: string,
  siteUrl: string,
): JsonLd {
  switch (kind) {
    case 'doctor': {
      const d = record as Doctor;
      return {
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: d.username,
        url,
        image: d.photo || undefined,
        description: clip(d.introduce, 300),
        medicalSpecialty: d.specialties,
        knowsLanguage: d.languages,
        identifier: d.regno,
        address: d.clinics[0]
          ? {
              '@type': 'PostalAddress',
              streetAddress: d.clinics[0].address,
              addressRegion: d.clinics[0].districtname,
              addressCountry: 'HK',
            }
          : undefined,
        telephone: d.clinics[0]?.contacttel,
      };
    }
    case 'news': {
      const n = record as NewsDetail;
      return {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: n.title,
        url,
        image: n.cover ? [n.cover] : undefined,
        datePublished: isoDate(n.publishtime),
        articleSection: n.categoryname,
        keywords: splitNewsTags(n.tag).join(','),
        author: {
          '@type': n.globaluserid ? 'Person' : 'Organization',
          name: n.author || SITE_NAME,
        },
        publisher: { '@type': 'Organization', name: SITE_NAME, url: siteUrl },
        description: clip(n.introduce, 300),
      };
    }
    case 'ask': {
      const a = record as AskDetail;
      const answers = a.answers.map((ans) => ({
        '@type': 'Answer',
        text: ans.content,
        dateCreated: isoDate(ans.createtime),
        author: { '@type': 'Person', name: ans.doctorname },
      }));
      return {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        mainEntity: {
          '@type': 'Question',
          name: a.title,
          text: a.note || a.title,
          dateCreated: isoDate(a.createtime),
          answerCount: answers.length,
          ...(answers[0] ? { acceptedAnswer: answers[0], suggestedAnswer: answers.slice(1) } : {}),
        },
      };
    }
    case 'clinic': {
      const c = record as ClinicDetail;
      return {
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        name: c.clinicname,
        url,
        telephone: c.contacttel,
        image: c.photos.length ? c.photos : undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: c.address,
          addressRegion: c.districtname,
          addressCountry: 'HK',
        },
        geo: { '@type': 'GeoCoordinates', latitude: c.lat, longitude: c.lng },
        openingHoursSpecification: c.openinghours
          .filter((h) => !h.closed)
          .map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: WEEKDAYS[h.weekday - 1],
            opens: h.open,
            closes: h.close,
          })),
        medicalSpecialty: 'TraditionalChinese',
      };
    }
    case 'job': {
      const j = record as JobDetail;
      return {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: j.title,
        description: [j.description, j.requirements].filter(Boolean).join('\n'),
        datePosted: j.publishdate,
        validThrough: j.expiredate ? `${j.expiredate}T23:59:59+08:00` : undefined,
        employmentType: employmentTypeCode(j.employmentType),
        totalJobOpenings: j.number,
        hiringOrganization: {
          '@type': 'Organization',
          name: j.company,
          logo: j.cliniclogo || undefined,
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: j.address,
            addressLocality: 'Hong Kong',
            addressRegion: 'HK',
            addressCountry: 'HK',
          },
          geo: { '@type': 'GeoCoordinates', latitude: j.lat, longitude: j.lng },
        },
        baseSalary: {
          '@type': 'MonetaryAmount',
          currency: JOB_SALARY_CURRENCY,
          value: { '@type': 'QuantitativeValue', unitText: JOB_SALARY_UNIT },
        },
        url,
      };
    }
  }
  throw new Error(`unknown detail kind ${String(kind)}`);
}

function employmentTypeCode(desc: string): string {
  if (desc.includes('兼職')) return 'PART_TIME';
  if (desc.includes('合約')) return 'CONTRACTOR';
  if (desc.includes('實習')) return 'INTERN';
  if (desc.includes('臨時')) return 'TEMPORARY';
  return 'FULL_TIME';
}

/** BreadcrumbList for a detail page: home, the list page, the record. */
export function breadcrumbJsonLd(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
