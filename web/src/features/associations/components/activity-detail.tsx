import { href } from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Image, Modal, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Activity, Association } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { activityWhen, hasEnded, placesLeft } from '../lib/activity-time';
import { COVER_FALLBACK } from './cover-fallback';

/** Stands for a link in its sentence's message: the sentence is split there, the link put in. */
const LINK_SLOT = '\u0000';

/** A sentence (a message given `link: LINK_SLOT`) with `link` in the slot's place. */
function WithLink({ text, link }: { text: string; link: ReactNode }) {
  const [before, after] = text.split(LINK_SLOT);
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} miw={56} c="gray.8">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ flex: 1, minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One activity in full: date, place, fee, places left, organiser and how to join. Joining is
 * done with the organising association (the portal takes no sign-ups), so this shows the
 * association's phone and website when known. Fields the record lacks are left out.
 */
export function ActivityDetail({
  activity: a,
  association,
  now,
  joined = false,
  onClose,
}: {
  activity: Partial<Activity> | null;
  /** The organiser's record, when the association list has it. */
  association: Partial<Association> | undefined;
  now: number;
  /** The logged-in client is registered for it. */
  joined?: boolean;
  onClose: () => void;
}) {
  const o = useMessageOptions();
  const ended = a ? hasEnded(a, now) : false;
  const left = a && !ended ? placesLeft(a) : null;
  const when = a ? activityWhen(a, o) : '';
  const organiser = a?.associationname || association?.name || '';
  /** The organiser's name in a sentence, or 主辦團體 without one. */
  const organiserName = organiser || m.associations_organiser_fallback({}, o);
  const phone = association?.contacttel?.trim();
  const website = association?.website?.trim();
  return (
    <Modal
      opened={a !== null}
      onClose={onClose}
      title={
        <Title order={2} size="h3" component="span">
          {a?.title || m.associations_activity_fallback({}, o)}
        </Title>
      }
      size="lg"
      closeButtonProps={{ 'aria-label': m.associations_close({}, o) }}
    >
      {a ? (
        <Stack gap="sm" data-testid="activity-detail">
          {a.cover ? (
            <Image
              src={a.cover}
              alt=""
              radius="sm"
              h={180}
              fit="cover"
              fallbackSrc={COVER_FALLBACK}
            />
          ) : null}
          {ended ? (
            <Badge color="gray" variant="filled" radius="sm" w="fit-content">
              {m.associations_ended({}, o)}
            </Badge>
          ) : null}
          {when ? <Row label={m.associations_row_date({}, o)}>{when}</Row> : null}
          {a.address ? <Row label={m.associations_row_place({}, o)}>{a.address}</Row> : null}
          {typeof a.fee === 'number' ? (
            <Row label={m.associations_row_fee({}, o)}>
              {a.fee > 0 ? formatHkd(a.fee) : m.associations_free({}, o)}
            </Row>
          ) : null}
          {left !== null ? (
            <Row label={m.associations_row_places({}, o)}>
              {left > 0
                ? m.associations_places_left({ count: left }, o)
                : m.associations_full({}, o)}
            </Row>
          ) : null}
          {organiser ? <Row label={m.associations_row_organiser({}, o)}>{organiser}</Row> : null}
          {a.introduce ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {a.introduce}
            </Text>
          ) : null}

          <Stack gap={6} mt="xs" data-testid="activity-how-to-join">
            <Title order={3} size="h5">
              {joined
                ? m.associations_title_joined({}, o)
                : ended
                  ? m.associations_title_ended({}, o)
                  : m.associations_title_how_to_join({}, o)}
            </Title>
            {joined ? (
              <Text size="sm">
                <WithLink
                  text={
                    phone
                      ? m.associations_joined_body_phone(
                          { organiser: organiserName, link: LINK_SLOT, phone },
                          o,
                        )
                      : m.associations_joined_body({ organiser: organiserName, link: LINK_SLOT }, o)
                  }
                  link={
                    <Anchor component={Link} to={href('myActivity')} onClick={onClose}>
                      {m.associations_my_activity({}, o)}
                    </Anchor>
                  }
                />
              </Text>
            ) : ended ? (
              <Text size="sm">{m.associations_ended_body({}, o)}</Text>
            ) : (
              <>
                <Text size="sm" data-testid="activity-no-online-signup">
                  {phone
                    ? m.associations_join_by_phone({ organiser: organiserName }, o)
                    : website
                      ? m.associations_join_by_website({ organiser: organiserName }, o)
                      : m.associations_join_by_contact({ organiser: organiserName }, o)}
                </Text>
                {phone || website ? (
                  <Group gap="sm">
                    {phone ? (
                      <Button
                        component="a"
                        href={`tel:${phone.replace(/\s/g, '')}`}
                        leftSection={<IconPhone size={16} aria-hidden="true" />}
                        variant="light"
                      >
                        {m.associations_call({ phone }, o)}
                      </Button>
                    ) : null}
                    {website ? (
                      <Button
                        component="a"
                        href={website}
                        target="_blank"
                        rel="noopener noreferrer"
                        leftSection={<IconExternalLink size={16} aria-hidden="true" />}
                        variant="default"
                      >
                        {m.associations_website_button({}, o)}
                      </Button>
                    ) : null}
                  </Group>
                ) : (
                  <Text size="sm">
                    <WithLink
                      text={m.associations_find_contact(
                        { link: LINK_SLOT, organiser: organiserName },
                        o,
                      )}
                      link={
                        <Anchor component={Link} to={href('associationList')} onClick={onClose}>
                          {m.associations_list_link({}, o)}
                        </Anchor>
                      }
                    />
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
