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
  SECTION_LABEL,
  placesLeft,
  sectionState,
  shortDate,
  timedSections,
  weekdayName,
} from '../lib/schedule';
import type { BookingPickerDoctor } from './booking-picker-props';
import type { BookingPickerState } from './use-booking-picker';
import classes from './booking-picker.module.css';
import { errorMessage } from '../../../lib/query/query-client';

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
  return <Text size="sm">應診診所：{picker.clinics[0]?.clinicname}</Text>;
}

/** The choice between the doctor's clinics (all of them by default). */
export function ClinicStep({ n, picker }: StepProps) {
  return (
    <div className={classes.step}>
      <Text className={classes.stepTitle} id="booking-clinic">
        {n}. 選擇診所
      </Text>
      <Chip.Group value={picker.clinicFilter} onChange={(v) => picker.chooseClinic(String(v))}>
        <Group gap="xs" role="radiogroup" aria-labelledby="booking-clinic">
          <Chip value="" variant="outline">
            全部診所
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
        {n}. 選擇日期
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
              <span className={classes.dayWeek}>{weekdayName(d.weekday ?? weekdayOf(d.date))}</span>
              <span className={classes.dayDate}>{shortDate(d.date)}</span>
              {!d.available ? (
                <span className={classes.dayNote}>已滿</span>
              ) : isOriginal ? (
                <span className={classes.dayNote}>原預約</span>
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
  const { sections: query, time, original, date, clinicId } = picker;
  const originalDay =
    original?.date === date && (!original.clinicid || original.clinicid === clinicId);
  return (
    <div className={classes.step}>
      <Text className={classes.stepTitle} id="booking-time">
        {n}. 選擇時段
      </Text>
      {query.isPending && query.fetchStatus === 'paused' ? (
        // Offline: the day's times cannot be read; they load by themselves once connected.
        // In the text's own colour (orange type on white is under 4.5:1), marked by the icon.
        <Text size="sm" role="status" data-testid="sections-offline">
          <IconWifiOff size={16} color="var(--mantine-color-orange-7)" aria-hidden />{' '}
          你現在離線。恢復連線後，時段會自動載入。
        </Text>
      ) : query.isPending ? (
        <div className={classes.sections} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={48} />
          ))}
        </div>
      ) : query.isError ? (
        <Alert color="red" title="未能載入時段">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              重試
            </Button>
          </Stack>
        </Alert>
      ) : timedSections(query.data).length === 0 ? (
        <Text size="sm" c="gray.7">
          這一天沒有可預約的時段，請選擇其他日期。
        </Text>
      ) : (
        <div className={classes.sections} role="group" aria-labelledby="booking-time">
          {timedSections(query.data).map((s) => {
            const state = sectionState(s);
            const left = placesLeft(s);
            // The booking being moved holds this section: say so rather than "full".
            const isOriginal = originalDay && original?.time === s.starttime;
            const note = isOriginal
              ? '原預約時段'
              : state !== 'open'
                ? SECTION_LABEL[state]
                : left === null
                  ? '可預約'
                  : `尚餘 ${left} 位`;
            const selected = s.starttime === time;
            return (
              <Button
                key={s.sectionid ?? s.starttime}
                className={classes.section}
                variant={selected ? 'filled' : 'default'}
                disabled={state !== 'open'}
                aria-pressed={selected}
                aria-label={`${s.endtime ? `${s.starttime} 至 ${s.endtime}` : s.starttime}，${note}`}
                data-state={state}
                data-original={isOriginal || undefined}
                onClick={() => picker.chooseTime(s.starttime)}
              >
                <span className={classes.sectionInner}>
                  {/* Worded as its accessible name is, so speech users can say what they see. */}
                  <span>{s.endtime ? `${s.starttime} 至 ${s.endtime}` : s.starttime}</span>
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
  const { section, date, weekday } = picker;
  if (!section) return null;
  return (
    <>
      {picker.loggedIn && picker.members.length > 0 ? (
        <NativeSelect
          label="為誰預約"
          data-testid="booking-patient-select"
          value={picker.patientKey}
          onChange={(e) => picker.choosePatient(e.currentTarget.value)}
          data={[
            { value: 'self', label: '本人' },
            ...picker.members.map((m) => ({ value: m.id, label: `${m.name}（${m.relation}）` })),
            ...(picker.patientKey === 'note' && picker.patient
              ? [{ value: 'note', label: `${picker.patient.name}（${picker.patient.relation}）` }]
              : []),
          ]}
          description={
            <>
              診所會在備註看到就診人的姓名、關係和出生日期。
              <Anchor component={Link} to={href('family')} size="xs">
                新增家庭成員
              </Anchor>
            </>
          }
        />
      ) : null}
      <Textarea
        label={`${n}. 備註（選填）`}
        description={`例如想看的問題、是否初診（已輸入 ${picker.note.length}/${picker.noteMax} 字）`}
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
          {shortDate(date)}（{weekdayName(weekday)}）{hoursOf(section)}
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
function bookingLine(b: Booking): string {
  const when = [b.scheduledate ? shortDate(b.scheduledate) : '', b.starttime ?? '']
    .filter(Boolean)
    .join(' ');
  const who = b.doctorname ? ` ${b.doctorname} 醫師` : '';
  return `${when}${who}${b.clinicname ? `（${b.clinicname}）` : ''}`;
}

/**
 * The confirm button (for a visitor: log in first), with the reason a booking failed. When the
 * section would double one of the client's bookings (same doctor that day, or an overlapping
 * time), the one button becomes a choice: keep both, or move the earlier booking here.
 */
export function ConfirmBar({ picker }: { picker: BookingPickerState }) {
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
              你已預約這個時段
            </Text>
          }
          role="status"
          data-testid="booking-held"
        >
          <Text size="sm" mb="sm">
            {bookingLine(picker.held)}，預約編號 {picker.held.scheduleid}。不用再預約一次。
          </Text>
          <Button onClick={picker.showHeld} variant="light">
            查看預約確認
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
              你這天已有預約
            </Text>
          }
          role="alert"
          data-testid="booking-clash"
        >
          <Text size="sm" mb="sm">
            你已預約 {bookingLine(clash)}。要保留兩個預約，還是把原有預約改到這個時段？
          </Text>
          {!picker.clashMovable ? (
            <Text size="sm" mb="sm">
              原有預約在應診前 {BOOKING_CHANGE_CUTOFF_HOURS} 小時內，不能在網上改期
              {clash.clinictel ? `，如需更改請致電診所 ${clash.clinictel}` : '，如需更改請致電診所'}
              。
            </Text>
          ) : null}
          <Group gap="xs">
            <Button
              onClick={() => picker.submit({ keepBoth: true })}
              loading={picker.saving}
              variant="filled"
            >
              保留兩個預約
            </Button>
            {picker.clashMovable ? (
              <Button
                onClick={() => picker.submit({ move: clash })}
                disabled={picker.saving}
                variant="default"
              >
                把原有預約改到這個時段
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
          {!loggedIn ? '登入後確認預約' : picker.moving ? '確認改期' : '確認預約'}
        </Button>
      )}
      {!loggedIn && (
        <Text size="xs" c="gray.7" ta="center">
          登入後會回到這裏，你揀選的時段會保留。
        </Text>
      )}
    </div>
  );
}
