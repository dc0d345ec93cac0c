import { describe, expect, it } from 'vitest';
import { canonicalPath, routeHead } from './head';
import {
  describeRecord,
  detailJsonLd,
  detailTrail,
  isUsableRecord,
  recordHead,
  type DetailRecords,
} from './meta';
import { routeText } from './route-text';
import { SITE_NAME, getRoute, routes } from './routes';

/** Records with only the fields the specification names (and no id of their own). */
const sparse = {
  doctor: { username: '陳大文', globaluserid: 'd1' },
  news: { title: '秋冬養生', category: '1', tag: '養生|秋冬', introduce: '秋冬宜潤燥。' },
  ask: { title: '失眠怎麼辦？', illnesscategorycode: '1', note: '近來常常失眠。' },
  clinic: { clinicname: '仁心中醫診所', contacttel: '2345 6789', address: '旺角彌敦道 1 號' },
  job: {
    title: '註冊中醫師',
    company: '仁心中醫診所',
    employmentType: '全職',
    employmenttypeid: '1',
    arealevel1id: '2',
    arealevel2id: '12',
    number: 2,
    contact: '陳小姐',
    address: '旺角彌敦道 1 號',
    lat: 22.3,
    lng: 114.17,
    expiredate: '2026-12-31',
    cliniclogo: '',
  },
} as unknown as DetailRecords;

const route = { title: '列表', keywords: 'kw', description: 'desc' };
const opts = (id: string) => ({
  route,
  id,
  canonical: `https://example.org/x/${id}`,
  siteUrl: 'https://example.org',
  trail: [{ name: '首頁', url: 'https://example.org/' }],
});

describe('detail head from spec-only records', () => {
  it.each(Object.keys(sparse) as (keyof DetailRecords)[])('%s: names the record', (kind) => {
    const { meta, jsonLd } = describeRecord(kind, sparse[kind], opts('r1'));
    const text = JSON.stringify({ meta, jsonLd });
    expect(text).not.toMatch(/undefined|NaN|null/);
    expect(meta.title).not.toBe(route.title);
    expect(meta.description).not.toBe('');
    // The record's own item and the breadcrumb trail; a question not yet answered has no item
    // of its own (Google takes a Q&A page only with an answer).
    expect(jsonLd).toHaveLength(kind === 'ask' ? 1 : 2);
    expect(isUsableRecord(kind, sparse[kind])).toBe(true);
  });

  it('a question is a Q&A page once a doctor has answered, each answer suggested', () => {
    const answers = [
      { content: '早睡早起。', doctorname: '陳大文', createtime: 1767319200000 },
      { content: '少喝咖啡。', doctorname: '李小明' },
    ];
    const [page] = describeRecord('ask', { ...sparse.ask, answers }, opts('a1')).jsonLd;
    expect(page).toMatchObject({
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: '失眠怎麼辦？',
        answerCount: 2,
        suggestedAnswer: [
          { '@type': 'Answer', text: '早睡早起。', author: { name: '陳大文' } },
          { '@type': 'Answer', text: '少喝咖啡。', author: { name: '李小明' } },
        ],
      },
    });
    expect(page!.mainEntity).not.toHaveProperty('acceptedAnswer');
    const waiting = describeRecord('ask', sparse.ask, opts('a1')).jsonLd;
    expect(waiting.map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
  });

  it('doctor and job titles come from the record', () => {
    expect(describeRecord('doctor', sparse.doctor, opts('d1')).meta.title).toBe('陳大文');
    expect(describeRecord('job', sparse.job, opts('j1')).meta.title).toBe(
      '註冊中醫師 - 仁心中醫診所',
    );
  });

  it('JobPosting carries the required properties the record supports and no invented date', () => {
    const [posting] = describeRecord('job', sparse.job, opts('j1')).jsonLd;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: '註冊中醫師',
      hiringOrganization: { name: '仁心中醫診所' },
      jobLocation: { address: { streetAddress: '旺角彌敦道 1 號' } },
      validThrough: '2026-12-31T23:59:59+08:00',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: '仁心中醫診所', value: 'j1' },
      directApply: true,
    });
    expect(posting!.description).toContain('仁心中醫診所招聘註冊中醫師');
    expect(posting).not.toHaveProperty('datePosted');
    // no amount, no salary: Google refuses a baseSalary without a value
    expect(posting).not.toHaveProperty('baseSalary');
    const paid = describeRecord('job', { ...sparse.job, salary: 30000 }, opts('j1')).jsonLd[0];
    expect(paid).toMatchObject({
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'HKD',
        value: { '@type': 'QuantitativeValue', value: 30000, unitText: 'MONTH' },
      },
    });
    expect(
      describeRecord('job', { ...sparse.job, salary: null }, opts('j1')).jsonLd[0],
    ).not.toHaveProperty('baseSalary');
    const dated = describeRecord('job', { ...sparse.job, publishdate: '2026-01-02' }, opts('j1'));
    expect(dated.jsonLd[0]).toHaveProperty('datePosted', '2026-01-02');
  });

  it('NewsArticle names its publisher with a logo, both dates and the page it is the main entity of', () => {
    const [article] = describeRecord(
      'news',
      { ...sparse.news, publishtime: 1767225600000 },
      opts('n1'),
    ).jsonLd;
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.org/x/n1' },
      datePublished: '2026-01-01T00:00:00.000Z',
      dateModified: '2026-01-01T00:00:00.000Z',
      publisher: {
        '@type': 'Organization',
        name: '香港中醫網',
        logo: { '@type': 'ImageObject', url: 'https://example.org/icons/icon-512.png' },
      },
    });
  });

  it('a clinic says traditional Chinese medicine with schema.org values, a doctor what they know', () => {
    const [clinic] = describeRecord('clinic', sparse.clinic, opts('c1')).jsonLd;
    expect(clinic).not.toHaveProperty('medicalSpecialty');
    expect(clinic).toMatchObject({
      '@type': 'MedicalClinic',
      availableService: {
        '@type': 'MedicalTherapy',
        medicineSystem: 'https://schema.org/TraditionalChinese',
      },
    });
    const [doctor] = describeRecord(
      'doctor',
      { ...sparse.doctor, specialties: ['針灸'] },
      opts('d1'),
    ).jsonLd;
    expect(doctor).not.toHaveProperty('medicalSpecialty');
    expect(doctor).toMatchObject({ '@type': 'Physician', knowsAbout: ['針灸'] });
  });

  it('a record that names nothing keeps the route meta; an empty one is not usable', () => {
    expect(describeRecord('news', {} as DetailRecords['news'], opts('n1')).meta).toMatchObject({
      title: route.title,
      description: route.description,
    });
    expect(isUsableRecord('news', {})).toBe(false);
    expect(isUsableRecord('news', { newsid: 'n1' })).toBe(false);
    expect(isUsableRecord('news', null)).toBe(false);
  });

  it('reads numbers sent as strings and skips fields of the wrong type', () => {
    const odd = { ...sparse.clinic, lat: '22.3', lng: '114.1', photos: 'nope', openinghours: 3 };
    const [ld] = describeRecord('clinic', odd as never, opts('c1')).jsonLd;
    expect(ld).toMatchObject({ geo: { latitude: 22.3, longitude: 114.1 } });
    expect(ld).not.toHaveProperty('image');
  });
});

describe('JSON-LD URLs', () => {
  it('the trail is home and the list page, from the route table', () => {
    const site = (path: string) => `https://example.org${path}`;
    expect(detailTrail({ fallback: 'doctorList' }, site).map((c) => c.url)).toEqual([
      'https://example.org/',
      'https://example.org/doctor/list',
    ]);
    expect(detailTrail({ fallback: 'jobList' }, site)[1]).toEqual({
      name: '中醫職位',
      url: 'https://example.org/job/list',
    });
  });

  it('images and logos are absolute on the site; anything else is left out', () => {
    const siteUrl = 'https://example.org/zh-cn';
    const ld = (kind: keyof DetailRecords, extra: Record<string, unknown>) =>
      detailJsonLd(kind, { ...sparse[kind], ...extra } as never, 'https://example.org/x', siteUrl)!;
    expect(ld('doctor', { photo: '/files/d.jpg' }).image).toBe('https://example.org/files/d.jpg');
    expect(ld('news', { cover: '/files/n.jpg' }).image).toEqual([
      'https://example.org/files/n.jpg',
    ]);
    expect(
      ld('clinic', { photos: ['/files/c.jpg', 'https://cdn.example.org/c.jpg', 'c.jpg', '//x/y'] })
        .image,
    ).toEqual(['https://example.org/files/c.jpg', 'https://cdn.example.org/c.jpg']);
    expect(ld('job', { cliniclogo: '/files/seed/logo.png' }).hiringOrganization).toMatchObject({
      logo: 'https://example.org/files/seed/logo.png',
    });
    expect(ld('job', { cliniclogo: 'javascript:alert(1)' }).hiringOrganization).not.toHaveProperty(
      'logo',
    );
  });
});

describe('routeHead and recordHead', () => {
  const site = {
    siteUrl: 'https://www.example.hk',
    siteHref: (path: string) => `https://www.example.hk/zh-cn${path}`,
    lang: 'zh-CN' as const,
  };

  it('gives a page its route table meta, canonical at the page the route shares', () => {
    const head = routeHead(getRoute('newsDetails'), { newsId: 'N1' });
    expect(head.canonicalPath).toBe('/news/detail/N1');
    expect(head.noindex).toBe(false);
    expect(routeHead(getRoute('userInfo'), {}).noindex).toBe(true);
    expect(routeHead(getRoute('notFound'), {})).toMatchObject({ noindex: true });
    expect(canonicalPath(getRoute('notFound'), {})).toBeUndefined();
    expect(canonicalPath(getRoute('activity'), {})).toBe('/association/list');
  });

  it("titles a sub-page after its record and itself, with the record's structured data", () => {
    const route = getRoute('doctorAsk');
    const head = recordHead(
      { ...route, detail: route.detail! },
      sparse.doctor,
      { doctorId: 'd1' },
      site,
    );
    expect(head.meta.title).toBe(`陳大文 - ${routeText(route).title}`);
    expect(head.ogType).toBe('profile');
    expect(head.jsonLd.map((ld) => ld['@type'])).toEqual(['Physician', 'BreadcrumbList']);
    // Physicians are no creative work: no language of their own.
    expect(head.jsonLd[0]).not.toHaveProperty('inLanguage');
    const news = getRoute('newsDetail');
    const article = recordHead(
      { ...news, detail: news.detail! },
      sparse.news,
      { newsId: 'n1' },
      site,
    );
    expect(article.jsonLd[0]).toMatchObject({ inLanguage: 'zh-CN' });
    expect(JSON.stringify(article.jsonLd[1])).toContain('https://www.example.hk/zh-cn/news/list');
  });

  it('writes the English copy’s head in English around the record’s own words', () => {
    const en = {
      siteUrl: 'https://www.example.hk',
      siteHref: (path: string) => `https://www.example.hk/en${path}`,
      lang: 'en' as const,
    };
    expect(routeHead(getRoute('doctorList'), {}, 'en').meta).toMatchObject({
      title: 'Find a practitioner',
      keywords: expect.stringContaining('Find a practitioner,Hong Kong Chinese medicine'),
    });
    const clinic = getRoute('clinicDetail');
    const head = recordHead(
      { ...clinic, detail: clinic.detail! },
      sparse.clinic,
      { clinicId: 'c1' },
      en,
    );
    expect(head.meta.title).toBe('仁心中醫診所');
    expect(head.meta.description).toBe('仁心中醫診所, Address: 旺角彌敦道 1 號, Tel: 2345 6789');
    expect(head.meta.keywords).toBe('仁心中醫診所,Chinese medicine clinic');
    expect(head.jsonLd[1]).toMatchObject({
      itemListElement: [
        { name: '香港中醫網', item: 'https://www.example.hk/en/' },
        { name: 'Chinese medicine clinics', item: 'https://www.example.hk/en/hospital/list' },
        { name: '仁心中醫診所' },
      ],
    });
    const job = getRoute('jobDetail');
    const posting = recordHead({ ...job, detail: job.detail! }, sparse.job, { jobId: 'j1' }, en);
    expect(posting.meta.description).toBe(
      '仁心中醫診所 is hiring: 註冊中醫師 (全職, 2 openings). Address: 旺角彌敦道 1 號.',
    );
    const news = getRoute('newsDetail');
    const article = recordHead(
      { ...news, detail: news.detail! },
      sparse.news,
      { newsId: 'n1' },
      en,
    );
    expect(article.jsonLd[0]).toMatchObject({ inLanguage: 'en' });
  });
});

describe('routeText', () => {
  it('has an English head for every route the Chinese one has, none left in Chinese', () => {
    for (const route of routes) {
      const en = routeText(route, 'en');
      expect(en.title, route.id).not.toBe(routeText(route).title);
      // The site keeps its Chinese name; nothing else of the head text is Chinese.
      expect(`${en.title} ${en.description}`.replaceAll(SITE_NAME, ''), route.id).not.toMatch(
        /\p{Script=Han}/u,
      );
    }
  });
});
