import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { InfoPage } from '../../components/info-page/info-page';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';

export default function FeedbackPage() {
  const [sent, setSent] = useState(false);
  return (
    <InfoPage
      title="意見反饋"
      lead="你的意見能幫助我們做得更好。請留下手機號碼或電郵，我們會在 5 個工作天內回覆你。"
    >
      {sent ? (
        <Alert
          color="jade"
          variant="light"
          icon={<IconCircleCheck />}
          title="多謝你的意見！"
          data-testid="feedback-sent"
        >
          我們已收到你的意見，會盡快跟進。
          <div>
            <Button variant="subtle" px={0} onClick={() => setSent(false)}>
              再提交一則意見
            </Button>
          </div>
        </Alert>
      ) : (
        <FeedbackForm onSent={() => setSent(true)} />
      )}
    </InfoPage>
  );
}
