import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { DoctorAvailability } from '@portal/shared';
import { render } from '@test-utils/render';
import { NextSlot } from './next-slot';

const open: DoctorAvailability = {
  doctorId: 'D1001',
  status: 'open',
  slot: {
    date: '2026-11-24',
    starttime: '09:30',
    endtime: '10:00',
    clinicid: 'C101',
    clinicname: '仁心中醫診所（中環）',
  },
  freeDates: ['2026-11-24'],
};
const slotAt = (starttime: string) => ({ ...open.slot!, starttime });

describe('NextSlot', () => {
  it('shows the earliest free section and links to the picker opened on it', () => {
    render(<NextSlot doctorId="D1001" availability={open} />);
    const link = screen.getByRole('link', { name: /^最快可約：11月24日（二）上午 09:30/ });
    expect(link).toHaveTextContent('最快可約：11月24日（二）上午');
    expect(link).toHaveAttribute(
      'href',
      '/doctor/D1001?booking=1&clinic=C101&date=2026-11-24&time=09%3A30',
    );
  });

  it('offers the day’s soonest times as buttons, each opening the picker on its own time', () => {
    const times = [slotAt('09:30'), slotAt('10:00'), slotAt('10:30')];
    render(<NextSlot doctorId="D1001" availability={{ ...open, slots: times }} />);
    const buttons = screen.getAllByRole('link', { name: /^預約 11月24日/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['09:30', '10:00', '10:30']);
    expect(buttons[2]).toHaveAccessibleName('預約 11月24日（二）上午 10:30，仁心中醫診所（中環）');
    expect(buttons[2]).toHaveAttribute(
      'href',
      '/doctor/D1001?booking=1&clinic=C101&date=2026-11-24&time=10%3A30',
    );
  });

  it('by distance, names the clinic and its distance above the times it offers', () => {
    const times = [slotAt('09:30'), slotAt('10:00')];
    render(
      <NextSlot
        doctorId="D1001"
        availability={{ ...open, slots: times }}
        clinicDistance={(id) => (id === 'C101' ? '約 5.2 公里' : undefined)}
      />,
    );
    expect(screen.getByTestId('slot-clinic')).toHaveTextContent(
      '仁心中醫診所（中環）・約 5.2 公里',
    );
    expect(screen.getAllByRole('link', { name: /^預約 11月24日/ })[1]).toHaveAccessibleName(
      '預約 11月24日（二）上午 10:00，仁心中醫診所（中環），約 5.2 公里',
    );
  });

  it('keeps a compact tile to its one line', () => {
    render(
      <NextSlot doctorId="D1001" availability={{ ...open, slots: [slotAt('09:30')] }} compact />,
    );
    expect(screen.queryByTestId('slot-times')).toBeNull();
  });

  it('says 近兩星期已約滿 when nothing is free, and nothing when the schedule is unknown', () => {
    const { rerender } = render(
      <NextSlot doctorId="D1" availability={{ doctorId: 'D1', status: 'full', freeDates: [] }} />,
    );
    expect(screen.getByText('近兩星期已約滿')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(
      <NextSlot
        doctorId="D1"
        availability={{ doctorId: 'D1', status: 'unknown', freeDates: [] }}
      />,
    );
    expect(screen.queryByTestId('next-slot')).toBeNull();
    rerender(<NextSlot doctorId="D1" availability={undefined} />);
    expect(screen.queryByTestId('next-slot')).toBeNull();
  });
});
