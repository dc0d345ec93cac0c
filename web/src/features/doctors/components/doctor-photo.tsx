import { Avatar } from '@mantine/core';
import classes from './doctor-photo.module.css';

/**
 * The doctor's photo at a fixed size (no layout shift), or their initial when there is none.
 * `eager` for a photo in the first screen (the page's largest paint): loaded at once, first.
 */
export function DoctorPhoto({
  src,
  name,
  size,
  eager = false,
  className,
}: {
  src: string | undefined;
  name: string;
  size: number;
  eager?: boolean;
  /** Resizes the photo by screen width in CSS (the server render knows no screen width). */
  className?: string;
}) {
  if (!src) {
    return (
      <Avatar size={size} radius="md" color="jade" aria-label={name} className={className}>
        {name.slice(0, 1)}
      </Avatar>
    );
  }
  return (
    <img
      className={className ? `${classes.photo} ${className}` : classes.photo}
      src={src}
      alt={name}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
