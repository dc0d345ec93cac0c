import { href } from '@portal/shared';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { notice } from '../../lib/notify/notify';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useUploadPaymentProof } from '../../features/activities/api/mutations';
import { activityQueries } from '../../features/activities/api/queries';
import {
  JoinedActivityList,
  type PayableRegistration,
} from '../../features/activities/components/joined-activity-list';
import { PaymentProofModal } from '../../features/activities/components/payment-proof-modal';
import { usePageParam } from '../../lib/page/use-page-param';
import { resetFailed } from '../../lib/forms/use-clearing-form';
import { PagedQueryState } from '../../components/page-state/paged-query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

const PAGE_SIZE = 10;

export default function MyActivityPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(activityQueries.joined(page, PAGE_SIZE));
  const upload = useUploadPaymentProof();
  const [target, setTarget] = useState<PayableRegistration | null>(null);

  return (
    <UserCentreLayout title="我的活動">
      <PagedQueryState
        query={query}
        empty={{
          title: '你還沒有報名任何活動。',
          message:
            '活動由各中醫團體主辦，報名也由團體處理：在活動頁打開一個活動，按「詳情及報名」找到主辦團體的電話或網站，向團體報名。團體登記後，活動會在這裏出現，需付費的活動可在這裏上載付款證明。',
          action: (
            <Button component={Link} to={href('activity')} variant="light">
              看看即將舉行的活動
            </Button>
          ),
        }}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
      >
        {(data) => (
          <JoinedActivityList
            registrations={data.list}
            onUpload={(r) => {
              upload.reset();
              setTarget(r);
            }}
          />
        )}
      </PagedQueryState>
      <PaymentProofModal
        key={target?.activityregid ?? 'none'}
        registration={target}
        saving={upload.isPending}
        error={upload.isError ? upload.error.message : null}
        onClose={() => setTarget(null)}
        onEdit={resetFailed(upload)}
        onSubmit={(file, paidAt) =>
          target &&
          upload.mutate(
            { activityregid: target.activityregid, file, paidAt },
            {
              onSuccess: () => {
                setTarget(null);
                notice.success('付款證明已上載，主辦團體確認後會更新付款狀態。');
              },
            },
          )
        }
      />
    </UserCentreLayout>
  );
}
