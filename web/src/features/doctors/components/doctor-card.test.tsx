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
});
