import { List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { childTools } from '../lib/tools';
import classes from './children-intro.module.css';

/** The /children landing content: what the tools do and a card per tool. */
export function ChildrenIntro() {
  const o = useMessageOptions();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {m.children_tools_title({}, o)}
        </Title>
        <Text c="gray.7" mt={4}>
          {m.children_intro({}, o)}
        </Text>
      </div>
      <div className={classes.grid}>
        {childTools(o).map((t) => (
          <Link key={t.measure} to={t.to} className={classes.card}>
            <Text fw={600} size="lg">
              {t.name}
            </Text>
            <Text size="sm" c="gray.7">
              {t.blurb}
            </Text>
          </Link>
        ))}
      </div>
      <section>
        <Title order={2} size="h5" mb={4}>
          {m.children_intro_percentile_title({}, o)}
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>{m.children_intro_percentile_median({}, o)}</List.Item>
          <List.Item>{m.children_intro_percentile_usual({}, o)}</List.Item>
          <List.Item>{m.children_intro_percentile_doctor({}, o)}</List.Item>
        </List>
      </section>
    </Stack>
  );
}
