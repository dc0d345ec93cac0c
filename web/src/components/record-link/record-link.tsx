import type { CSSProperties, ReactNode } from 'react';
import { Anchor, Text, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';

export interface RecordLinkProps {
  /** The record's page; undefined when the record came without its id. */
  to: string | undefined;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  'data-testid'?: string;
  'data-top'?: boolean;
  /** The record's page is being opened (a card shows it is busy). */
  'data-opening'?: boolean;
}

/**
 * A card or row that opens a record's page. A record the portal sent without its id has no page
 * to open, so the same content is shown in a plain block instead of a link that leads nowhere.
 */
export function RecordLink({ to, ...props }: RecordLinkProps) {
  return to ? <Link to={to} {...props} /> : <div {...props} />;
}

/** An inline link to a record's page, or its text alone when the record has no page to open. */
export function RecordAnchor({
  to,
  ...props
}: AnchorProps & { to: string | undefined; children: ReactNode }) {
  if (to) return <Anchor component={Link} to={to} {...props} />;
  const { underline: _underline, ...text } = props;
  return <Text span {...text} />;
}
