import { Button, Group, Skeleton, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  nextSlotLabel,
  type DoctorAvailability,
  type NextSlot as Slot,
  href,
} from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './next-slot.module.css';

export interface NextSlotProps {
  doctorId: string;
  availability: DoctorAvailability | undefined;
  /** The answer is on its way: keep the line's room. */
  loading?: boolean;
  /** Narrow tiles (home): the label on two centred lines. */
  compact?: boolean;
  /**
   * In the order by distance: how far a clinic is (`約 1.2 公里`), by clinic id. The times are
   * then grouped under their clinic's name and distance.
   */
  clinicDistance?: (clinicid: string) => string | undefined;
}

/** The booking picker of the doctor, opened on `slot`. */
function slotPath(doctorId: string, slot: Slot): string {
  return href(
    'doctorDetail',
    { doctorId },
    { booking: 1, clinic: slot.clinicid || undefined, date: slot.date, time: slot.starttime },
  );
}

/**
 * A doctor card's 最快可約 line: the earliest free section, linking to the booking picker opened
 * on it; 近兩星期已約滿 when nothing is free in the next 14 days; nothing at all when the
 * schedule could not be read (the card's own 預約 button still works).
 */
export function NextSlot({
  doctorId,
  availability,
  loading,
  compact,
  clinicDistance,
}: NextSlotProps) {
  const o = useMessageOptions();
  if (!availability) {
    return loading ? <Skeleton className={classes.placeholder} aria-hidden /> : null;
  }
  if (availability.status === 'full') {
    return (
      <Text className={classes.full} data-compact={compact || undefined} data-testid="next-slot">
        <IconCalendarOff size={16} aria-hidden />
        {m.availability_full({}, o)}
      </Text>
    );
  }
  const slot = availability.slot;
  if (availability.status !== 'open' || !slot) return null;
  const label = nextSlotLabel(slot, o);
  const slotText = `${label} ${slot.starttime}`;
  const line = (
    <Link
      to={slotPath(doctorId, slot)}
      className={classes.slot}
      data-compact={compact || undefined}
      data-testid="next-slot"
      aria-label={
        slot.clinicname
          ? m.availability_soonest_label_clinic({ slot: slotText, clinic: slot.clinicname }, o)
          : m.availability_soonest_label({ slot: slotText }, o)
      }
    >
      {!compact && <IconCalendarCheck size={16} aria-hidden />}
      <span>
        {m.availability_soonest({}, o)}
        {compact && <br />}
        {label}
      </span>
    </Link>
  );
  /** A time button's name: `預約 11月24日（一）上午 09:30，仁心中醫診所`. */
  const bookTimeLabel = (time: string, place: string | undefined) =>
    place ? m.availability_book_time_at({ time, place }, o) : m.availability_book_time({ time }, o);
  // A wide card also offers the day's soonest times, each opening the picker on itself.
  const times = compact ? [] : (availability.slots ?? []).filter((t) => t.date === slot.date);
  if (times.length === 0) return line;
  // By distance, each clinic's times under its name and distance (a doctor may offer several).
  const groups = clinicDistance
    ? [...new Set(times.map((t) => t.clinicid))].map((id) => times.filter((t) => t.clinicid === id))
    : [times];
  return (
    <div className={classes.times}>
      {line}
      {groups.map((group) => {
        const first = group[0]!;
        const km = clinicDistance?.(first.clinicid);
        const where =
          first.clinicname && km
            ? m.availability_clinic_distance({ clinic: first.clinicname, distance: km }, o)
            : first.clinicname || km || '';
        return (
          <div key={first.clinicid} className={classes.times}>
            {clinicDistance && where ? (
              <Text size="sm" c="gray.8" data-testid="slot-clinic">
                {first.clinicname}
                {km ? `・${km}` : ''}
              </Text>
            ) : null}
            <Group gap={6} data-testid="slot-times">
              {group.map((t) => (
                <Button
                  key={`${t.clinicid} ${t.starttime}`}
                  component={Link}
                  to={slotPath(doctorId, t)}
                  size="compact-sm"
                  variant="light"
                  aria-label={bookTimeLabel(
                    `${label} ${t.starttime}`,
                    clinicDistance ? where : t.clinicname,
                  )}
                >
                  {t.starttime}
                </Button>
              ))}
            </Group>
          </div>
        );
      })}
    </div>
  );
}
