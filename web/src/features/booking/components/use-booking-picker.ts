import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  formatPatientNote,
  hkInstant,
  href,
  insideChangeCutoff,
  parsePatientNote,
  typedNoteRoom,
  weekdayOf,
  FAMILY_PATH,
  type Booking,
  type FamilyList,
  type NotePatient,
  type WorkDate,
} from '@portal/shared';
import { ApiError, OFFLINE_CODE, request } from '../../../lib/http/api-client';
import { setSessionState, useSession } from '../../../lib/session/current-session';
import { loginPath } from '../../../config/paths';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { useSaveBooking } from '../api/mutations';
import { bookingQueries } from '../api/queries';
import { offeredDays, scheduleDateOf, sectionState, timedSections } from '../lib/schedule';
import { clearNoteDraft, readNoteDraft, saveNoteDraft } from '../lib/note-draft';
import { clashingBooking, heldBooking } from '../lib/clash';
import { readLastBooking, rememberBooking, type LastBooking } from '../lib/last-booking';
import type { BookingPickerProps, BookingSelection } from './booking-picker-props';

/** Where the visitor returns after logging in: the doctor's page with the picker open. */
function bookingReturnPath(doctorId: string, s: Partial<BookingSelection>): string {
  return href(
    'doctorDetail',
    { doctorId },
    { booking: 1, clinic: s.clinicId, date: s.date, time: s.time },
  );
}

export interface ClinicChoice {
  clinicid: string;
  clinicname: string;
}

function uniqueClinics(dates: readonly WorkDate[]): ClinicChoice[] {
  const seen = new Map<string, string>();
  // Days that name no clinic (a portal API may not) offer no clinic choice.
  for (const d of dates) {
    if (d.clinicid && !seen.has(d.clinicid)) seen.set(d.clinicid, d.clinicname || d.clinicid);
  }
  return [...seen].map(([clinicid, clinicname]) => ({ clinicid, clinicname }));
}

/** The title and text of the notice shown when saving the booking failed. */
function conflictMessage(error: unknown, o: MessageOptions): { title: string; message: string } {
  if (error instanceof ApiError && error.code === OFFLINE_CODE) {
    return { title: m.booking_offline_title({}, o), message: m.booking_not_sent({}, o) };
  }
  if (error instanceof ApiError && error.code === 409) {
    const reason = error.message.replace(/[。.！!]+$/, '');
    // The portal's reason (its own Chinese text, read, not shown by us) says whether the section
    // is full, and may already ask for another section: ask only once.
    const full = /滿/.test(reason);
    const ask = /其他時段/.test(reason) ? '' : m.booking_choose_other({}, o);
    return {
      title: full ? m.booking_just_full({}, o) : m.booking_section_refused({}, o),
      message: m.booking_refused({ reason, ask }, o),
    };
  }
  const message = error instanceof Error ? error.message : m.booking_failed_retry({}, o);
  return { title: m.booking_failed({}, o), message };
}

/**
 * The booking picker's state: the doctor's work days and the chosen day's sections, the choice
 * of clinic, day, section and note, and the booking itself (or, for a visitor, the hand-off to
 * the login page that brings them back to the same choice).
 */
export function useBookingPicker({
  doctor,
  reschedule,
  initial,
  onBooked,
  onSelect,
}: Pick<BookingPickerProps, 'doctor' | 'reschedule' | 'initial' | 'onBooked' | 'onSelect'>) {
  const doctorId = doctor.globaluserid;
  const o = useMessageOptions();
  const session = useSession();
  const navigate = useNavigate();
  const save = useSaveBooking();
  // A booking made here, or the one the address names (a reload of the confirmation).
  const [done, setDone] = useState<LastBooking | null>(() =>
    initial?.booked ? readLastBooking(initial.booked) : null,
  );
  // The booking this picker moves: the one to reschedule, or the earlier booking of the same day
  // the client chose to change instead of keeping both.
  const [moving, setMoving] = useState<Booking | undefined>(reschedule);

  const [clinicFilter, setClinicFilter] = useState(initial?.clinicId ?? reschedule?.clinicid ?? '');
  const [day, setDay] = useState<{ date: string; clinicid: string } | null>(
    initial?.date && initial.clinicId ? { date: initial.date, clinicid: initial.clinicId } : null,
  );
  const [time, setTime] = useState(initial?.time ?? '');
  // A booking for a family member carries them on its note's first line (shared/family): the
  // picker keeps who it is for apart from what the client types.
  const [startNote] = useState(() =>
    parsePatientNote(
      initial?.note ?? reschedule?.note ?? readNoteDraft(doctorId, session.clientId),
    ),
  );
  const [note, setNote] = useState(startNote.note);
  const [patient, setPatient] = useState<NotePatient | null>(startNote.patient);
  // The account's family members (lib/family-members keeps the same query, read here by its key
  // so the booking chunk and the personal centre's share no extra chunk).
  const family = useQuery({
    queryKey: ['private', 'family'],
    queryFn: () => request<FamilyList>(FAMILY_PATH),
    enabled: session.loggedIn,
    staleTime: 60_000,
  });
  const members = family.data?.items ?? [];
  const patientMember = patient
    ? members.find((m) => m.name === patient.name && m.birthDate === patient.birthDate)
    : undefined;
  /** `self`, a member's id, or `note` for a patient the note names who is no longer a member. */
  const patientKey = !patient ? 'self' : (patientMember?.id ?? 'note');
  const noteMax = typedNoteRoom(patient);

  const workDates = useQuery(bookingQueries.workDates(doctorId));
  // The client's bookings, to find one a new booking would double (and a confirmation to reload).
  const mine = useQuery({ ...bookingQueries.mine(), enabled: session.loggedIn });
  const confirmedId = initial?.booked;
  const listed = (id: string | undefined) =>
    id ? mine.data?.list.find((b) => b.scheduleid === id) : undefined;
  const reloaded = !done ? listed(confirmedId) : undefined;
  // The tab keeps no note (see last-booking.ts): a reloaded confirmation takes it from the list.
  const keptNote = done && !done.booking.note ? listed(done.booking.scheduleid)?.note : undefined;
  const clinics = useMemo(() => uniqueClinics(workDates.data ?? []), [workDates.data]);
  const days = useMemo(
    () =>
      offeredDays(workDates.data ?? []).filter((d) => !clinicFilter || d.clinicid === clinicFilter),
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
  // The client already holds this very section (e.g. its address again, from a card's time or
  // Back): it is shown as theirs, not offered again, even once it is full.
  const finished = done !== null;
  const held =
    time && date && !moving && !finished
      ? heldBooking(mine.data?.list ?? [], { doctorId, date, starttime: time })
      : undefined;
  useEffect(() => {
    if (!sections.data || !time || held) return;
    const chosen = sections.data.find((s) => s.starttime === time);
    if (!chosen || sectionState(chosen) !== 'open') setTime('');
  }, [sections.data, time, held]);

  // The page hears of every change of choice (and of a restored one dropped as no longer offered).
  const selectedClinic = clinicId || clinicFilter;
  // Once booked the page's address names the booking instead: nothing more to report. The ref is
  // set the moment the booking succeeds: an effect of a render from just before (the booked
  // section refetched as taken, its time dropped) may still run after that, and must not put the
  // section back in the address over the booking's id.
  const bookedNow = useRef(false);
  useEffect(() => {
    if (!finished && !bookedNow.current) onSelect?.({ clinicId: selectedClinic, date, time });
  }, [onSelect, selectedClinic, date, time, finished]);

  const section = timedSections(sections.data ?? []).find((s) => s.starttime === time);
  const ready = Boolean(day && section && sectionState(section) === 'open' && !held);
  const clash =
    ready && section && !moving
      ? clashingBooking(mine.data?.list ?? [], {
          doctorId,
          date,
          starttime: section.starttime,
          endtime: section.endtime,
        })
      : undefined;
  // The earlier booking can be changed online only outside the cancellation cutoff.
  const clashMovable = clash
    ? !insideChangeCutoff(
        hkInstant(clash.scheduledate ?? '', clash.starttime ?? '00:00') ?? Number.NaN,
        Date.now(),
      )
    : false;
  // Until the client's own bookings are read, a double booking cannot be ruled out.
  const checking = session.loggedIn && !moving && mine.isPending && mine.fetchStatus === 'fetching';
  const weekday = days.find((d) => d.date === date)?.weekday ?? weekdayOf(date);

  /** Shows only the days of `next` (all clinics when empty), dropping a day of another clinic. */
  const chooseClinic = (next: string) => {
    setClinicFilter(next);
    if (day && next && day.clinicid !== next) {
      setDay(null);
      setTime('');
    }
  };
  const chooseDay = (d: { date: string; clinicid: string }) => {
    setDay({ date: d.date, clinicid: d.clinicid });
    setTime('');
  };
  const chooseTime = (t: string) => {
    save.reset();
    setTime(t);
  };
  const changeNote = (value: string) => setNote(value.slice(0, noteMax));
  /** Books for the client (`self`) or the family member with id `key`. */
  const choosePatient = (key: string) => {
    if (key === 'note') return;
    const m = members.find((x) => x.id === key);
    const next = m ? { name: m.name, relation: m.relation, birthDate: m.birthDate } : null;
    setPatient(next);
    setNote((n) => n.slice(0, typedNoteRoom(next)));
  };
  /** Shows the confirmation of the booking the client already holds for the chosen section. */
  const showHeld = () => {
    if (!held) return;
    bookedNow.current = true;
    setDone({ booking: held, moved: false });
    onBooked?.(held);
  };

  // One request at a time: a second tap while the first is on its way is not a second booking.
  // (The button's own busy state comes a render later than a quick second tap.)
  const sending = useRef(false);

  /**
   * Books the chosen section. A booking that would double one of the client's is made only once
   * the client has chosen: `keepBoth`, or `move` (that earlier booking goes to this section).
   */
  const submit = (choice: { keepBoth?: boolean; move?: Booking } = {}) => {
    if (!section) return;
    if (session.loggedIn && clash && !choice.keepBoth && !choice.move) return;
    const moved = choice.move ?? moving;
    if (choice.move) setMoving(choice.move);
    if (session.loggedIn && (held || sending.current)) return;
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
    sending.current = true;
    const fullNote = formatPatientNote(patient, note.trim());
    save.mutate(
      {
        doctorId,
        scheduleDate: scheduleDateOf(date, section.starttime),
        scheduleID: moved?.scheduleid ?? '',
        note: fullNote,
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
            ...(fullNote ? { note: fullNote } : {}),
          };
          const booking: Booking = { ...chosen, ...answer };
          setSessionState({ bookingDoctor: null });
          clearNoteDraft();
          rememberBooking(booking, Boolean(moved));
          bookedNow.current = true;
          setDone({ booking, moved: Boolean(moved) });
          onBooked?.(booking);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 409) {
            setTime('');
            void sections.refetch();
          }
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return {
    loggedIn: session.loggedIn,
    /** The booking being moved: its day and section are marked as the current ones. */
    original: moving
      ? {
          date: moving.scheduledate ?? '',
          time: moving.starttime ?? '',
          clinicid: moving.clinicid ?? '',
        }
      : null,
    moving,
    /** The booking made (or moved) here, or the confirmed one the address names. */
    booked:
      (done && keptNote ? { ...done.booking, note: keptNote } : done?.booking) ?? reloaded ?? null,
    bookedMoved: done?.moved ?? false,
    /** The address names a confirmed booking not (yet) found: the picker must not show. */
    confirming: Boolean(confirmedId) && !done && !reloaded,
    /** Whether the confirmed booking is still being looked for. */
    confirmLookup: Boolean(confirmedId) && !done && mine.isPending && session.loggedIn,
    clash,
    clashMovable,
    /** The client's booking of exactly the chosen section, and the way to its confirmation. */
    held,
    showHeld,
    checking,
    workDates,
    sections,
    clinics,
    clinicFilter,
    days,
    date,
    clinicId,
    time,
    note,
    /** The most characters the typed note may have (the patient's line counts too). */
    noteMax,
    /** The account's family members (none when not logged in). */
    members,
    /** Who the booking is for, as written on the note's first line (null: the client). */
    patient,
    patientKey,
    choosePatient,
    section,
    ready,
    weekday,
    saving: save.isPending,
    failure: save.isError ? conflictMessage(save.error, o) : null,
    chooseClinic,
    chooseDay,
    chooseTime,
    changeNote,
    submit,
  };
}

export type BookingPickerState = ReturnType<typeof useBookingPicker>;
