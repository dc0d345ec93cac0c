import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Area, Clinic } from '@portal/shared';
import { mockCalls } from '@test-utils/mock-calls';
import { HttpResponse, envelopeBody, http, server } from '@test-utils/msw';
import { render } from '@test-utils/render';
import type { DoctorFilters as Filters } from '../lib/filters';
import { DoctorFilters } from './doctor-filters';

const EMPTY: Filters = {
  keyword: '',
  district: '',
  specialty: '',
  language: '',
  clinic: '',
  free: '',
  order: '',
  page: 1,
};

const AREAS: Record<string, { areaid: string; areaname: string }[]> = {
  '0': [
    { areaid: '1', areaname: '香港島' },
    { areaid: '2', areaname: '九龍' },
  ],
  '1': [
    { areaid: '101', areaname: '中西區' },
    { areaid: '102', areaname: '灣仔區' },
  ],
  '2': [{ areaid: '201', areaname: '油尖旺區' }],
};

/** Answers the district look-ups and the clinic list as the BFF would. */
function answerCatalogue() {
  return mockCalls({
    getAreaByParentId: (req) => (AREAS[req.query.get('parentId') ?? ''] ?? []) as Area[],
    searchClinic: {
      list: [
        { clinicid: 'C101', clinicname: '仁心中醫診所', contacttel: '', address: '' },
        { clinicname: '沒有編號的診所', contacttel: '', address: '' },
      ] as Clinic[],
      total: 2,
    },
  });
}

function select(name: string): HTMLSelectElement {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

function optionLabels(el: HTMLSelectElement): string[] {
  return [...el.options].map((o) => o.text);
}

describe('DoctorFilters', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers each filter as a labelled native select, 全部 or 全港 first', async () => {
    answerCatalogue();
    render(<DoctorFilters value={EMPTY} onChange={() => {}} />);
    for (const name of ['地區', '專科', '語言', '診所', '排序']) {
      expect(select(name).tagName).toBe('SELECT');
    }
    await waitFor(() => expect(optionLabels(select('地區'))[0]).toBe('全港'));
    expect(optionLabels(select('專科'))[0]).toBe('全部');
    expect(optionLabels(select('語言'))).toEqual([
      '全部',
      '粵語',
      '普通話',
      '英語',
      '客家話',
      '潮州話',
    ]);
    expect(optionLabels(select('排序'))).toEqual(['預設排序', '最快可約']);
    // Clinics without an id cannot be searched by, so they are not offered.
    await waitFor(() => expect(optionLabels(select('診所'))).toEqual(['全部', '仁心中醫診所']));
  });

  it('groups the districts under their region', async () => {
    answerCatalogue();
    render(<DoctorFilters value={EMPTY} onChange={() => {}} />);
    const district = select('地區');
    await waitFor(() => expect(district.querySelectorAll('optgroup')).toHaveLength(2));
    const [island, kowloon] = [...district.querySelectorAll('optgroup')];
    expect(island!.label).toBe('香港島');
    expect(
      within(island!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['中西區', '灣仔區']);
    expect(kowloon!.label).toBe('九龍');
    expect(
      within(kowloon!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['油尖旺區']);
  });

  it('names the specialties, languages and districts in English on the English pages', async () => {
    answerCatalogue();
    const onChange = vi.fn();
    render(<DoctorFilters value={EMPTY} onChange={onChange} />, { locale: 'en' });
    expect(optionLabels(select('Specialty')).slice(0, 5)).toEqual([
      'All',
      'General Internal Medicine',
      'Gynaecology',
      'Paediatrics',
      'Acupuncture',
    ]);
    expect(optionLabels(select('Language'))).toEqual([
      'All',
      'Cantonese',
      'Putonghua',
      'English',
      'Hakka',
      'Chiu Chow',
    ]);
    const district = select('District');
    await waitFor(() => expect(district.querySelectorAll('optgroup')).toHaveLength(2));
    const [island, kowloon] = [...district.querySelectorAll('optgroup')];
    expect(island!.label).toBe('Hong Kong Island');
    expect(optionLabels(district)).toEqual([
      'All Hong Kong',
      'Central and Western',
      'Wan Chai',
      'Yau Tsim Mong',
    ]);
    expect(kowloon!.label).toBe('Kowloon');
    // The value is still the API's Chinese name, which the address and the search take.
    fireEvent.change(select('Specialty'), { target: { value: '針灸' } });
    expect(onChange).toHaveBeenLastCalledWith({ specialty: '針灸' });
  });

  it('shows the filters in the URL as chosen', async () => {
    answerCatalogue();
    render(
      <DoctorFilters
        value={{
          ...EMPTY,
          district: '102',
          specialty: '婦科',
          language: '英語',
          clinic: 'C101',
          order: 'soonest',
        }}
        onChange={() => {}}
      />,
    );
    await waitFor(() => expect(select('地區').selectedOptions[0]?.text).toBe('灣仔區'));
    await waitFor(() => expect(select('診所').selectedOptions[0]?.text).toBe('仁心中醫診所'));
    expect(select('專科').value).toBe('婦科');
    expect(select('語言').value).toBe('英語');
    expect(select('排序').selectedOptions[0]?.text).toBe('最快可約');
  });

  it('reports only the filter that changed, and 全部 as empty', async () => {
    answerCatalogue();
    const onChange = vi.fn();
    render(<DoctorFilters value={{ ...EMPTY, language: '粵語' }} onChange={onChange} />);
    await waitFor(() => expect(select('地區').options.length).toBeGreaterThan(1));
    await waitFor(() => expect(select('診所').options.length).toBe(2));

    fireEvent.change(select('地區'), { target: { value: '201' } });
    expect(onChange).toHaveBeenLastCalledWith({ district: '201' });
    fireEvent.change(select('專科'), { target: { value: '兒科' } });
    expect(onChange).toHaveBeenLastCalledWith({ specialty: '兒科' });
    fireEvent.change(select('語言'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ language: '' });
    fireEvent.change(select('診所'), { target: { value: 'C101' } });
    expect(onChange).toHaveBeenLastCalledWith({ clinic: 'C101' });
    fireEvent.change(select('排序'), { target: { value: 'soonest' } });
    expect(onChange).toHaveBeenLastCalledWith({ order: 'soonest' });
    expect(onChange).toHaveBeenCalledTimes(5);
  });

  it('says so when the districts cannot be loaded', async () => {
    server.use(http.all('*', () => HttpResponse.json(envelopeBody(500, 'down'), { status: 500 })));
    render(<DoctorFilters value={EMPTY} onChange={() => {}} />);
    await screen.findByText('未能載入地區');
    expect(optionLabels(select('地區'))).toEqual(['全港']);
  });
});
