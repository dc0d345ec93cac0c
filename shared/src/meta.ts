/**
 * Page meta and schema.org structured data for detail records, used by the BFF (HTML it serves)
 * and the SPA (head tags after client-side navigation).
 */
import type { AskDetail } from './ask';
import type { ClinicDetail } from './clinic';
import type { SiteCopy } from './copies';
import { JOB_SALARY_CURRENCY, JOB_SALARY_UNIT } from './codes';
import type { Doctor } from './doctor';
import type { JobDetail } from './job';
import type { NewsDetail } from './news';
import { splitNewsTags } from './format';
import { routeHead, type JsonLd, type PageHead, type PageMeta, type SiteAddress } from './head';
import { routeText } from './route-text';
import {
  SITE_NAME,
  getRoute,
  href,
  type DetailDef,
  type DetailKind,
  type RouteDef,
} from './routes';

export interface DetailRecords {
  doctor: Doctor;
  news: NewsDetail;
  ask: AskDetail;
  clinic: ClinicDetail;
  job: JobDetail;
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The fields that name each kind of record (its page title) and identify it. */
const NAME_FIELD: Record<DetailKind, string> = {
  doctor: 'username',
  news: 'title',
  ask: 'title',
  clinic: 'clinicname',
  job: 'title',
};
export const DETAIL_ID_FIELD: Record<DetailKind, string> = {
  doctor: 'globaluserid',
  news: 'newsid',
  ask: 'askid',
  clinic: 'clinicid',
  job: 'jobid',
};

/*
 * Records come from an upstream that may send only the fields the specification names, or send
 * them with other types: every reader below takes what is there and skips what is not.
 */

/** A text field: strings (trimmed) and finite numbers; anything else is ''. */
function text(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

function texts(v: unknown): string[] {
  return Array.isArray(v) ? v.map(text).filter(Boolean) : [];
}

function objects(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v)
    ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null)
    : [];
}

/** A finite number from a number or a numeric string. */
function num(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function clip(value: unknown, max = 120): string {
  const flat = text(value).replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** ISO time of a timestamp (13 digits: ms, otherwise seconds), '' for anything else. */
function isoTime(v: unknown): string {
  const raw = text(v);
  if (!/^\d+$/.test(raw)) return '';
  const ms = raw.length === 13 ? Number(raw) : Number(raw) * 1000;
  return ms > 0 ? new Date(ms).toISOString() : '';
}

/**
 * An ISO 8601 date (or date-time) from a date the record gives: `YYYY-MM-DD` (Hong Kong day, with
 * `endOfDay` its last second), `YYYY-MM-DD HH:mm[:ss]`, or a timestamp. '' when there is none:
 * structured data never carries an invented date.
 */
function isoDate(v: unknown, endOfDay = false): string {
  const raw = text(v);
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) return endOfDay ? `${raw}T23:59:59+08:00` : raw;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(raw);
  if (m) return `${m[1]}T${m[2]}${m[3] ?? ':00'}+08:00`;
  return isoTime(raw);
}

/**
 * A record's image as an absolute URL on the site (`/files/seed/logo.png` on `siteUrl`'s origin,
 * which serves `/files` for either script version), an absolute http(s) URL as sent, and nothing
 * for anything else: structured data is read far from the page, where a relative URL means nothing.
 */
function absoluteUrl(v: unknown, siteUrl: string): string | undefined {
  const value = text(v);
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const origin = /^https?:\/\/[^/?#]+/i.exec(siteUrl)?.[0];
  return origin ? `${origin}${value}` : undefined;
}

function absoluteUrls(v: unknown, siteUrl: string): string[] | undefined {
  const urls = texts(v).flatMap((u) => absoluteUrl(u, siteUrl) ?? []);
  return urls.length ? urls : undefined;
}

function withoutEmpty(ld: JsonLd): JsonLd {
  for (const key of Object.keys(ld)) {
    const v = ld[key];
    if (v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) delete ld[key];
  }
  return ld;
}

function rec(record: unknown): Record<string, unknown> {
  return typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
}

/**
 * Whether a fetched record can be shown (the upstream sometimes answers 200 with empty data): an
 * object carrying the field that names it (the doctor's name, the clinic name, the title), which
 * the specification names for every detail record. Its id may be missing: the URL has it.
 */
export function isUsableRecord(kind: DetailKind, data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  return text((data as Record<string, unknown>)[NAME_FIELD[kind]]) !== '';
}

/** The record with its id taken from the URL when it has none of its own. */
export function withRecordId<K extends DetailKind>(
  kind: K,
  record: DetailRecords[K],
  id: string,
): DetailRecords[K] {
  const field = DETAIL_ID_FIELD[kind];
  const r = rec(record);
  return text(r[field]) || !id ? record : ({ ...r, [field]: id } as unknown as DetailRecords[K]);
}

/**
 * The words a record's head adds to its fields, per language of a copy of the site: the English
 * copy's heads are in English around the record's own text (which is as the API has it), the
 * Chinese copies' in Traditional Chinese (the Simplified copy converts its heads).
 */
interface RecordWords {
  practitioner: string;
  bookOnline: string;
  news: string;
  ask: string;
  answered: string;
  clinic: string;
  job: string;
  /** Joins the parts of a sentence, and ends one. */
  comma: string;
  stop: string;
  specialties: (list: string[]) => string;
  address: (address: string) => string;
  tel: (tel: string) => string;
  hiring: (company: string, title: string) => string;
  openings: (n: number) => string;
  details: (details: string) => string;
}

const ZH_WORDS: RecordWords = {
  practitioner: '中醫師',
  bookOnline: '網上預約',
  news: '健康資訊',
  ask: '健康問答',
  answered: '中醫師解答',
  clinic: '中醫診所',
  job: '中醫職位',
  comma: '，',
  stop: '。',
  specialties: (list) => `專長${list.join('、')}`,
  address: (address) => `地址：${address}`,
  tel: (tel) => `電話：${tel}`,
  hiring: (company, title) => `${company}招聘${title}`,
  openings: (n) => `${n}名`,
  details: (details) => `（${details}）`,
};

const EN_WORDS: RecordWords = {
  practitioner: 'Chinese medicine practitioner',
  bookOnline: 'book online',
  news: 'health news',
  ask: 'health Q&A',
  answered: 'practitioner’s answer',
  clinic: 'Chinese medicine clinic',
  job: 'Chinese medicine jobs',
  comma: ', ',
  stop: '. ',
  specialties: (list) => `Specialties: ${list.join(', ')}`,
  address: (address) => `Address: ${address}`,
  tel: (tel) => `Tel: ${tel}`,
  hiring: (company, title) => `${company} is hiring: ${title}`,
  openings: (n) => (n === 1 ? '1 opening' : `${n} openings`),
  details: (details) => ` (${details})`,
};

function recordWords(lang: SiteCopy['lang']): RecordWords {
  return lang === 'en' ? EN_WORDS : ZH_WORDS;
}

/**
 * Title, keywords and description from whatever fields the record has, in the words of a copy's
 * language (`lang`). The title names the record (doctor's name, clinic name, news/question/job
 * title); it is '' only when the record carries no name at all, and callers then keep the route's
 * own title.
 */
export function detailMeta<K extends DetailKind>(
  kind: K,
  record: DetailRecords[K],
  lang: SiteCopy['lang'] = 'zh-HK',
): PageMeta {
  const r = rec(record);
  const w = recordWords(lang);
  switch (kind) {
    case 'doctor': {
      const name = text(r.username);
      const title = text(r.title);
      const specialties = texts(r.specialties);
      return {
        title: [name, title].filter(Boolean).join(' '),
        keywords: [name, ...specialties, w.practitioner, w.bookOnline].filter(Boolean).join(','),
        description: clip(
          [
            [name, title].filter(Boolean).join(w.comma),
            specialties.length ? w.specialties(specialties) : '',
          ]
            .filter(Boolean)
            .join(w.comma) + (text(r.introduce) ? `${w.stop}${text(r.introduce)}` : ''),
        ),
      };
    }
    case 'news':
      return {
        title: text(r.title),
        keywords: [...splitNewsTags(text(r.tag)), text(r.categoryname), w.news]
          .filter(Boolean)
          .join(','),
        description: clip(text(r.introduce) || text(r.content)),
      };
    case 'ask': {
      const first = objects(r.answers)[0];
      return {
        title: text(r.title),
        keywords: [text(r.illnesscategoryname), w.ask, w.answered].filter(Boolean).join(','),
        description: clip(text(first?.content) || text(r.note) || text(r.title)),
      };
    }
    case 'clinic': {
      const name = text(r.clinicname);
      return {
        title: name,
        keywords: [name, text(r.districtname), w.clinic].filter(Boolean).join(','),
        description: clip(
          [
            name,
            text(r.address) && w.address(text(r.address)),
            text(r.contacttel) && w.tel(text(r.contacttel)),
          ]
            .filter(Boolean)
            .join(w.comma) + (text(r.introduce) ? `${w.stop}${text(r.introduce)}` : ''),
        ),
      };
    }
    case 'job': {
      const title = text(r.title);
      const company = text(r.company);
      return {
        title: [title, company].filter(Boolean).join(' - '),
        keywords: [title, company, text(r.employmentType), w.job].filter(Boolean).join(','),
        description: clip(jobSummary(r, w) + (text(r.description) ? text(r.description) : '')),
      };
    }
  }
  throw new Error(`unknown detail kind ${String(kind)}`);
}

/** `{company}招聘{title}（{type}，{n}名）。地址：…。` from the fields the record has. */
function jobSummary(r: Record<string, unknown>, w: RecordWords): string {
  const title = text(r.title);
  const company = text(r.company);
  const number = num(r.number);
  const details = [text(r.employmentType), number && number > 0 ? w.openings(number) : '']
    .filter(Boolean)
    .join(w.comma);
  const head = company && title ? w.hiring(company, title) : title || company;
  const address = text(r.address);
  return (
    (head ? `${head}${details ? w.details(details) : ''}${w.stop}` : '') +
    (address ? `${w.address(address)}${w.stop}` : '')
  );
}

function postalAddress(street: string, region: string): JsonLd | undefined {
  if (!street) return undefined;
  return withoutEmpty({
    '@type': 'PostalAddress',
    streetAddress: street,
    addressRegion: region,
    addressCountry: 'HK',
  });
}

function geo(lat: unknown, lng: unknown): JsonLd | undefined {
  const latitude = num(lat);
  const longitude = num(lng);
  if (latitude === undefined || longitude === undefined) return undefined;
  if (latitude === 0 && longitude === 0) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

/**
 * schema.org data for a detail record. `url` is the page's canonical address; `lang` the language
 * of the copy of the site, for the words the portal adds (a job's summary without a description).
 * Nothing for a record Google would take as an invalid item (a question without an answer).
 */
export function detailJsonLd<K extends DetailKind>(
  kind: K,
  record: DetailRecords[K],
  url: string,
  siteUrl: string,
  lang: SiteCopy['lang'] = 'zh-HK',
): JsonLd | undefined {
  const r = rec(record);
  switch (kind) {
    case 'doctor': {
      const clinic = objects(r.clinics)[0];
      return withoutEmpty({
        '@context': 'https://schema.org',
        '@type': 'Physician',
        name: text(r.username),
        url,
        image: absoluteUrl(r.photo, siteUrl),
        description: clip(r.introduce, 300),
        // A doctor's specialties are the portal's own words (針灸, 婦科), not schema.org's
        // MedicalSpecialty values, so they are what the doctor knows about.
        knowsAbout: texts(r.specialties),
        knowsLanguage: texts(r.languages),
        identifier: text(r.regno),
        address: clinic
          ? postalAddress(text(clinic.address), text(clinic.districtname))
          : undefined,
        telephone: clinic ? text(clinic.contacttel) : undefined,
      });
    }
    case 'news': {
      const cover = absoluteUrl(r.cover, siteUrl);
      const published = isoTime(r.publishtime);
      return withoutEmpty({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: text(r.title),
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        image: cover ? [cover] : undefined,
        datePublished: published,
        // The portal has no way to edit an article once published: it was last changed then.
        dateModified: published,
        articleSection: text(r.categoryname),
        keywords: splitNewsTags(text(r.tag)).join(','),
        author: {
          '@type': text(r.globaluserid) ? 'Person' : 'Organization',
          name: text(r.author) || SITE_NAME,
        },
        publisher: siteOrganization(siteUrl),
        description: clip(r.introduce, 300),
      });
    }
    case 'ask': {
      const answers = objects(r.answers)
        .filter((ans) => text(ans.content))
        .map((ans) =>
          withoutEmpty({
            '@type': 'Answer',
            text: text(ans.content),
            dateCreated: isoTime(ans.createtime),
            author: text(ans.doctorname)
              ? { '@type': 'Person', name: text(ans.doctorname) }
              : undefined,
          }),
        );
      // Google takes a Q&A page only with an answer on it: a question still waiting for a
      // doctor is not one yet. No answer is "accepted" (the asker marks none), so each doctor's
      // answer is suggested.
      if (answers.length === 0) return undefined;
      return {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        mainEntity: withoutEmpty({
          '@type': 'Question',
          name: text(r.title),
          text: text(r.note) || text(r.title),
          dateCreated: isoTime(r.createtime),
          answerCount: answers.length,
          suggestedAnswer: answers,
        }),
      };
    }
    case 'clinic': {
      return withoutEmpty({
        '@context': 'https://schema.org',
        '@type': 'MedicalClinic',
        name: text(r.clinicname),
        url,
        telephone: text(r.contacttel),
        image: absoluteUrls(r.photos, siteUrl),
        address: postalAddress(text(r.address), text(r.districtname)),
        geo: geo(r.lat, r.lng),
        openingHoursSpecification: objects(r.openinghours)
          .filter((h) => h.closed !== true && WEEKDAYS[(num(h.weekday) ?? 0) - 1] && text(h.open))
          .map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: WEEKDAYS[(num(h.weekday) ?? 0) - 1],
            opens: text(h.open),
            closes: text(h.close),
          })),
        // TraditionalChinese is a schema.org MedicineSystem, not a MedicalSpecialty: it is said
        // of the therapy the clinic offers.
        availableService: {
          '@type': 'MedicalTherapy',
          name: '中醫診療',
          medicineSystem: 'https://schema.org/TraditionalChinese',
        },
      });
    }
    case 'job': {
      const company = text(r.company);
      const number = num(r.number);
      const salary = num(r.salary);
      const location = withoutEmpty({
        '@type': 'Place',
        address: withoutEmpty({
          '@type': 'PostalAddress',
          streetAddress: text(r.address),
          addressLocality: 'Hong Kong',
          addressRegion: 'HK',
          addressCountry: 'HK',
        }),
        geo: geo(r.lat, r.lng),
      });
      // Google requires title, description, datePosted, hiringOrganization and jobLocation: each
      // is given when the record supports it, dates only when the record has them.
      return withoutEmpty({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: text(r.title),
        description:
          [text(r.description), text(r.requirements)].filter(Boolean).join('\n') ||
          jobSummary(r, recordWords(lang)),
        datePosted: isoDate(r.publishdate),
        validThrough: isoDate(r.expiredate, true),
        employmentType: employmentTypeCode(text(r.employmentType)),
        totalJobOpenings: number && number > 0 ? number : undefined,
        hiringOrganization: company
          ? withoutEmpty({
              '@type': 'Organization',
              name: company,
              logo: absoluteUrl(r.cliniclogo, siteUrl),
            })
          : undefined,
        jobLocation: location,
        identifier: text(r.jobid)
          ? { '@type': 'PropertyValue', name: company || SITE_NAME, value: text(r.jobid) }
          : undefined,
        // A signed-in visitor applies on the job's own page with the resume kept here.
        directApply: true,
        // Google rejects a salary without an amount: said only when the employer states one.
        baseSalary:
          salary !== undefined && salary > 0
            ? {
                '@type': 'MonetaryAmount',
                currency: JOB_SALARY_CURRENCY,
                value: { '@type': 'QuantitativeValue', value: salary, unitText: JOB_SALARY_UNIT },
              }
            : undefined,
        url,
      });
    }
  }
  throw new Error(`unknown detail kind ${String(kind)}`);
}

/** The 512 px app icon `web/scripts/pwa.mjs` writes into every build: the publisher's logo. */
const SITE_LOGO_PATH = '/icons/icon-512.png';

/** The portal as publisher: its name, home page and logo (the app icon the build writes). */
function siteOrganization(siteUrl: string): JsonLd {
  const origin = /^https?:\/\/[^/?#]+/i.exec(siteUrl)?.[0] ?? siteUrl;
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: siteUrl,
    logo: { '@type': 'ImageObject', url: `${origin}${SITE_LOGO_PATH}`, width: 512, height: 512 },
  };
}

function employmentTypeCode(desc: string): string | undefined {
  if (!desc) return undefined;
  if (desc.includes('兼職')) return 'PART_TIME';
  if (desc.includes('合約')) return 'CONTRACTOR';
  if (desc.includes('實習')) return 'INTERN';
  if (desc.includes('臨時')) return 'TEMPORARY';
  return 'FULL_TIME';
}

/** BreadcrumbList for a detail page: home, the list page, the record. */
export function breadcrumbJsonLd(items: Crumb[]): JsonLd {
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

/** A breadcrumb step: its name and absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * The breadcrumb trail before a detail record: home, then the record's list page, their paths
 * from the route table and made absolute by `siteHref` (which knows the site and its copy), the
 * list named in the copy's language (`lang`). `fallback` is the list route's id.
 */
export function detailTrail(
  detail: { fallback: string },
  siteHref: (path: string) => string,
  lang: SiteCopy['lang'] = 'zh-HK',
): Crumb[] {
  const list = getRoute(detail.fallback);
  return [
    { name: SITE_NAME, url: siteHref(href('home')) },
    { name: routeText(list, lang).title, url: siteHref(list.path) },
  ];
}

export interface DescribeRecordOptions {
  /** The detail route: its own meta stands in for anything the record cannot give. */
  route: PageMeta & { parent?: string };
  /** The record id from the URL, used when the record carries none. */
  id: string;
  /** The page's absolute canonical URL and the site's origin. */
  canonical: string;
  siteUrl: string;
  /** Breadcrumb trail before the record itself: home, then the list page. */
  trail: Crumb[];
  /** The language of the copy of the site the head is for (Traditional Chinese unless said). */
  lang?: SiteCopy['lang'];
}

/**
 * Everything a detail page's head says about its record: title, keywords and description from the
 * fields present (the route's own where the record gives none) and the schema.org data. One
 * builder for the BFF's HTML and the browser's head tags, so both always agree. Never throws.
 */
export function describeRecord<K extends DetailKind>(
  kind: K,
  data: DetailRecords[K],
  opts: DescribeRecordOptions,
): { meta: PageMeta; jsonLd: JsonLd[] } {
  const record = withRecordId(kind, data, opts.id);
  const own = detailMeta(kind, record, opts.lang);
  const { route } = opts;
  const title = own.title
    ? route.parent
      ? `${own.title} - ${route.title}`
      : own.title
    : route.title;
  const meta: PageMeta = {
    title,
    keywords: own.keywords || route.keywords,
    description: own.description || route.description,
  };
  return {
    meta,
    jsonLd: [
      detailJsonLd(kind, record, opts.canonical, opts.siteUrl, opts.lang),
      breadcrumbJsonLd([...opts.trail, { name: title, url: opts.canonical }]),
    ].filter((ld) => ld !== undefined),
  };
}

/**
 * Structured-data types that are creative works, where schema.org defines `inLanguage` (a
 * Physician, a MedicalClinic or a JobPosting has no such property; their pages' language is in
 * `<html lang>` and the hreflang links).
 */
const CREATIVE_WORKS = new Set(['NewsArticle', 'QAPage']);

const OG_TYPE: Record<DetailKind, PageHead['ogType']> = {
  doctor: 'profile',
  news: 'article',
  ask: 'website',
  clinic: 'website',
  job: 'website',
};

/**
 * The head of a detail route (or one of its sub-pages) showing `record`: its meta and structured
 * data, with the route's own where the record says nothing. Never throws.
 */
export function recordHead(
  route: RouteDef & { detail: DetailDef },
  record: unknown,
  params: Record<string, string>,
  site: SiteAddress,
): PageHead {
  const { detail } = route;
  const head = routeHead(route, params, site.lang);
  const path = head.canonicalPath ?? '/';
  const canonical = site.siteHref(path);
  const { meta, jsonLd } = describeRecord(
    detail.kind,
    record as DetailRecords[typeof detail.kind],
    {
      route: { ...head.meta, parent: route.parent },
      id: params[detail.param] ?? '',
      canonical,
      siteUrl: site.siteUrl,
      trail: detailTrail(detail, site.siteHref, site.lang),
      lang: site.lang,
    },
  );
  return {
    ...head,
    meta,
    jsonLd: jsonLd.map((ld) =>
      CREATIVE_WORKS.has(String(ld['@type'])) ? { ...ld, inLanguage: site.lang } : ld,
    ),
    ogType: OG_TYPE[detail.kind],
  };
}
