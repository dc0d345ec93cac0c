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
            我要提問
          </Title>
          <Text c="gray.7" size="sm">
            註冊中醫師會在網上免費解答你的健康問題。
          </Text>
          {doctorName ? (
            <Text size="sm" mt="xs" data-testid="ask-doctor-note">
              {`你正向${doctorName}醫師提問。問題會在健康問答公開，${doctorName}醫師和其他註冊中醫師都可以解答。`}
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
              notice.info('請先登入或註冊。登入後，你寫好的問題會填好，確認後便可提交。');
              navigate(loginPath(href('askPost')));
            }}
            initialTitle={doctorName ? `請問${doctorName}醫師：` : ''}
            onPosted={() => {
              notice.success('問題已提交，醫師回覆後會在「我的問答」顯示。');
              navigate(href('myQuestions'));
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
