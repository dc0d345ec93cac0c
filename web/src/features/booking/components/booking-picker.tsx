import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
  Skeleton,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconLogin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  BOOKING_NOTE_MAX,
  type Booking,
  type ClinicSummary,
  type TimeSection,
  type WorkDate,
  href,
} from '@portal/shared';
import { ApiError } from '../../../lib/api-client';
import { setSessionState, useSession } from '../../../lib/session-store';
import { loginPath } from '../../../config/paths';
import { useSaveBooking } from '../api/mutations';
import { bookingQueries } from '../api/queries';
import {
  SECTION_LABEL,
  placesLeft,
  scheduleDateOf,
  sectionState,
  shortDate,
  weekdayName,
} from '../lib/schedule';
import { clearNoteDraft, readNoteDraft, saveNoteDraft } from '../lib/note-draft';
import { BookingConfirmation } from './booking-confirmation';
import classes from './booking-picker.module.css';

export interface BookingPickerDoctor {
  globaluserid: string;
  username: string;
  title?: string;
  photo?: string;
  /** The doctor's clinics (for coordinates and names); work dates name them too. */
  clinics?: readonly ClinicSummary[];
}

export interface BookingSelection {
  clinicId: string;
  date: string;
  time: string;
  note: string;
}

export interface BookingPickerProps {
  doctor: BookingPickerDoctor;
  /** The client's booking to move (personal centre); the new section replaces it. */
  reschedule?: Booking;
  /** A selection to restore (e.g. after logging in). */
  initial?: Partial<BookingSelection>;
  /** Called once the booking is saved. */
  onBooked?: (booking: Booking) => void;
  /** Called by the confirmation's close button. */
  onClose?: () => void;
}

/** Where the visitor returns after logging in: the doctor's page with the picker open. */
export function bookingReturnPath(doctorId: string, s: Partial<BookingSelection>): string {
  return href(
    'doctorDetail',
    { doctorId: doctorId },
    { booking: 1, clinic: s.clinicId, date: s.date, time: s.time },
  );
}

function uniqueClinics(dates: readonly WorkDate[]): { clinicid: string; clinicname: string }[] {
  const seen = new Map<string, string>();
  // Days that name no clinic (a portal API may not) offer no clinic choice.
  for (const d of dates) {
    if (d.clinicid && !seen.has(d.clinicid)) seen.set(d.clinicid, d.clinicname || d.clinicid);
  }
  return [...seen].map(([clinicid, clinicname]) => ({ clinicid, clinicname }));
}

/** `仁心中醫診所（中環）` -> `中環`: the branch is what tells a doctor's clinics apart. */
function shortClinicName(name: string): string {
  const branch = /（([^）]+)）$/.exec(name)?.[1];
  return branch ?? (name.length > 6 ? `${name.slice(0, 6)}…` : name);
}

function conflictMessage(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.code === 409) {
    const reason = error.message.replace(/[。.！!]+$/, '');
    const full = reason.includes('滿');
    // The portal's reason may already ask for another section: ask only once.
    const ask = /其他時段/.test(reason) ? '' : '請選擇其他時段。';
    return {
      title: full ? '這個時段剛剛滿了' : '未能預約這個時段',
      message: `${reason}。${ask}`,
    };
  }
  const message = error instanceof Error ? error.message : '預約未能完成，請稍後再試。';
  return { title: '預約未能完成', message };
}

/**
 * Picks a clinic, a work day and a time section of a doctor, takes a note and books it (or moves
 * `reschedule` there). Full and past sections cannot be chosen. A visitor who is not logged in is
 * sent to log in and brought back to the same doctor with the picker open.
 */
export function BookingPicker({
  doctor,
  reschedule,
  initial,
  onBooked,
  onClose,
}: BookingPickerProps) {
  const doctorId = doctor.globaluserid;
  const session = useSession();
  const navigate = useNavigate();
  const save = useSaveBooking();
  const [booked, setBooked] = useState<Booking | null>(null);

  const [clinicFilter, setClinicFilter] = useState(initial?.clinicId ?? reschedule?.clinicid ?? '');
  const [day, setDay] = useState<{ date: string; clinicid: string } | null>(
    initial?.date && initial.clinicId ? { date: initial.date, clinicid: initial.clinicId } : null,
  );
  const [time, setTime] = useState(initial?.time ?? '');
  const [note, setNote] = useState(
    () => initial?.note ?? reschedule?.note ?? readNoteDraft(doctorId),
  );

  const workDates = useQuery(bookingQueries.workDates(doctorId));
  const clinics = useMemo(() => uniqueClinics(workDates.data ?? []), [workDates.data]);
  const days = useMemo(
    () => (workDates.data ?? []).filter((d) => !clinicFilter || d.clinicid === clinicFilter),
    [workDates.data, clinicFilter],
  );
  const date = day?.date ?? '';
  const clinicId = day?.clinicid ?? '';
  const sections = useQuery(bookingQueries.sections(doctorId, date, clinicId));

  // Drop a restored or earlier choice that is no longer offered.
  useEffect(() => {
    if (!workDates.data) return;
    if (clinicFilter && !clinics.some((c) => c.clinicid === clinicFilter)) setClinicFilter('');
    if (day && !days.some((d) => d.date === day.date && d.clinicid === day.clinicid)) setDay(null);
  }, [workDates.data, clinics, clinicFilter, days, day]);
  useEffect(() => {
    if (!sections.data || !time) return;
    const chosen = sections.data.find((s) => s.starttime === time);
    if (!chosen || sectionState(chosen) !== 'open') setTime('');
  }, [sections.data, time]);

  const section = sections.data?.find((s) => s.starttime === time);
  const ready = Boolean(day && section && sectionState(section) === 'open');
  const weekday = days.find((d) => d.date === date)?.weekday ?? 0;

  if (booked) {
    const clinic = doctor.clinics?.find((c) => c.clinicid === booked.clinicid);
    return (
      <BookingConfirmation
        booking={booked}
        moved={Boolean(reschedule)}
        coordinates={clinic ? { lat: clinic.lat, lng: clinic.lng } : undefined}
        onClose={onClose}
      />
    );
  }

  const submit = () => {
    if (!section) return;
    if (!session.loggedIn) {
      setSessionState({
        bookingDoctor: {
          globaluserid: doctorId,
          username: doctor.username,
          title: doctor.title ?? '',
          photo: doctor.photo ?? '',
          clinicid: clinicId || undefined,
        },
      });
      saveNoteDraft(doctorId, note);
      navigate(loginPath(bookingReturnPath(doctorId, { clinicId, date, time })));
      return;
    }
    save.mutate(
      {
        doctorId,
        scheduleDate: scheduleDateOf(date, section.starttime),
        scheduleID: reschedule?.scheduleid ?? '',
        note: note.trim(),
      },
      {
        onSuccess: (answer) => {
          // What the client chose fills in whatever the saved record does not say.
          const chosenClinic = days.find((d) => d.date === date && d.clinicid === clinicId);
          const chosen: Partial<Booking> = {
            doctorid: doctorId,
            doctorname: doctor.username,
            scheduledate: date,
            starttime: section.starttime,
            endtime: section.endtime,
            ...(clinicId ? { clinicid: clinicId } : {}),
            ...(chosenClinic?.clinicname ? { clinicname: chosenClinic.clinicname } : {}),
            ...(note.trim() ? { note: note.trim() } : {}),
          };
          const booking = { ...chosen, ...(answer as Partial<Booking>) } as Booking;
          setSessionState({ bookingDoctor: null });
          clearNoteDraft();
          setBooked(booking);
          onBooked?.(booking);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 409) {
            setTime('');
            void sections.refetch();
          }
        },
      },
    );
  };

  if (workDates.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="載入應診日期">
        <Skeleton h={28} w="40%" />
        <Skeleton h={64} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (workDates.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle />} title="未能載入應診時間">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{workDates.error.message}</Text>
          <Button size="xs" variant="light" onClick={() => void workDates.refetch()}>
            重試
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (workDates.data.length === 0) {
    return (
      <Stack align="center" gap="xs" py="lg" data-testid="booking-empty">
        <IconCalendarOff size={40} stroke={1.4} aria-hidden />
        <Text fw={600}>未來一星期暫時沒有可預約的應診時間</Text>
        <Text size="sm" c="gray.7">
          請稍後再來看看，或致電診所查詢。
        </Text>
      </Stack>
    );
  }

  const failure = save.isError ? conflictMessage(save.error) : null;

  return (
    <Stack gap="md" data-testid="booking-picker">
      {reschedule && (
        <Text size="sm" c="gray.7">
          原預約：{shortDate(reschedule.scheduledate)} {reschedule.starttime}，
          {reschedule.clinicname}。選擇新的時段後確認即可改期。
        </Text>
      )}

      <div className={classes.step} hidden={clinics.length === 0}>
        <Text className={classes.stepTitle} id="booking-clinic">
          1. 選擇診所
        </Text>
        {clinics.length === 1 ? (
          <Text>{clinics[0]?.clinicname}</Text>
        ) : (
          <Chip.Group
            value={clinicFilter}
            onChange={(v) => {
              const next = String(v);
              setClinicFilter(next);
              if (day && next && day.clinicid !== next) {
                setDay(null);
                setTime('');
              }
            }}
          >
            <Group gap="xs" role="radiogroup" aria-labelledby="booking-clinic">
              <Chip value="" variant="outline">
                全部診所
              </Chip>
              {clinics.map((c) => (
                <Chip key={c.clinicid} value={c.clinicid} variant="outline">
                  {c.clinicname}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
      </div>

      <div className={classes.step}>
        <Text className={classes.stepTitle} id="booking-day">
          2. 選擇日期
        </Text>
        <div className={classes.days} role="group" aria-labelledby="booking-day">
          {days.map((d) => {
            const selected = d.date === date && d.clinicid === clinicId;
            return (
              <UnstyledButton
                key={`${d.date}-${d.clinicid}`}
                className={classes.day}
                data-selected={selected || undefined}
                aria-pressed={selected}
                disabled={!d.available}
                onClick={() => {
                  setDay({ date: d.date, clinicid: d.clinicid });
                  setTime('');
                }}
              >
                <span className={classes.dayWeek}>{weekdayName(d.weekday)}</span>
                <span className={classes.dayDate}>{shortDate(d.date)}</span>
                {!d.available ? (
                  <span className={classes.dayNote}>已滿</span>
                ) : clinics.length > 1 && !clinicFilter ? (
                  <span className={classes.dayNote}>{shortClinicName(d.clinicname)}</span>
                ) : null}
              </UnstyledButton>
            );
          })}
        </div>
      </div>

      {day && (
        <div className={classes.step}>
          <Text className={classes.stepTitle} id="booking-time">
            3. 選擇時段
          </Text>
          <SectionGrid
            query={sections}
            value={time}
            onChange={(t) => {
              save.reset();
              setTime(t);
            }}
          />
        </div>
      )}

      {ready && section && (
        <>
          <Textarea
            label="4. 備註（選填）"
            description="例如想看的問題、是否初診"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value.slice(0, BOOKING_NOTE_MAX))}
            maxLength={BOOKING_NOTE_MAX}
            autosize
            minRows={2}
            maxRows={5}
          />
          <div className={classes.summary} data-testid="booking-summary">
            <Text size="sm">
              {doctor.username}
              {doctor.title ? ` ${doctor.title}` : ''} · {section.clinicname}
            </Text>
            <Text fw={600}>
              {shortDate(date)}（{weekdayName(weekday)}）{section.starttime}–{section.endtime}
            </Text>
            <Text size="xs" c="gray.7">
              {section.clinicaddress}
            </Text>
          </div>
        </>
      )}

      <div className={classes.confirmBar}>
        {failure && (
          <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}

        <Button
          size="md"
          onClick={submit}
          disabled={!ready}
          loading={save.isPending}
          leftSection={!session.loggedIn ? <IconLogin size={18} /> : undefined}
        >
          {!session.loggedIn ? '登入後確認預約' : reschedule ? '確認改期' : '確認預約'}
        </Button>
        {!session.loggedIn && (
          <Text size="xs" c="gray.7" ta="center">
            登入後會回到這裏，你揀選的時段會保留。
          </Text>
        )}
      </div>
    </Stack>
  );
}

function SectionGrid({
  query,
  value,
  onChange,
}: {
  query: ReturnType<typeof useQuery<TimeSection[]>>;
  value: string;
  onChange: (time: string) => void;
}) {
  if (query.isPending) {
    return (
      <div className={classes.sections} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={48} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="未能載入時段">
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          重試
        </Button>
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        這一天沒有可預約的時段，請選擇其他日期。
      </Text>
    );
  }
  return (
    <div className={classes.sections} role="group" aria-labelledby="booking-time">
      {query.data.map((s) => {
        const state = sectionState(s);
        const left = placesLeft(s);
        const note =
          state !== 'open' ? SECTION_LABEL[state] : left === null ? '可預約' : `尚餘 ${left} 位`;
        const selected = s.starttime === value;
        return (
          <Button
            key={s.sectionid}
            className={classes.section}
            variant={selected ? 'filled' : 'default'}
            disabled={state !== 'open'}
            aria-pressed={selected}
            aria-label={`${s.starttime} 至 ${s.endtime}，${note}`}
            data-state={state}
            onClick={() => onChange(s.starttime)}
          >
            <span className={classes.sectionInner}>
              <span>
                {s.starttime}–{s.endtime}
              </span>
              <span className={classes.sectionNote}>{note}</span>
            </span>
          </Button>
        );
      })}
    </div>
  );
}
