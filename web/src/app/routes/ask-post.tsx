import { href } from '@portal/shared';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-state/page-loader';
import { ErrorState } from '../../components/page-state/error-state';
import { notice } from '../../lib/notify';
import { askQueries } from '../../features/ask/api/queries';
import { AskPostForm } from '../../features/ask/components/ask-post-form';

export default function AskPostPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const categories = useQuery(askQueries.categories());
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
        </div>
        {categories.isPending ? (
          <PageLoader rows={6} />
        ) : categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <AskPostForm
            categories={categories.data}
            initialCategory={params.get('category') ?? ''}
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
