import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, UserInfo } from '@portal/shared';
import { OFFLINE_BOOKINGS_KEY, readSavedBookings } from '../../../lib/offline/offline-bookings';
import {
  applyBffSession,
  clearLogin,
  restoreSession,
  setLoggedIn,
} from '../../../lib/session/current-session';
import { saveUpcomingBookings } from './saved-bookings';

const NOW = new Date('2026-03-10T09:00:00+08:00').getTime();

const upcoming: Booking = {
  scheduleid: 'S1',
  doctorid: 'D1001',
  doctorname: '李卓賢',
  clinicid: 'C101',
  clinicname: '康和中醫館',
  clinicaddress: '銅鑼灣軒尼詩道 500 號',
  scheduledate: '2099-03-12',
  starttime: '10:30',
  endtime: '11:00',
  note: '肩頸痛',
  status: 'booked',
  clientid: 'U1',
};
const past: Booking = { ...upcoming, scheduleid: 'S2', scheduledate: '2020-01-01' };
const cancelled: Booking = { ...upcoming, scheduleid: 'S3', status: 'cancelled' };

function user(clientid: string): UserInfo {
  return { clientid, username: '陳大文' } as UserInfo;
}

describe('bookings kept for offline reading', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    restoreSession();
  });
  afterEach(() => localStorage.clear());

  it('keeps only upcoming bookings, with what it takes to get there and nothing the client wrote', () => {
    saveUpcomingBookings('U1', [upcoming, past, cancelled], NOW);
    // The note is the client's own words, and the client id is in `clientId` already.
    const { note: _note, clientid: _clientid, ...kept } = upcoming;
    expect(readSavedBookings()).toEqual({ clientId: 'U1', savedAt: NOW, bookings: [kept] });
  });

  it('keeps nothing when no booking is upcoming, and replaces what was kept', () => {
    saveUpcomingBookings('U1', [upcoming], NOW);
    saveUpcomingBookings('U1', [past, cancelled], NOW);
    expect(localStorage.getItem(OFFLINE_BOOKINGS_KEY)).toBeNull();
  });

  it('reads garbage as nothing', () => {
    localStorage.setItem(OFFLINE_BOOKINGS_KEY, '{not json');
    expect(readSavedBookings()).toBeNull();
    localStorage.setItem(OFFLINE_BOOKINGS_KEY, JSON.stringify({ clientId: 'U1' }));
    expect(readSavedBookings()).toBeNull();
  });

  it('forgets them at logout', () => {
    setLoggedIn(user('U1'));
    saveUpcomingBookings('U1', [upcoming], NOW);
    clearLogin();
    expect(readSavedBookings()).toBeNull();
  });

  it('forgets them when another client logs in on the device', () => {
    saveUpcomingBookings('U1', [upcoming], NOW);
    setLoggedIn(user('U2'));
    expect(readSavedBookings()).toBeNull();
  });

  it('keeps them when the same client logs in again', () => {
    saveUpcomingBookings('U1', [upcoming], NOW);
    setLoggedIn(user('U1'));
    expect(readSavedBookings()?.clientId).toBe('U1');
  });

  it('forgets them when the BFF says the session has ended, even in a tab that knew nobody', () => {
    saveUpcomingBookings('U1', [upcoming], NOW);
    applyBffSession({ loggedIn: false, clientId: '', userInfo: null, doctor: false });
    expect(readSavedBookings()).toBeNull();
  });

  it('forgets them when the BFF names another client', () => {
    saveUpcomingBookings('U1', [upcoming], NOW);
    applyBffSession({ loggedIn: true, clientId: 'U2', userInfo: user('U2'), doctor: false });
    expect(readSavedBookings()).toBeNull();
  });
});
