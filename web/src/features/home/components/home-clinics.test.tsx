import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ClinicSummary } from '@portal/shared';
import { mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { getSessionState } from '../../../lib/session/current-session';
import { HomeClinics } from './home-clinics';

function clinics(n: number): ClinicSummary[] {
  return Array.from({ length: n }, (_, i) => ({
    clinicid: `C${101 + i}`,
    clinicname: `診所${i + 1}`,
    contacttel: '',
    address: '',
    arealevel1id: '1',
    arealevel2id: '101',
    districtname: '中西區',
    lat: 22.28,
    lng: 114.15,
    logo: '',
  }));
}

function answer(list: ClinicSummary[]) {
  return mockCalls({ getRandomClinicList: list });
}

describe('HomeClinics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for 15 clinics and shows them in 5 rows of 3', async () => {
    const api = answer(clinics(15));
    render(<HomeClinics />);
    await screen.findByText('診所15');
    const section = screen.getByTestId('home-clinics');
    expect(section.children).toHaveLength(5);
    for (const row of section.children) expect(row.querySelectorAll('a')).toHaveLength(3);
    expect(api.requests('getRandomClinicList')[0]!.query.get('size')).toBe('15');
    await waitFor(() => expect(getSessionState().homeClinics).toHaveLength(15));
  });

  it('hides the section unless exactly 15 arrive', async () => {
    const api = answer(clinics(14));
    render(<HomeClinics />);
    await waitFor(() => expect(api.requests()).not.toEqual([]));
    await waitFor(() => expect(screen.queryByRole('heading', { name: '中醫診所' })).toBeNull());
    expect(screen.queryByText('診所1')).toBeNull();
  });
});
