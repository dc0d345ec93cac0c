import { afterEach, describe, expect, it } from 'vitest';
import type { JobDetail } from '@portal/shared';
import { removeJobJsonLd, replaceJobJsonLd } from './json-ld';

const job = {
  jobid: 'J1001',
  title: '註冊中醫師',
  company: '仁心中醫診所',
  clinicid: 'C101',
  cliniclogo: '/files/logo.png',
  employmentType: '全職',
  employmenttypeid: 'ET01',
  arealevel1id: '2',
  arealevel2id: '205',
  number: 2,
  contact: '陳小姐',
  contacttel: '21234567',
  address: '九龍旺角彌敦道 1 號',
  lat: 22.31,
  lng: 114.17,
  expiredate: '2026-12-31',
  publishdate: '2026-11-01',
  qualificationid: '',
  workyearsid: '',
  description: '負責門診</script><script>alert(1)</script>',
  requirements: '持有效註冊',
  delivered: false,
} satisfies JobDetail;

function scripts() {
  return [...document.head.querySelectorAll('script[type="application/ld+json"]')];
}

afterEach(() => {
  for (const el of scripts()) el.remove();
});

describe('job JSON-LD', () => {
  it('replaces the page JSON-LD with the JobPosting (HKD per month) and its breadcrumb', () => {
    const old = document.createElement('script');
    old.type = 'application/ld+json';
    old.textContent = '{"@type":"NewsArticle"}';
    document.head.appendChild(old);

    replaceJobJsonLd(job, '/job/details/J1001', 'https://portal.example/');
    const list = scripts();
    expect(list).toHaveLength(2);
    const data = JSON.parse(list[0]!.textContent!);
    const crumbs = JSON.parse(list[1]!.textContent!);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://portal.example/',
      'https://portal.example/job/list',
      'https://portal.example/job/details/J1001',
    ]);
    expect(data.hiringOrganization.logo).toBe('https://portal.example/files/logo.png');
    expect(data['@type']).toBe('JobPosting');
    expect(data.url).toBe('https://portal.example/job/details/J1001');
    expect(data.baseSalary.currency).toBe('HKD');
    expect(data.baseSalary.value.unitText).toBe('MONTH');
    expect(data.description).toContain('</script>');
    expect(list[0]!.textContent).not.toContain('</script>');
  });

  it('keeps the Simplified twin in the breadcrumb', () => {
    replaceJobJsonLd(job, '/zh-cn/job/details/J1001', 'https://portal.example');
    const crumbs = JSON.parse(scripts()[1]!.textContent!);
    expect(crumbs.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://portal.example/zh-cn/',
      'https://portal.example/zh-cn/job/list',
      'https://portal.example/zh-cn/job/details/J1001',
    ]);
  });

  it('removes the JobPosting when leaving the page', () => {
    replaceJobJsonLd(job, '/job/details/J1001', 'https://portal.example');
    removeJobJsonLd();
    expect(scripts()).toHaveLength(0);
  });
});
