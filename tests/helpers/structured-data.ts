/**
 * Google's structured-data rules for the schema.org types the portal writes, as the Rich Results
 * Test and Search Console apply them: what makes an item invalid (an error), not what merely makes
 * it poorer (a warning). From Google Search Central's feature guides:
 *
 * - every item: JSON that parses, a schema.org `@context`, a `@type`; URLs absolute http(s);
 *   dates ISO 8601;
 * - BreadcrumbList: two or more ListItems, each with `position` (1, 2, …), `name`, and `item`
 *   (all but the last);
 * - Article (NewsArticle): no required property; `author` a Person or Organization with a name,
 *   `image` URLs, dates valid;
 * - Q&A (QAPage): a `mainEntity` Question with `name`, `answerCount` and an `acceptedAnswer` or
 *   `suggestedAnswer`, each Answer with `text`;
 * - Job posting: `title`, `description`, `datePosted`, `hiringOrganization` (a name),
 *   `jobLocation` (an address); `employmentType` from Google's list; `baseSalary` with a currency
 *   and an amount; `validThrough` after `datePosted`;
 * - Local business (Physician, MedicalClinic): `name` and `address`; `geo` numbers;
 *   `openingHoursSpecification` with days of the week and hh:mm times.
 */

type Item = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(?::\d{2})?$/;
const DAYS = new Set(
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].flatMap((d) => [
    d,
    `https://schema.org/${d}`,
    `http://schema.org/${d}`,
  ]),
);
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const LOCAL_BUSINESSES = new Set(['Physician', 'MedicalClinic', 'MedicalBusiness', 'Hospital']);
const ARTICLES = new Set(['Article', 'NewsArticle', 'BlogPosting']);
/** Properties whose value is a URL wherever they appear. */
const URL_PROPERTIES = new Set(['url', 'item', 'image', 'logo', 'sameAs', '@id', 'contentUrl']);

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function list(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function filled(value: unknown): boolean {
  return (
    (typeof value === 'string' && value.trim() !== '') ||
    typeof value === 'number' ||
    (isItem(value) && Object.keys(value).length > 0)
  );
}

function typeOf(item: Item): string {
  return String(list(item['@type'])[0] ?? '');
}

function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol) && /^https?:\/\//i.test(value);
  } catch {
    return false;
  }
}

/** A URL property holds URLs (or items with their own URL, an ImageObject). */
function checkUrls(item: Item, at: string, errors: string[]): void {
  for (const [key, value] of Object.entries(item)) {
    if (URL_PROPERTIES.has(key)) {
      for (const v of list(value)) {
        if (isItem(v)) continue;
        if (!isUrl(v)) errors.push(`${at}.${key}: not an absolute URL: ${JSON.stringify(v)}`);
      }
    }
    if (/^date|^validThrough$|^uploadDate$/.test(key) && !ISO_DATE.test(String(value))) {
      errors.push(`${at}.${key}: not an ISO 8601 date: ${JSON.stringify(value)}`);
    }
    for (const [i, v] of list(value).entries()) {
      if (isItem(v)) checkUrls(v, `${at}.${key}${Array.isArray(value) ? `[${i}]` : ''}`, errors);
    }
  }
}

function named(value: unknown): boolean {
  return list(value).every((v) => isItem(v) && filled(v.name));
}

function checkBreadcrumbs(item: Item, at: string, errors: string[]): void {
  const items = list(item.itemListElement);
  if (items.length < 2) errors.push(`${at}: a breadcrumb trail needs two or more items`);
  items.forEach((li, i) => {
    if (!isItem(li)) return void errors.push(`${at}[${i}]: not a ListItem`);
    if (li.position !== i + 1) errors.push(`${at}[${i}].position: ${String(li.position)}`);
    if (!filled(li.name)) errors.push(`${at}[${i}]: missing name`);
    if (i < items.length - 1 && !filled(li.item)) errors.push(`${at}[${i}]: missing item`);
  });
}

function checkArticle(item: Item, at: string, errors: string[]): void {
  if (item.author !== undefined && !named(item.author)) {
    errors.push(`${at}.author: a Person or Organization with a name`);
  }
  if (item.publisher !== undefined && !named(item.publisher)) {
    errors.push(`${at}.publisher: an Organization with a name`);
  }
}

function checkQuestion(item: Item, at: string, errors: string[]): void {
  const question = item.mainEntity;
  if (!isItem(question) || typeOf(question) !== 'Question') {
    return void errors.push(`${at}.mainEntity: a Question is required`);
  }
  if (!filled(question.name)) errors.push(`${at}.mainEntity: missing name`);
  if (typeof question.answerCount !== 'number') {
    errors.push(`${at}.mainEntity: missing answerCount`);
  }
  const answers = [...list(question.acceptedAnswer), ...list(question.suggestedAnswer)];
  if (answers.length === 0) {
    errors.push(`${at}.mainEntity: either acceptedAnswer or suggestedAnswer is required`);
  }
  answers.forEach((answer, i) => {
    if (!isItem(answer) || !filled(answer.text)) errors.push(`${at} answer ${i}: missing text`);
    else if (answer.author !== undefined && !named(answer.author)) {
      errors.push(`${at} answer ${i}: author without a name`);
    }
  });
  if (typeof question.answerCount === 'number' && question.answerCount < answers.length) {
    errors.push(`${at}.mainEntity: answerCount below the answers given`);
  }
}

function checkJob(item: Item, at: string, errors: string[]): void {
  for (const key of ['title', 'description', 'datePosted']) {
    if (!filled(item[key])) errors.push(`${at}: missing ${key}`);
  }
  if (!named(item.hiringOrganization) || item.hiringOrganization === undefined) {
    errors.push(`${at}: missing hiringOrganization (with a name)`);
  }
  const places = list(item.jobLocation);
  if (places.length === 0 && item.jobLocationType !== 'TELECOMMUTE') {
    errors.push(`${at}: missing jobLocation`);
  }
  places.forEach((place, i) => {
    if (!isItem(place) || !filled(place.address)) {
      errors.push(`${at}.jobLocation[${i}]: missing address`);
    }
  });
  for (const type of list(item.employmentType)) {
    if (!EMPLOYMENT_TYPES.has(String(type))) {
      errors.push(`${at}.employmentType: ${String(type)} is not one of Google's`);
    }
  }
  if (item.baseSalary !== undefined) {
    const salary = item.baseSalary;
    const value = isItem(salary) ? salary.value : undefined;
    const amount = isItem(value) ? (value.value ?? value.minValue) : value;
    if (!isItem(salary) || !filled(salary.currency) || typeof amount !== 'number') {
      errors.push(`${at}.baseSalary: a currency and an amount`);
    }
  }
  if (
    typeof item.validThrough === 'string' &&
    typeof item.datePosted === 'string' &&
    item.validThrough.slice(0, 10) < item.datePosted.slice(0, 10)
  ) {
    errors.push(`${at}: validThrough before datePosted`);
  }
}

function checkLocalBusiness(item: Item, at: string, errors: string[]): void {
  if (!filled(item.name)) errors.push(`${at}: missing name`);
  if (!filled(item.address)) errors.push(`${at}: missing address`);
  if (item.geo !== undefined) {
    const geo = item.geo;
    if (!isItem(geo) || typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number') {
      errors.push(`${at}.geo: latitude and longitude as numbers`);
    }
  }
  list(item.openingHoursSpecification).forEach((spec, i) => {
    const where = `${at}.openingHoursSpecification[${i}]`;
    if (!isItem(spec)) return void errors.push(`${where}: not an item`);
    if (!list(spec.dayOfWeek).every((d) => DAYS.has(String(d)))) {
      errors.push(`${where}.dayOfWeek: ${JSON.stringify(spec.dayOfWeek)}`);
    }
    for (const key of ['opens', 'closes']) {
      if (!TIME.test(String(spec[key]))) errors.push(`${where}.${key}: ${String(spec[key])}`);
    }
  });
}

/** Google's errors in one JSON-LD item, each naming where it is. */
export function structuredDataErrors(item: unknown, at = '$'): string[] {
  const errors: string[] = [];
  if (!isItem(item)) return [`${at}: not an object`];
  if (!/^https?:\/\/schema\.org\/?$/.test(String(item['@context']))) {
    errors.push(`${at}: @context is not schema.org`);
  }
  const type = typeOf(item);
  if (!type) errors.push(`${at}: missing @type`);
  checkUrls(item, at, errors);
  const where = `${at}(${type})`;
  if (type === 'BreadcrumbList') checkBreadcrumbs(item, where, errors);
  if (ARTICLES.has(type)) checkArticle(item, where, errors);
  if (type === 'QAPage') checkQuestion(item, where, errors);
  if (type === 'JobPosting') checkJob(item, where, errors);
  if (LOCAL_BUSINESSES.has(type)) checkLocalBusiness(item, where, errors);
  return errors;
}

/** The JSON-LD items of a served page; a block that does not parse is an error of its own. */
export function jsonLdOf(html: string): { items: unknown[]; errors: string[] } {
  const items: unknown[] = [];
  const errors: string[] = [];
  for (const m of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    try {
      items.push(JSON.parse(m[1]!));
    } catch (err) {
      errors.push(`JSON-LD does not parse: ${(err as Error).message}`);
    }
  }
  return { items, errors };
}
