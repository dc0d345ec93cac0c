import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import type { DoctorSummary } from '@portal/shared';
import { DoctorCard } from './doctor-card';

const doctor = { globaluserid: 'D1001', username: '李卓賢' } as DoctorSummary;

describe('DoctorCard', () => {
  it('links the doctor page and the booking picker', () => {
    render(<DoctorCard doctor={doctor} />);
    expect(screen.getByRole('link', { name: '預約' })).toHaveAttribute(
      'href',
      '/doctor/D1001?booking=1',
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^\/doctor\/D1001/);
    }
  });

  it('links nowhere for a doctor sent without an id, still showing the name', () => {
    render(<DoctorCard doctor={{ ...doctor, globaluserid: undefined as unknown as string }} />);
    expect(screen.getByText('李卓賢')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: '預約' })).toBeNull();
  });

  it('says the specialties, districts, languages and title in English on the English pages', () => {
    const full = {
      ...doctor,
      title: '註冊中醫師',
      specialties: ['針灸', '婦科'],
      districts: ['油尖旺區', '旺角'],
      languages: ['粵語', '普通話'],
    } as DoctorSummary;
    const { unmount } = render(<DoctorCard doctor={full} />, { locale: 'en' });
    expect(screen.getByText('Acupuncture')).toBeInTheDocument();
    expect(screen.getByText('Gynaecology')).toBeInTheDocument();
    expect(screen.getByText('Yau Tsim Mong, Mong Kok')).toBeInTheDocument();
    expect(screen.getByText('Cantonese / Putonghua')).toBeInTheDocument();
    expect(screen.getByText('Registered Chinese medicine practitioner')).toBeInTheDocument();
    // The name is as the doctor gave it.
    expect(screen.getByText('李卓賢')).toBeInTheDocument();
    unmount();

    render(<DoctorCard doctor={full} />);
    expect(screen.getByText('針灸')).toBeInTheDocument();
    expect(screen.getByText('註冊中醫師')).toBeInTheDocument();
  });
});
