import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
import { isDetailKind, missingRecordNotice, type DetailKind } from '@portal/shared';

/**
 * The short notice a list shows when a detail page (or the BFF, for a link opened from outside)
 * sent the visitor here because the record could not be shown. Closing it drops the reason from
 * the address, so a reload or a shared link does not repeat it.
 */
export function MissingRecordNotice({ kind }: { kind: DetailKind }) {
  const [params, setParams] = useSearchParams();
  const o = useMessageOptions();
  const reason =
    params.get('missing') === kind
      ? 'missing'
      : params.get('unavailable') === kind
        ? 'unavailable'
        : null;
  if (!reason || !isDetailKind(kind)) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('missing');
    next.delete('unavailable');
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return (
    <Alert
      role="status"
      color={reason === 'missing' ? 'blue' : 'orange'}
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      withCloseButton
      closeButtonLabel={m.ui_page_state_close_notice({}, o)}
      onClose={close}
      data-testid="missing-record-notice"
    >
      {missingRecordNotice(kind, reason, o)}
    </Alert>
  );
}
