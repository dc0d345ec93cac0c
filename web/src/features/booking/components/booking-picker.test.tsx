import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import type {
  Booking,
  CallName,
  FamilyMember,
  OpeningHours,
  TimeSection,
  WorkDate,
} from '@portal/shared';
import { HttpResponse, http, server } from '@test-utils/msw';
import { envelope, mockCalls } from '@test-utils/mock-calls';
import { render } from '@test-utils/render';
import { clearLogin, getSessionState, setLoggedIn } from '../../../lib/session/current-session';
import { saveNoteDraft } from '../lib/note-draft';
import { BookingPicker } from './booking-picker';

const doctor = { globaluserid: 'D1001', username: '陳美玲', title: '註冊中醫師', photo: '' };

const workDates: WorkDate[] = [
  { date: '2026-11-24', weekday: 2, clinicid: 'C101', clinicname: '仁心中醫診所', available: true },
  {
    date: '2026-11-25',
    weekday: 3,
    clinicid: 'C101',
    clinicname: '仁心中醫診所',
    available: false,
  },
];

function section(start: string, end: string, extra: Partial<TimeSection>): TimeSection {
  return {
    sectionid: `S-${start}`,
    clinicid: 'C101',
    clinicname: '仁心中醫診所',
    clinicaddress: '中環皇后大道中1號',
    starttime: start,
    endtime: end,
    capacity: 4,
    booked: 1,
    available: true,
    past: false,
    ...extra,
  };
}

const sections: TimeSection[] = [
  section('09:00', '09:30', { past: true, available: false }),
  section('09:30', '10:00', { booked: 4, available: false }),
  section('10:00', '10:30', {}),
];

const saved: Booking = {
  scheduleid: 'B9001',
  clientid: 'U1',
  doctorid: 'D1001',
  doctorname: '陳美玲',
  clinicid: 'C101',
  clinicname: '仁心中醫診所',
  clinicaddress: '中環皇后大道中1號',
  scheduledate: '2026-11-24',
  starttime: '10:00',
  endtime: '10:30',
  note: '頭痛',
  status: 'booked',
  createtime: 0,
};

/** C101 opens 09:00–19:00 every day but Sunday (休息). */
const openingHours: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday === 7
    ? { weekday, open: '', close: '', closed: true }
    : { weekday, open: '09:00', close: '19:00', closed: false },
);

/** Answers the schedule look-ups, and `saveSchedule` with the booking or a refusal. */
/** The account's family members, kept by the BFF itself (not a catalogue call): set after
 * mockCalls, so it answers before its catch-all. With them the BFF's reminder answers the
 * confirmation's 提醒我 reads: no e-mail reminders offered, no booking held. */
function mockFamily(family: FamilyMember[] = []) {
  server.use(
    http.get('*/bff/family', () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { items: family } }),
    ),
    http.get('*/bff/reminder-email', () =>
      HttpResponse.json({
        code: 200,
        msg: 'success',
        data: { email: '', verified: false, available: false },
      }),
    ),
    http.get('*/bff/reminders/channel', () =>
      HttpResponse.json({ code: 200, msg: 'success', data: { items: [] } }),
    ),
  );
}

function mockApi(
  saveAnswer?: { code: number; msg: string },
  dates: WorkDate[] = workDates,
  mine: Booking[] = [],
  hours: OpeningHours[] = openingHours,
  family: FamilyMember[] = [],
) {
  const api = mockCalls({
    getScheduleListByClientId: { list: mine, total: mine.length },
    getClinicListByDocGlobalId: [
      {
        clinicid: 'C101',
        clinicname: '仁心中醫診所',
        contacttel: '',
        address: '',
        openinghours: hours,
      },
    ],
    getDoctorWeekWorkDate: dates,
    getDoctorWorkTimeSection: sections,
    saveSchedule: saveAnswer ? envelope(saveAnswer.code, saveAnswer.msg) : saved,
  });
  mockFamily(family);
  return { requests: (name: CallName) => api.requests(name).map((r) => r.url) };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderPicker(props: Partial<Parameters<typeof BookingPicker>[0]> = {}) {
  return render(
    <Routes>
      <Route path="/doctor/:id" element={<BookingPicker doctor={doctor} {...props} />} />
      <Route path="/login" element={<LocationProbe />} />
    </Routes>,
    { route: '/doctor/D1001' },
  );
}

async function chooseDayAndTime() {
  fireEvent.click(await screen.findByRole('button', { name: /11月24日/ }));
  fireEvent.click(await screen.findByRole('button', { name: /10:00 至 10:30/ }));
}

describe('BookingPicker', () => {
  beforeEach(() =>
    setLoggedIn({
      clientid: 'U1',
      username: '陳大文',
      phone: '91234567',
      sex: 'M',
      birthday: '',
      email: '',
      avatar: '',
      address: '',
      createtime: 0,
    }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    clearLogin();
  });

  it('offers no day or time the clinic says it is closed', async () => {
    // Tuesday opens at 09:30 (the 09:00 section is before it); Wednesday the clinic is closed.
    const hours = openingHours.map((h) =>
      h.weekday === 2
        ? { ...h, open: '09:30' }
        : h.weekday === 3
          ? { weekday: 3, open: '', close: '', closed: true }
          : h,
    );
    const open = workDates.map((d) => ({ ...d, available: true }));
    mockApi(undefined, open, [], hours);
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /11月24日/ }));
    expect(await screen.findByRole('button', { name: /10:00 至 10:30/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /09:00 至 09:30/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /11月25日/ })).toBeNull();
  });

  it('numbers the steps 1, 2, 3 for a doctor at one clinic, naming the clinic', async () => {
    mockApi();
    renderPicker();
    await chooseDayAndTime();
    expect(screen.getByText('應診診所：仁心中醫診所')).toBeInTheDocument();
    expect(screen.queryByText(/選擇診所/)).toBeNull();
    expect(screen.getByRole('group', { name: '1. 選擇日期' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '2. 選擇時段' })).toBeInTheDocument();
    expect(screen.getByLabelText('3. 備註（選填）')).toBeInTheDocument();
  });

  it('starts with choosing the clinic when the doctor sees patients at several', async () => {
    mockApi(undefined, [
      ...workDates,
      {
        date: '2026-11-26',
        weekday: 4,
        clinicid: 'C102',
        clinicname: '仁心中醫診所（中環）',
        available: true,
      },
    ]);
    renderPicker();
    expect(await screen.findByRole('radiogroup', { name: '1. 選擇診所' })).toBeInTheDocument();
    await chooseDayAndTime();
    expect(screen.getByRole('group', { name: '2. 選擇日期' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '3. 選擇時段' })).toBeInTheDocument();
    expect(screen.getByLabelText('4. 備註（選填）')).toBeInTheDocument();
  });

  it('disables full and past sections and says why', async () => {
    mockApi();
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /11月24日/ }));
    const past = await screen.findByRole('button', { name: /09:00 至 09:30，已過/ });
    const full = screen.getByRole('button', { name: /09:30 至 10:00，已滿/ });
    const open = screen.getByRole('button', { name: /10:00 至 10:30，尚餘 3 位/ });
    expect(past).toBeDisabled();
    expect(full).toBeDisabled();
    expect(open).toBeEnabled();
    expect(screen.getByRole('button', { name: /11月25日/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: '確認預約' })).toBeDisabled();
  });

  it('sends the chosen section with source type F and the note', async () => {
    const calls = mockApi();
    const onBooked = vi.fn();
    renderPicker({ onBooked });
    await chooseDayAndTime();
    fireEvent.change(screen.getByLabelText(/備註/), { target: { value: '頭痛' } });
    fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    await screen.findByTestId('booking-confirmation');
    const [save] = calls.requests('saveSchedule');
    expect(save).toBeDefined();
    expect(Object.fromEntries(save!.searchParams)).toEqual({
      doctorId: 'D1001',
      scheduleDate: '2026-11-24 10:00',
      sourceType: 'F',
      note: '頭痛',
    });
    const [sectionsCall] = calls.requests('getDoctorWorkTimeSection');
    expect(Object.fromEntries(sectionsCall!.searchParams)).toEqual({
      doctorId: 'D1001',
      workDate: '2026-11-24',
      clinicId: 'C101',
    });
    expect(onBooked).toHaveBeenCalledWith(saved);
    expect(screen.getByRole('button', { name: '加入日曆' })).toBeInTheDocument();
    expect(screen.getByText('中環皇后大道中1號')).toBeInTheDocument();
  });

  it('books for a family member: the note starts with the line naming them', async () => {
    const child: FamilyMember = {
      id: 'm1',
      name: '陳小明',
      relation: '子女',
      birthDate: '2018-05-01',
      sex: 'M',
      phone: '',
    };
    const calls = mockApi(undefined, workDates, [], openingHours, [child]);
    renderPicker();
    await chooseDayAndTime();
    const who = await screen.findByLabelText(/為誰預約/);
    expect(screen.getByRole('link', { name: '新增家庭成員' })).toHaveAttribute(
      'href',
      '/user/family',
    );
    fireEvent.change(who, { target: { value: 'm1' } });
    fireEvent.change(screen.getByLabelText(/備註/), { target: { value: '咳嗽' } });
    // The line counts toward the note's limit: what is left for the typed note says so.
    expect(screen.getByText(/已輸入 2\/177 字/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    await screen.findByTestId('booking-confirmation');
    const [save] = calls.requests('saveSchedule');
    expect(save!.searchParams.get('note')).toBe('就診人：陳小明（子女，2018-05-01）\n咳嗽');
  });

  it('asks for whom only when the account has family members', async () => {
    mockApi();
    renderPicker();
    await chooseDayAndTime();
    expect(screen.getByLabelText(/備註/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/為誰預約/)).not.toBeInTheDocument();
  });

  it('moves an existing booking when rescheduling', async () => {
    const calls = mockApi();
    renderPicker({ reschedule: { ...saved, scheduleid: 'B7777', starttime: '15:00' } });
    await chooseDayAndTime();
    fireEvent.click(screen.getByRole('button', { name: '確認改期' }));
    await screen.findByText('已改期');
    const [save] = calls.requests('saveSchedule');
    expect(save!.searchParams.get('scheduleID')).toBe('B7777');
  });

  it('explains a conflict from upstream and asks for another section', async () => {
    mockApi({ code: 409, msg: '此時段已滿' });
    renderPicker();
    await chooseDayAndTime();
    fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('這個時段剛剛滿了');
    expect(alert).toHaveTextContent('此時段已滿。請選擇其他時段。');
    expect(screen.queryByTestId('booking-confirmation')).toBeNull();
  });

  it("says 請選擇其他時段 once when the portal's own message already does", async () => {
    mockApi({ code: 409, msg: '此時段已滿，請選擇其他時段' });
    renderPicker();
    await chooseDayAndTime();
    fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent!.match(/請選擇其他時段/g)).toHaveLength(1);
    expect(alert.textContent!.match(/滿/g)).toHaveLength(2); // the title and the reason
  });

  it('sends a visitor to log in, keeping the doctor and the chosen section', async () => {
    clearLogin();
    const calls = mockApi();
    renderPicker();
    await chooseDayAndTime();
    fireEvent.change(screen.getByLabelText(/備註/), { target: { value: '初診' } });
    fireEvent.click(screen.getByRole('button', { name: '登入後確認預約' }));
    const location = await screen.findByTestId('location');
    const url = new URL(location.textContent ?? '', 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirect')).toBe(
      '/doctor/D1001?booking=1&clinic=C101&date=2026-11-24&time=10%3A00',
    );
    expect(getSessionState().bookingDoctor).toMatchObject({
      globaluserid: 'D1001',
      username: '陳美玲',
    });
    expect(calls.requests('saveSchedule')).toEqual([]);
    // The note is kept for the return trip, but never in the URL.
    expect(url.searchParams.get('redirect')).not.toContain('note');
    expect(sessionStorage.getItem('portal.draft.booking-note')).toContain('初診');
  });

  it('restores a selection and the note after login', async () => {
    mockApi();
    saveNoteDraft('D1001', '初診');
    renderPicker({ initial: { clinicId: 'C101', date: '2026-11-24', time: '10:00' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /10:00 至 10:30/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('button', { name: '確認預約' })).toBeEnabled();
    expect(screen.getByLabelText(/備註/)).toHaveValue('初診');
  });

  it('makes the date strip one tab stop that the arrow keys move along', async () => {
    mockApi(undefined, [
      workDates[0]!,
      workDates[1]!,
      {
        date: '2026-11-26',
        weekday: 4,
        clinicid: 'C101',
        clinicname: '仁心中醫診所',
        available: true,
      },
      {
        date: '2026-11-27',
        weekday: 5,
        clinicid: 'C101',
        clinicname: '仁心中醫診所',
        available: true,
      },
    ]);
    renderPicker();
    const first = await screen.findByRole('button', { name: /11月24日/ });
    const third = screen.getByRole('button', { name: /11月26日/ });
    const last = screen.getByRole('button', { name: /11月27日/ });
    // One tab stop: the first open day until one is chosen.
    expect(first).toHaveAttribute('tabindex', '0');
    expect(third).toHaveAttribute('tabindex', '-1');
    first.focus();
    // The full day (11月25日) is skipped.
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(third).toHaveFocus();
    expect(third).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(third, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Home' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(first).toHaveFocus();
    // Enter (a click) chooses the focused day, which then holds the tab stop.
    fireEvent.click(third);
    await waitFor(() => expect(third).toHaveAttribute('aria-pressed', 'true'));
    expect(third).toHaveAttribute('tabindex', '0');
  });

  it('keeps the chosen day in view', async () => {
    mockApi();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderPicker();
    fireEvent.click(await screen.findByRole('button', { name: /11月24日/ }));
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(scrolled.mock.contexts.at(-1)).toHaveAttribute('aria-pressed', 'true');
  });

  it('reports every change of clinic, day and section (for the address)', async () => {
    mockApi();
    const onSelect = vi.fn();
    renderPicker({ onSelect });
    await chooseDayAndTime();
    await waitFor(() =>
      expect(onSelect).toHaveBeenLastCalledWith({
        clinicId: 'C101',
        date: '2026-11-24',
        time: '10:00',
      }),
    );
    expect(onSelect).toHaveBeenCalledWith({ clinicId: 'C101', date: '2026-11-24', time: '' });
  });

  it('marks the day and section of the booking being moved', async () => {
    mockApi();
    renderPicker({ reschedule: { ...saved, starttime: '09:30', endtime: '10:00' } });
    const day = await screen.findByRole('button', { name: /11月24日/ });
    expect(day).toHaveTextContent('原預約');
    fireEvent.click(day);
    const original = await screen.findByRole('button', { name: /09:30 至 10:00，原預約時段/ });
    expect(original).toHaveAttribute('data-original', 'true');
    expect(screen.getByRole('button', { name: /10:00 至 10:30，尚餘 3 位/ })).not.toHaveAttribute(
      'data-original',
    );
  });

  it('moves the focus to the confirmation, which has the clinic phone, Google Calendar and the policy', async () => {
    mockApi();
    renderPicker({
      doctor: {
        ...doctor,
        clinics: [
          { clinicid: 'C101', clinicname: '仁心中醫診所', contacttel: '2345 6789', address: '' },
        ],
      },
    });
    await chooseDayAndTime();
    fireEvent.click(screen.getByRole('button', { name: '確認預約' }));
    const heading = await screen.findByRole('heading', { name: '預約成功' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: /診所電話 2345 6789/ })).toHaveAttribute(
      'href',
      'tel:23456789',
    );
    const google = new URL(
      screen.getByRole('link', { name: /加入 Google 日曆/ }).getAttribute('href')!,
    );
    expect(google.hostname).toBe('calendar.google.com');
    expect(google.searchParams.get('dates')).toBe('20261124T020000Z/20261124T023000Z');
    expect(screen.getByTestId('cancellation-policy')).toHaveTextContent('取消及改期');
  });

  describe('a booking that would double one of the client’s', () => {
    const earlier: Booking = {
      ...saved,
      scheduleid: 'B8001',
      starttime: '16:00',
      endtime: '16:30',
      clinictel: '2345 6789',
    };

    it('asks first, and keeping both books a new one', async () => {
      const api = mockApi(undefined, workDates, [earlier]);
      renderPicker();
      await chooseDayAndTime();
      const clash = await screen.findByRole('alert');
      expect(clash).toHaveTextContent('你這天已有預約');
      expect(clash).toHaveTextContent('11月24日 16:00 陳美玲 醫師');
      expect(screen.queryByRole('button', { name: '確認預約' })).toBeNull();
      expect(api.requests('saveSchedule')).toHaveLength(0);
      fireEvent.click(screen.getByRole('button', { name: '保留兩個預約' }));
      await screen.findByTestId('booking-confirmation');
      const sent = new URL(api.requests('saveSchedule')[0]!, 'http://x').searchParams;
      expect(sent.get('scheduleID') ?? '').toBe('');
    });

    it('or moves the earlier booking to the chosen section', async () => {
      // Days before the visit: outside the cancellation cutoff, so it may still move online.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00+08:00') });
      const api = mockApi(undefined, workDates, [earlier]);
      renderPicker();
      await chooseDayAndTime();
      fireEvent.click(await screen.findByRole('button', { name: '把原有預約改到這個時段' }));
      expect(await screen.findByText('已改期')).toBeInTheDocument();
      const sent = new URL(api.requests('saveSchedule')[0]!, 'http://x').searchParams;
      expect(sent.get('scheduleID')).toBe('B8001');
      vi.useRealTimers();
    });

    it('inside the cutoff offers only keeping both, with the clinic phone to call', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00+08:00') });
      mockApi(undefined, workDates, [earlier]);
      renderPicker();
      await chooseDayAndTime();
      expect(await screen.findByRole('alert')).toHaveTextContent('請致電診所 2345 6789');
      expect(screen.queryByRole('button', { name: '把原有預約改到這個時段' })).toBeNull();
      expect(screen.getByRole('button', { name: '保留兩個預約' })).toBeInTheDocument();
      vi.useRealTimers();
    });
  });

  it('shows the confirmation again, not the picker, for the booking the address names', async () => {
    const api = mockApi(undefined, workDates, [{ ...saved, clinictel: '2345 6789' }]);
    renderPicker({ initial: { booked: 'B9001' } });
    expect(await screen.findByTestId('booking-confirmation')).toHaveTextContent('預約編號 B9001');
    expect(screen.getByRole('link', { name: /2345 6789/ })).toHaveAttribute('href', 'tel:23456789');
    expect(screen.queryByTestId('booking-picker')).toBeNull();
    expect(api.requests('saveSchedule')).toHaveLength(0);
  });

  it('shows the booking the client holds for the chosen section, never a second one', async () => {
    const api = mockApi(undefined, workDates, [saved]);
    renderPicker({ initial: { clinicId: 'C101', date: '2026-11-24', time: '10:00' } });
    const held = await screen.findByTestId('booking-held');
    expect(held).toHaveTextContent('預約編號 B9001');
    expect(screen.queryByRole('button', { name: '保留兩個預約' })).toBeNull();
    expect(screen.queryByRole('button', { name: '確認預約' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看預約確認' }));
    expect(await screen.findByTestId('booking-confirmation')).toHaveTextContent('預約編號 B9001');
    expect(api.requests('saveSchedule')).toHaveLength(0);
  });

  it('answers a refusal for a section the client already holds with that booking', async () => {
    const api = mockCalls({
      // Read before (nothing yet), then again after the refusal (the booking is there).
      getScheduleListByClientId: (() => {
        let reads = 0;
        return () => (reads++ === 0 ? { list: [], total: 0 } : { list: [saved], total: 1 });
      })(),
      getClinicListByDocGlobalId: [],
      getDoctorWeekWorkDate: workDates,
      getDoctorWorkTimeSection: sections,
      saveSchedule: envelope(409, '你已預約此時段，請勿重複預約'),
    });
    mockFamily();
    renderPicker();
    await chooseDayAndTime();
    fireEvent.click(await screen.findByRole('button', { name: '確認預約' }));
    expect(await screen.findByTestId('booking-confirmation')).toHaveTextContent('預約編號 B9001');
    expect(screen.queryByText('未能預約這個時段')).toBeNull();
    expect(api.requests('saveSchedule')).toHaveLength(1);
  });

  it('never offers the picker for a confirmed booking it cannot find', async () => {
    mockApi();
    renderPicker({ initial: { booked: 'B404' } });
    expect(await screen.findByTestId('booking-already-made')).toBeInTheDocument();
    expect(screen.queryByTestId('booking-picker')).toBeNull();
  });
});
