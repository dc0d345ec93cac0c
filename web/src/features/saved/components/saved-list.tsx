import { href } from '@portal/shared';
import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/page-state/empty-state';
import classes from './saved-list.module.css';
import { removeSaved } from '../../../lib/saved-actions';
import { useSavedItems, type SavedKind } from '../../../lib/saved-store';

/** The doctors and clinics saved in this browser. */
export function SavedList() {
  const items = useSavedItems();
  const [kind, setKind] = useState<'all' | SavedKind>('all');
  const shown = items.filter((i) => kind === 'all' || i.kind === kind);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as 'all' | SavedKind)}
        data={[
          { value: 'all', label: `全部（${items.length}）` },
          { value: 'doctor', label: '醫師' },
          { value: 'clinic', label: '診所' },
        ]}
        aria-label="收藏類別"
      />
      {shown.length === 0 ? (
        <EmptyState
          title="還沒有收藏"
          message="在醫師或診所頁面按「收藏」，下次就能在這裏快速找到。"
          action={
            <Group gap="xs">
              <Button component={Link} to={href('doctorList')} variant="light">
                搵醫師
              </Button>
              <Button component={Link} to={href('hospitalList')} variant="default">
                搵診所
              </Button>
            </Group>
          }
        />
      ) : (
        shown.map((item) => {
          const to =
            item.kind === 'doctor'
              ? href('doctorDetail', { doctorId: item.id })
              : href('clinicDetail', { clinicId: item.id });
          return (
            <Card key={`${item.kind}-${item.id}`} withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group
                  gap="sm"
                  wrap="nowrap"
                  className={classes.link}
                  renderRoot={(props) => <Link to={to} {...props} />}
                >
                  <Avatar src={item.image || null} alt="" radius="md" size="lg">
                    {item.name.slice(0, 1)}
                  </Avatar>
                  <div>
                    <Text fw={600}>{item.name}</Text>
                    <Text size="sm" c="gray.7" lineClamp={1}>
                      {item.kind === 'doctor' ? '醫師' : '診所'} · {item.subtitle}
                    </Text>
                  </div>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={() => removeSaved(item.kind, item.id)}
                  aria-label={`取消收藏 ${item.name}`}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
