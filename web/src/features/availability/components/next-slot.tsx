import { Skeleton, Text } from '@mantine/core';
import { IconCalendarCheck, IconCalendarOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { nextSlotLabel, type DoctorAvailability, href } from '@portal/shared';
import classes from './next-slot.module.css';

export interface NextSlotProps {
  doctorId: string;
  availability: DoctorAvailability | undefined;
  /** The answer is on its way: keep the line's room. */
  loading?: boolean;
  /** Narrow tiles (home): the label on two centred lines. */
  compact?: boolean;
}

/**
 * A doctor card's 最快可約 line: the earliest free section, linking to the booking picker opened
 * on it; 近兩星期已約滿 when nothing is free in the next 14 days; nothing at all when the
 * schedule could not be read (the card's own 預約 button still works).
 */
export function NextSlot({ doctorId, availability, loading, compact }: NextSlotProps) {
  if (!availability) {
    return loading ? <Skeleton className={classes.placeholder} aria-hidden /> : null;
  }
  if (availability.status === 'full') {
    return (
      <Text className={classes.full} data-compact={compact || undefined} data-testid="next-slot">
        <IconCalendarOff size={16} aria-hidden />
        近兩星期已約滿
      </Text>
    );
  }
  const slot = availability.slot;
  if (availability.status !== 'open' || !slot) return null;
  const label = nextSlotLabel(slot);
  return (
    <Link
      to={href(
        'doctorDetail',
        { doctorId: doctorId },
        { booking: 1, clinic: slot.clinicid || undefined, date: slot.date, time: slot.starttime },
      )}
      className={classes.slot}
      data-compact={compact || undefined}
      data-testid="next-slot"
      aria-label={`最快可約：${label} ${slot.starttime}${slot.clinicname ? `，${slot.clinicname}` : ''}，按此預約`}
    >
      {!compact && <IconCalendarCheck size={16} aria-hidden />}
      <span>
        最快可約：{compact && <br />}
        {label}
      </span>
    </Link>
  );
}
