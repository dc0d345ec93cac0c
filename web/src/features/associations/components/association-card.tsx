import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { Association } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './cards.module.css';

/** A reviewed association: logo, name, introduction, members, phone and website. */
export function AssociationCard({ association: a }: { association: Association }) {
  const o = useMessageOptions();
  return (
    <article className={classes.card} data-testid="association-card">
      <Avatar src={a.logo ? a.logo : null} alt="" size="lg" radius="md">
        {(a.name ?? '').slice(0, 1)}
      </Avatar>
      <Stack gap={4} className={classes.body}>
        <Text fw={600} component="h3" size="lg">
          {a.name}
        </Text>
        <Text size="sm" c="gray.7" lineClamp={3}>
          {a.introduce}
        </Text>
        <Group gap="md" fz="xs" c="gray.7">
          {typeof a.membercount === 'number' ? (
            <span>{m.associations_members({ count: a.membercount }, o)}</span>
          ) : null}
          {a.contacttel ? (
            <Anchor href={`tel:${a.contacttel}`} fz="xs">
              {a.contacttel}
            </Anchor>
          ) : null}
          {a.website ? (
            <Anchor href={a.website} target="_blank" rel="noopener noreferrer" fz="xs">
              {m.associations_website({}, o)}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </article>
  );
}
