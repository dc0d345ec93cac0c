import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { InfoPage } from '../../components/info-page/info-page';
import { FeedbackForm } from '../../features/feedback/components/feedback-form';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function FeedbackPage() {
  const [sent, setSent] = useState(false);
  const o = useMessageOptions();
  return (
    <InfoPage title={m.info_feedback({}, o)} lead={m.route_feedback_lead({}, o)}>
      {sent ? (
        <Alert
          color="jade"
          variant="light"
          icon={<IconCircleCheck />}
          title={m.route_feedback_thanks({}, o)}
          data-testid="feedback-sent"
        >
          {m.route_feedback_received({}, o)}
          <div>
            <Button variant="subtle" px={0} onClick={() => setSent(false)}>
              {m.route_feedback_again({}, o)}
            </Button>
          </div>
        </Alert>
      ) : (
        <FeedbackForm onSent={() => setSent(true)} />
      )}
    </InfoPage>
  );
}
