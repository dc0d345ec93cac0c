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
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/page-state/empty-state';
import { loginPath } from '../../../config/paths';
import classes from './saved-list.module.css';
import { callApi } from '../../../lib/http/api-client';
import { removeSaved } from '../../../lib/saved/saved-actions';
import { rememberSavedDetails, useAccountSavedSync } from '../../../lib/saved/saved-account';
import type { SavedKind } from '@portal/shared';
import { useSavedItems, type SavedItem } from '../../../lib/saved/saved-list';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

function kindLabel(kind: SavedKind, o: MessageOptions): string {
  if (kind === 'doctor') return m.saved_items_kind_doctor({}, o);
  if (kind === 'clinic') return m.saved_items_kind_clinic({}, o);
  return m.saved_items_kind_news({}, o);
}

function itemHref(item: SavedItem): string {
  if (item.kind === 'doctor') return href('doctorDetail', { doctorId: item.id });
  if (item.kind === 'clinic') return href('clinicDetail', { clinicId: item.id });
  return href('newsDetail', { newsId: item.id });
}

/** The name, subtitle and picture of a saved item, from its record. */
async function readDetails(
  item: SavedItem,
): Promise<Pick<SavedItem, 'name' | 'subtitle' | 'image'>> {
  if (item.kind === 'doctor') {
    const d = await callApi('getDocDetailByGlobalUserID', { query: { globaluserid: item.id } });
    return { name: d?.username ?? '', subtitle: d?.title ?? '', image: d?.photo ?? '' };
  }
  if (item.kind === 'clinic') {
    const c = await callApi('getClinicDetailByClinicId', { query: { clinicid: item.id } });
    return { name: c?.clinicname ?? '', subtitle: c?.address ?? '', image: '' };
  }
  const n = await callApi('getNewsDetail', { query: { newsid: item.id } });
  return { name: n?.title ?? '', subtitle: n?.category ?? '', image: '' };
}

/**
 * A saved item the account holds but this browser has not named yet (saved on another device):
 * its record is read once and its name kept with the list.
 */
function useNamed(item: SavedItem): SavedItem {
  const { data } = useQuery({
    queryKey: ['saved-details', item.kind, item.id],
    queryFn: () => readDetails(item),
    enabled: !item.name,
    staleTime: Infinity,
    meta: { notifyError: false },
  });
  useEffect(() => {
    if (data?.name) rememberSavedDetails(item.kind, item.id, data);
  }, [data, item.kind, item.id]);
  return item.name || !data ? item : { ...item, ...data };
}

function SavedRow({ item: stored }: { item: SavedItem }) {
  const o = useMessageOptions();
  const item = useNamed(stored);
  const kind = kindLabel(item.kind, o);
  const name = item.name || m.saved_items_unnamed({ kind, id: item.id }, o);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" wrap="nowrap">
        <Group
          gap="sm"
          wrap="nowrap"
          className={classes.link}
          renderRoot={(props) => <Link to={itemHref(item)} {...props} />}
        >
          <Avatar src={item.image || null} alt="" radius="md" size="lg">
            {name.slice(0, 1)}
          </Avatar>
          <div>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="gray.7" lineClamp={1}>
              {kind}
              {item.subtitle ? ` · ${item.subtitle}` : ''}
            </Text>
          </div>
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={() => removeSaved(item.kind, item.id)}
          aria-label={m.saved_items_remove({ name }, o)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/**
 * The doctors and clinics saved: the account's for a logged-in client, else this browser's. A
 * visitor with nothing saved on this device is asked to log in first: the saves they look for are
 * most likely their account's (a sign-out leaves none on the device).
 */
export function SavedList({ visitor = false }: { visitor?: boolean }) {
  useAccountSavedSync();
  const o = useMessageOptions();
  const items = useSavedItems();
  const [kind, setKind] = useState<'all' | SavedKind>('all');
  const shown = items.filter((i) => kind === 'all' || i.kind === kind);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={(v) => setKind(v as 'all' | SavedKind)}
        data={[
          { value: 'all', label: m.saved_items_all({ count: items.length }, o) },
          { value: 'doctor', label: m.saved_items_filter_doctor({}, o) },
          { value: 'clinic', label: m.saved_items_filter_clinic({}, o) },
        ]}
        aria-label={m.saved_items_category({}, o)}
      />
      {visitor && items.length === 0 ? (
        <EmptyState
          title={m.saved_items_device_empty_title({}, o)}
          message={m.saved_items_device_empty_message({}, o)}
          action={
            <Group gap="xs">
              <Button component={Link} to={loginPath(href('mySaved'))}>
                {m.saved_items_login_to_see({}, o)}
              </Button>
              <Button component={Link} to={href('doctorList')} variant="default">
                {m.saved_items_find_doctor({}, o)}
              </Button>
            </Group>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          title={m.saved_items_empty_title({}, o)}
          message={m.saved_items_empty_message({}, o)}
          action={
            <Group gap="xs">
              <Button component={Link} to={href('doctorList')} variant="light">
                {m.saved_items_find_doctor({}, o)}
              </Button>
              <Button component={Link} to={href('hospitalList')} variant="default">
                {m.saved_items_find_clinic({}, o)}
              </Button>
            </Group>
          }
        />
      ) : (
        shown.map((item) => <SavedRow key={`${item.kind}-${item.id}`} item={item} />)
      )}
    </Stack>
  );
}
