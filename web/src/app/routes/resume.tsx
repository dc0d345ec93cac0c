import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSafeLocalPath, matchRoute } from '@portal/shared';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  useChangeResumeStatus,
  useDeleteResume,
  useSaveResume,
} from '../../features/resume/api/mutations';
import { resumeQueries } from '../../features/resume/api/queries';
import {
  ResumeForm,
  emptyResume,
  prefillResume,
  resumeValues,
  type ResumeValues,
} from '../../features/resume/components/resume-form';
import { userCentreQueries } from '../../features/user-centre/api/queries';
import { ResumeView } from '../../features/resume/components/resume-view';
import { useResumeTables } from '../../features/resume/components/use-resume-tables';
import { CollectionStatement } from '../../components/collection-statement/collection-statement';
import { EmptyState } from '../../components/page-state/empty-state';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { notice } from '../../lib/notify/notify';
import { useSession } from '../../lib/session/current-session';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import {
  clearResumeDraft,
  readResumeDraft,
  saveResumeDraft,
} from '../../features/resume/lib/resume-draft';

/** A job page to go back to after saving (only this site's job pages). */
function jobToReturnTo(value: string | null): string | null {
  if (!value || !isSafeLocalPath(value)) return null;
  return matchRoute(value).route.id === 'jobDetail' ? value : null;
}

export default function ResumePage() {
  const query = useQuery(resumeQueries.mine());
  const { tables, isError: tablesError, refetch: refetchTables } = useResumeTables();
  const { userInfo, clientId } = useSession();
  const save = useSaveResume();
  const remove = useDeleteResume();
  const status = useChangeResumeStatus();
  const o = useMessageOptions();
  // Arrived from a job to apply with a new resume: the form opens, and saving returns there.
  const [params] = useSearchParams();
  const back = jobToReturnTo(params.get('back'));
  const navigate = useNavigate();
  const [editing, setEditing] = useState(back !== null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // Changes not yet saved when the page was left or reloaded: the form opens again with them.
  // Read after the first render, and again for whoever is logged in (a draft is its author's).
  const [draft, setDraft] = useState<ResumeValues | null>(null);
  useEffect(() => {
    const kept = readResumeDraft(clientId);
    setDraft(kept);
    if (kept) setEditing(true);
  }, [clientId]);
  const stopEditing = () => {
    clearResumeDraft();
    setDraft(null);
    setEditing(false);
  };
  // The profile is asked for only once the form opens; until it answers (or fails, when the
  // session's copy stands in) the form waits, as its first values are fixed when it mounts.
  const profile = useQuery({ ...userCentreQueries.profile(), enabled: editing });

  const resume = query.data?.resume ?? null;

  return (
    <UserCentreLayout
      title={m.route_resume_title({}, o)}
      actions={
        resume && !editing ? (
          <>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} />}
              onClick={() => {
                save.reset();
                setEditing(true);
              }}
            >
              {m.route_resume_edit({}, o)}
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                remove.reset();
                setConfirmDelete(true);
              }}
            >
              {m.route_resume_delete({}, o)}
            </Button>
          </>
        ) : null
      }
    >
      {status.isError ? (
        <Alert color="red" role="alert">
          {status.error.message}
        </Alert>
      ) : null}
      {tablesError ? (
        <Alert color="red" role="alert" title={m.route_resume_tables_failed({}, o)}>
          <Button size="xs" variant="light" color="red" onClick={refetchTables}>
            {m.route_resume_retry({}, o)}
          </Button>
        </Alert>
      ) : null}
      <QueryState query={query}>
        {() =>
          !tables || (editing && profile.isPending) ? (
            <Center py="xl">
              <Loader aria-label={m.route_resume_loading({}, o)} />
            </Center>
          ) : editing || (!resume && save.isPending) ? (
            <Paper withBorder p="md">
              {draft ? (
                <Alert color="blue" variant="light" mb="md" data-testid="resume-draft-note">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{m.route_resume_draft_restored({}, o)}</Text>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      onClick={() => {
                        clearResumeDraft();
                        setDraft(null);
                      }}
                    >
                      {m.route_resume_discard({}, o)}
                    </Button>
                  </Group>
                </Alert>
              ) : null}
              <ResumeForm
                key={draft ? 'draft' : 'saved'}
                initial={
                  draft ??
                  prefillResume(
                    prefillResume(
                      resume ? resumeValues(resume) : emptyResume(),
                      profile.data ?? null,
                    ),
                    userInfo,
                  )
                }
                tables={tables}
                saving={save.isPending}
                error={save.isError ? save.error.message : null}
                onCancel={() => {
                  save.reset();
                  stopEditing();
                }}
                onEdit={resetFailed(save)}
                onChange={(values) => saveResumeDraft(values, clientId)}
                statement={<CollectionStatement purpose={m.route_resume_purpose({}, o)} />}
                onSubmit={({ input, isopen }) =>
                  save.mutate(
                    { resumeid: resume?.resumeid, input, isopen },
                    {
                      onSuccess: () => {
                        stopEditing();
                        if (back) {
                          void notice.success(m.route_resume_saved_for_job({}, o));
                          void navigate(back);
                          return;
                        }
                        void notice.success(m.route_resume_saved({}, o));
                      },
                    },
                  )
                }
              />
            </Paper>
          ) : !resume ? (
            <EmptyState
              title={m.route_resume_empty_title({}, o)}
              message={m.route_resume_empty_message({}, o)}
              action={
                <Button onClick={() => setEditing(true)}>{m.route_resume_create({}, o)}</Button>
              }
            />
          ) : (
            <Stack gap="md">
              <Paper withBorder p="md">
                <Group justify="space-between" gap="sm">
                  <Stack gap={2}>
                    <Text fw={600}>{m.route_resume_public({}, o)}</Text>
                    <Text size="sm" c="dimmed">
                      {resume.isopen === 1
                        ? m.route_resume_public_on({}, o)
                        : m.route_resume_public_off({}, o)}
                    </Text>
                  </Stack>
                  <Switch
                    size="md"
                    checked={resume.isopen === 1}
                    disabled={status.isPending || !resume.resumeid}
                    onChange={(e) => {
                      // The id is an extension of the portal API: without it there is nothing
                      // to change.
                      if (!resume.resumeid) return;
                      status.mutate({
                        resumeid: resume.resumeid,
                        isopen: e.currentTarget.checked ? 1 : 0,
                      });
                    }}
                    label={
                      resume.isopen === 1
                        ? m.route_resume_switch_on({}, o)
                        : m.route_resume_switch_off({}, o)
                    }
                    aria-label={m.route_resume_public({}, o)}
                    data-testid="resume-open-switch"
                  />
                </Group>
              </Paper>
              <Paper withBorder p="md">
                <ResumeView resume={resume} tables={tables} />
              </Paper>
            </Stack>
          )
        }
      </QueryState>

      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={m.route_resume_delete_title({}, o)}
      >
        <Stack gap="md">
          <Text>{m.route_resume_delete_confirm({}, o)}</Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {remove.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {m.route_resume_keep({}, o)}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                resume?.resumeid &&
                remove.mutate(resume.resumeid, {
                  onSuccess: () => {
                    setConfirmDelete(false);
                    notice.success(m.route_resume_deleted({}, o));
                  },
                })
              }
            >
              {m.route_resume_delete_button({}, o)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </UserCentreLayout>
  );
}
