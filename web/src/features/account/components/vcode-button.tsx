import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import type { VCodeType } from '@portal/shared';
import { ApiError } from '../../../lib/http/api-client';
import { notice } from '../../../lib/notify/notify';
import { issuedCode } from '../../../lib/http/answers';
import { errorMessage } from '../../../lib/query/query-client';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { useSendVCode } from '../api/mutations';

const DEFAULT_RESEND_SECONDS = 60;

export interface VCodeButtonProps {
  codeType: VCodeType;
  /** Returns the phone number to send to, or null when it is not valid (the form shows why). */
  getPhone: () => string | null;
  /** Called with the key identifying the issued code. */
  onSent: (codeKey: string) => void;
  /** What the notice says once sent (default: the code is on its way). */
  sentMessage?: string;
  /** Shows a refusal on the form itself (true) instead of in a passing notice (false). */
  onRefused?: (error: unknown) => boolean;
}

/** 「獲取驗證碼」 with a resend countdown (the upstream says how long to wait). */
export function VCodeButton({
  codeType,
  getPhone,
  onSent,
  sentMessage,
  onRefused,
}: VCodeButtonProps) {
  const o = useMessageOptions();
  const send = useSendVCode();
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const onClick = () => {
    const phone = getPhone();
    if (!phone) return;
    send.mutate(
      { codeType, phoneNumber: phone },
      {
        onSuccess: (result) => {
          // Without its key the code could not be checked: say so rather than wait for it.
          if (!result?.codeKey) {
            notice.warning(m.account_code_not_sent({}, o));
            return;
          }
          const sent = issuedCode(result, DEFAULT_RESEND_SECONDS);
          onSent(sent.codeKey);
          setSecondsLeft(sent.resendAfter);
          notice.success(sentMessage ?? m.account_code_sent({}, o));
        },
        onError: (error) => {
          if (onRefused?.(error)) return;
          if (error instanceof ApiError && error.code === 429) {
            notice.warning(error.message || m.account_code_too_often({}, o));
          } else {
            notice.warning(errorMessage(error));
          }
        },
      },
    );
  };

  return (
    <Button
      variant="light"
      onClick={onClick}
      loading={send.isPending}
      disabled={secondsLeft > 0}
      data-testid="vcode-button"
      miw={120}
    >
      {secondsLeft > 0
        ? m.account_code_resend_in({ seconds: secondsLeft }, o)
        : m.account_code_get({}, o)}
    </Button>
  );
}
