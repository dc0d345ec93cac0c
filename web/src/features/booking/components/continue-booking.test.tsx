import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@test-utils/render';
import {
  clearLogin,
  getSessionState,
  setLoggedIn,
  setSessionState,
} from '../../../lib/session/current-session';
import { ContinueBooking } from './continue-booking';

const doctor = { globaluserid: 'D1001', username: '李卓賢', title: '主任中醫師', photo: '' };

describe('ContinueBooking', () => {
  afterEach(() => clearLogin());

  it('offers to go back to the doctor being booked once logged in', () => {
    setLoggedIn({
      clientid: 'U1',
      username: '陳大文',
      phone: '',
      sex: '',
      birthday: '',
      email: '',
      avatar: '',
      address: '',
      createtime: 0,
    });
    setSessionState({ bookingDoctor: doctor });
    render(<ContinueBooking />);
    expect(screen.getByRole('link', { name: '繼續預約' })).toHaveAttribute(
      'href',
      '/doctor/D1001?booking=1',
    );
    fireEvent.click(screen.getByRole('button', { name: '不用了' }));
    expect(getSessionState().bookingDoctor).toBeNull();
  });

  it('stays hidden for visitors', () => {
    setSessionState({ bookingDoctor: doctor });
    render(<ContinueBooking />);
    expect(screen.queryByTestId('continue-booking')).toBeNull();
  });
});
