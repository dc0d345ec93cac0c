import { useEffect, useState } from 'react';
import { href } from '@portal/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageLoader } from '../../components/page-state/page-loader';
import { ErrorState } from '../../components/page-state/error-state';
import { loginPath } from '../../config/paths';
import { notice } from '../../lib/notify/notify';
import { useSession } from '../../lib/session/current-session';
import { askQueries } from '../../features/ask/api/queries';
import { doctorQueries } from '../../features/doctors/api/queries';
import { AskPostForm } from '../../features/ask/components/ask-post-form';
import { readAskDraft, saveAskDraft, type AskDraft } from '../../features/ask/lib/ask-draft';
import { preload, searchOf } from '../../lib/page/route-data';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

/** The categories, and the doctor the question is addressed to (asked from a doctor's page). */
export function loader(args: LoaderFunctionArgs) {
  const doctorId = searchOf(args).get('doctor') ?? '';
  return preload(args, askQueries.categories(), {
    ...doctorQueries.detail(doctorId),
    enabled: Boolean(doctorId),
  }).then(() => null);
}

export default function AskPostPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useQuery(askQueries.categories());
  const o = useMessageOptions();
  const { loggedIn, clientId } = useSession();
  // A question written before logging in, shown again for its author to send. Read after the
  // first render (the server's render, and so the hydrated one, has no tab storage to read), and
  // again for whoever is logged in: another client never gets someone else's question.
  const [draft, setDraft] = useState<AskDraft | null>(null);
  useEffect(() => setDraft(readAskDraft(clientId)), [clientId]);
  // Asked from a doctor's page: the question starts addressed to that doctor. Questions are
  // public, so the page says who else may answer.
  const doctorId = params.get('doctor') ?? '';
  const doctor = useQuery({ ...doctorQueries.detail(doctorId), enabled: Boolean(doctorId) });
  const doctorName = doctorId ? doctor.data?.username : undefined;
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {m.route_ask_post_title({}, o)}
          </Title>
          <Text c="gray.7" size="sm">
            {m.route_ask_post_intro({}, o)}
          </Text>
          {doctorName ? (
            <Text size="sm" mt="xs" data-testid="ask-doctor-note">
              {m.route_ask_post_doctor_note({ doctor: doctorName }, o)}
            </Text>
          ) : null}
        </div>
        {categories.isPending || (doctorId && doctor.isPending) ? (
          <PageLoader rows={6} />
        ) : categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <AskPostForm
            key={draft ? 'draft' : 'new'}
            categories={categories.data}
            initialCategory={params.get('category') ?? ''}
            loggedIn={loggedIn}
            clientId={clientId}
            draft={draft}
            onNeedLogin={(values) => {
              // As a booking keeps its choice: the question waits in this tab while the visitor
              // logs in or registers, and is shown again, filled in, when they come back here.
              saveAskDraft(values, '');
              notice.info(m.route_ask_post_need_login({}, o));
              navigate(loginPath(href('askPost')));
            }}
            initialTitle={
              doctorName ? m.route_ask_post_initial_title({ doctor: doctorName }, o) : ''
            }
            onPosted={() => {
              notice.success(m.route_ask_post_posted({}, o));
              navigate(href('myQuestions'));
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
