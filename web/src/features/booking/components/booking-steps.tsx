import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLogin, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { BOOKING_CHANGE_CUTOFF_HOURS, href, weekdayOf, type Booking } from '@portal/shared';
import { Link } from 'react-router';
import {
  placesLeft,
  sectionLabel,
  sectionState,
  shortDate,
  timedSections,
  weekdayName,
} from '../lib/schedule';
import type { BookingPickerDoctor } from './booking-picker-props';
import type { BookingPickerState } from './use-booking-picker';
import classes from './booking-picker.module.css';
import { errorMessage } from '../../../lib/query/query-client';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** `仁心中醫診所（中環）` -> `中環`: the branch is what tells a doctor's clinics apart. */
function shortClinicName(name: string | undefined): string {
  if (!name) return '';
  const branch = /（([^）]+)）$/.exec(name)?.[1];
  return branch ?? (name.length > 6 ? `${name.slice(0, 6)}…` : name);
}

/** `09:00–09:30`, or the start alone when the section does not say when it ends. */
function hoursOf(section: { starttime: string; endtime?: string }): string {
  return section.endtime ? `${section.starttime}–${section.endtime}` : section.starttime;
}

interface StepProps {
  /** The step's number as the visitor sees it (steps with nothing to choose are not counted). */
  n: number;
  picker: BookingPickerState;
}

/** Where the doctor sees patients this week: the only clinic, said plainly (nothing to choose). */
export function ClinicNote({ picker }: { picker: BookingPickerState }) {
  const o = useMessageOptions();
  return (
    <Text size="sm">
      {m.booking_clinic_note({ clinic: picker.clinics[0]?.clinicname ?? '' }, o)}
    </Text>
  );
}

/** The choice between the doctor's clinics (all of them by default). */
export function ClinicStep({ n, picker }: StepProps) {
  const o = useMessageOptions();
  return (
    <div className={classes.step}>
      <Text className={classes.stepTitle} id="booking-clinic">
        {m.booking_step_clinic({ n }, o)}
      </Text>
      <Chip.Group value={picker.clinicFilter} onChange={(v) => picker.chooseClinic(String(v))}>
        <Group gap="xs" role="radiogroup" aria-labelledby="booking-clinic">
          <Chip value="" variant="outline">
            {m.booking_all_clinics({}, o)}
          </Chip>
          {picker.clinics.map((c) => (
            <Chip key={c.clinicid} value={c.clinicid} variant="outline">
              {c.clinicname}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </div>
  );
}

/** The key that moves focus along the date strip, and where to: -1 back, +1 on, or an end. */
const STRIP_KEYS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  ArrowRight: 'next',
  ArrowDown: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * The doctor's work days this week; a full day is shown but cannot be chosen. The strip is one
 * tab stop (the chosen day, else the first open one) and the arrow keys, Home and End move along
 * it, so a keyboard user reaches the sections and 確認預約 without tabbing through every date.
 * The chosen day is kept in view when the strip scrolls sideways.
 */
export function DayStep({ n, picker }: StepProps) {
  const o = useMessageOptions();
  const { clinics, clinicFilter, days, date, clinicId, original } = picker;
  const strip = useRef<HTMLDivElement>(null);
  const keyOf = (d: { date: string; clinicid: string }) => `${d.date}|${d.clinicid}`;
  const chosenKey = date ? keyOf({ date, clinicid: clinicId }) : '';
  const firstOpen = days.find((d) => d.available);
  const [focusKey, setFocusKey] = useState('');
  const stopKey =
    [focusKey, chosenKey].find((k) => days.some((d) => d.available && keyOf(d) === k)) ??
    (firstOpen ? keyOf(firstOpen) : '');

  useEffect(() => {
    if (!chosenKey) return;
    const chosen = strip.current?.querySelector<HTMLElement>('[data-selected]');
    chosen?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [chosenKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = STRIP_KEYS[event.key];
    if (!move || !strip.current) return;
    const buttons = [...strip.current.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to =
      move === 'first'
        ? 0
        : move === 'last'
          ? buttons.length - 1
          : Math.min(buttons.length - 1, Math.max(0, at + (move === 'next' ? 1 : -1)));
    const target = buttons[to];
    if (!target) return;
    event.preventDefault();
    setFocusKey(target.dataset.key ?? '');
    target.focus();
  };

  return (
    <div className={classes.step}>
      <Text className={classes.stepTitle} id="booking-day">
        {m.booking_step_day({ n }, o)}
      </Text>
      <div
        ref={strip}
        className={classes.days}
        role="group"
        aria-labelledby="booking-day"
        onKeyDown={onKeyDown}
      >
        {days.map((d) => {
          const key = keyOf(d);
          const selected = key === chosenKey;
          const isOriginal =
            original?.date === d.date && (!original.clinicid || original.clinicid === d.clinicid);
          return (
            <UnstyledButton
              key={key}
              data-key={key}
              className={classes.day}
              data-selected={selected || undefined}
              data-original={isOriginal || undefined}
              aria-pressed={selected}
              disabled={!d.available}
              tabIndex={key === stopKey ? 0 : -1}
              onFocus={() => setFocusKey(key)}
              onClick={() => {
                setFocusKey(key);
                picker.chooseDay(d);
              }}
            >
              <span className={classes.dayWeek}>
                {weekdayName(d.weekday ?? weekdayOf(d.date), o)}
              </span>
              <span className={classes.dayDate}>{shortDate(d.date, o)}</span>
              {!d.available ? (
                <span className={classes.dayNote}>{m.booking_section_full({}, o)}</span>
              ) : isOriginal ? (
                <span className={classes.dayNote}>{m.booking_day_original({}, o)}</span>
              ) : clinics.length > 1 && !clinicFilter ? (
                <span className={classes.dayNote}>{shortClinicName(d.clinicname)}</span>
              ) : null}
            </UnstyledButton>
          );
        })}
      </div>
    </div>
  );
}

/** The chosen day's sections; past and full ones are shown with why they cannot be chosen. */
export function TimeStep({ n, picker }: StepProps) {
  const o = useMessageOptions();
  const { sections: query, time, original, date, clinicId } = picker;
  const originalDay =
    original?.date === date && (!original.clinicid || original.clinicid === clinicId);
  return (
    <div className={classes.step}>
      <Text className={classes.stepTitle} id="booking-time">
        {m.booking_step_time({ n }, o)}
      </Text>
      {query.isPending && query.fetchStatus === 'paused' ? (
        // Offline: the day's times cannot be read; they load by themselves once connected.
        // In the text's own colour (orange type on white is under 4.5:1), marked by the icon.
        <Text size="sm" role="status" data-testid="sections-offline">
          <IconWifiOff size={16} color="var(--mantine-color-orange-7)" aria-hidden />{' '}
          {m.booking_offline_sections({}, o)}
        </Text>
      ) : query.isPending ? (
        <div className={classes.sections} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={48} />
          ))}
        </div>
      ) : query.isError ? (
        <Alert color="red" title={m.booking_sections_failed({}, o)}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {m.booking_retry({}, o)}
            </Button>
          </Stack>
        </Alert>
      ) : timedSections(query.data).length === 0 ? (
        <Text size="sm" c="gray.7">
          {m.booking_no_sections({}, o)}
        </Text>
      ) : (
        <div className={classes.sections} role="group" aria-labelledby="booking-time">
          {timedSections(query.data).map((s) => {
            const state = sectionState(s);
            const left = placesLeft(s);
            // The booking being moved holds this section: say so rather than "full".
            const isOriginal = originalDay && original?.time === s.starttime;
            const note = isOriginal
              ? m.booking_section_original({}, o)
              : state !== 'open'
                ? sectionLabel(state, o)
                : left === null
                  ? m.booking_section_open({}, o)
                  : m.booking_places_left({ count: left }, o);
            const selected = s.starttime === time;
            const range = s.endtime
              ? m.booking_section_range({ start: s.starttime, end: s.endtime }, o)
              : s.starttime;
            return (
              <Button
                key={s.sectionid ?? s.starttime}
                className={classes.section}
                variant={selected ? 'filled' : 'default'}
                disabled={state !== 'open'}
                aria-pressed={selected}
                aria-label={m.booking_section_label({ time: range, note }, o)}
                data-state={state}
                data-original={isOriginal || undefined}
                onClick={() => picker.chooseTime(s.starttime)}
              >
                <span className={classes.sectionInner}>
                  {/* Worded as its accessible name is, so speech users can say what they see. */}
                  <span>{range}</span>
                  <span className={classes.sectionNote}>{note}</span>
                </span>
              </Button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** The optional note, then what is about to be booked. */
export function NoteStep({ n, picker, doctor }: StepProps & { doctor: BookingPickerDoctor }) {
  const o = useMessageOptions();
  const { section, date, weekday } = picker;
  if (!section) return null;
  return (
    <>
      {picker.loggedIn && picker.members.length > 0 ? (
        <NativeSelect
          label={m.booking_patient_label({}, o)}
          data-testid="booking-patient-select"
          value={picker.patientKey}
          onChange={(e) => picker.choosePatient(e.currentTarget.value)}
          data={[
            { value: 'self', label: m.booking_patient_self({}, o) },
            ...picker.members.map((p) => ({
              value: p.id,
              label: m.booking_patient_option({ name: p.name, relation: p.relation }, o),
            })),
            ...(picker.patientKey === 'note' && picker.patient
              ? [
                  {
                    value: 'note',
                    label: m.booking_patient_option(
                      { name: picker.patient.name, relation: picker.patient.relation },
                      o,
                    ),
                  },
                ]
              : []),
          ]}
          description={
            <>
              {m.booking_patient_hint({}, o)}
              <Anchor component={Link} to={href('family')} size="xs">
                {m.booking_add_family({}, o)}
              </Anchor>
            </>
          }
        />
      ) : null}
      <Textarea
        label={m.booking_note_label({ n }, o)}
        description={m.booking_note_hint({ typed: picker.note.length, max: picker.noteMax }, o)}
        value={picker.note}
        onChange={(e) => picker.changeNote(e.currentTarget.value)}
        maxLength={picker.noteMax}
        autosize
        minRows={2}
        maxRows={5}
      />
      <div className={classes.summary} data-testid="booking-summary">
        <Text size="sm">
          {doctor.username}
          {doctor.title ? ` ${doctor.title}` : ''}
          {section.clinicname ? ` · ${section.clinicname}` : ''}
        </Text>
        <Text fw={600}>
          {m.booking_when(
            {
              date: shortDate(date, o),
              weekday: weekdayName(weekday, o),
              hours: hoursOf(section),
            },
            o,
          )}
        </Text>
        {section.clinicaddress ? (
          <Text size="xs" c="gray.7">
            {section.clinicaddress}
          </Text>
        ) : null}
      </div>
    </>
  );
}

/** `12月3日 11:00 李志明 醫師（仁心中醫診所）`: the earlier booking as the clash notice names it. */
function bookingLine(b: Booking, o: MessageOptions): string {
  const when = [b.scheduledate ? shortDate(b.scheduledate, o) : '', b.starttime ?? '']
    .filter(Boolean)
    .join(' ');
  const who = b.doctorname ? ` ${m.booking_doctor_name({ name: b.doctorname }, o)}` : '';
  return `${when}${who}${b.clinicname ? m.booking_at_clinic({ clinic: b.clinicname }, o) : ''}`;
}

/**
 * The confirm button (for a visitor: log in first), with the reason a booking failed. When the
 * section would double one of the client's bookings (same doctor that day, or an overlapping
 * time), the one button becomes a choice: keep both, or move the earlier booking here.
 */
export function ConfirmBar({ picker }: { picker: BookingPickerState }) {
  const o = useMessageOptions();
  const { failure, loggedIn, clash } = picker;
  const notice = useRef<HTMLDivElement>(null);
  const clashId = clash?.scheduleid;
  useEffect(() => {
    // The choice appears below the times: bring it into view (it is announced as an alert).
    if (clashId) notice.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [clashId]);
  return (
    <div className={classes.confirmBar}>
      {failure && (
        <Alert color="red" icon={<IconAlertCircle />} title={failure.title} role="alert">
          {failure.message}
        </Alert>
      )}
      {loggedIn && picker.held ? (
        <Alert
          color="jade"
          icon={<IconCircleCheck />}
          title={
            <Text span inherit c="gray.9">
              {m.booking_held_title({}, o)}
            </Text>
          }
          role="status"
          data-testid="booking-held"
        >
          <Text size="sm" mb="sm">
            {m.booking_held_text(
              { booking: bookingLine(picker.held, o), id: picker.held.scheduleid ?? '' },
              o,
            )}
          </Text>
          <Button onClick={picker.showHeld} variant="light">
            {m.booking_view_confirmation({}, o)}
          </Button>
        </Alert>
      ) : loggedIn && clash ? (
        <Alert
          ref={notice}
          color="orange"
          icon={<IconAlertCircle />}
          title={
            // The light orange title on orange is too faint to read: the text colour instead.
            <Text span inherit c="gray.9">
              {m.booking_clash_title({}, o)}
            </Text>
          }
          role="alert"
          data-testid="booking-clash"
        >
          <Text size="sm" mb="sm">
            {m.booking_clash_text({ booking: bookingLine(clash, o) }, o)}
          </Text>
          {!picker.clashMovable ? (
            <Text size="sm" mb="sm">
              {clash.clinictel
                ? m.booking_clash_locked_tel(
                    { hours: BOOKING_CHANGE_CUTOFF_HOURS, tel: clash.clinictel },
                    o,
                  )
                : m.booking_clash_locked({ hours: BOOKING_CHANGE_CUTOFF_HOURS }, o)}
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              onClick={() => picker.submit({ keepBoth: true })}
              loading={picker.saving}
              variant="filled"
            >
              {m.booking_keep_both({}, o)}
            </Button>
            {picker.clashMovable ? (
              <Button
                onClick={() => picker.submit({ move: clash })}
                disabled={picker.saving}
                variant="default"
              >
                {m.booking_move_here({}, o)}
              </Button>
            ) : null}
          </Group>
        </Alert>
      ) : (
        <Button
          size="md"
          onClick={() => picker.submit()}
          disabled={!picker.ready || picker.checking}
          loading={picker.saving || picker.checking}
          leftSection={!loggedIn ? <IconLogin size={18} /> : undefined}
        >
          {!loggedIn
            ? m.booking_login_to_confirm({}, o)
            : picker.moving
              ? m.booking_confirm_reschedule({}, o)
              : m.booking_confirm({}, o)}
        </Button>
      )}
      {!loggedIn && (
        <Text size="xs" c="gray.7" ta="center">
          {m.booking_login_hint({}, o)}
        </Text>
      )}
    </div>
  );
}
