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
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';
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
  const o = useMessageOptions();

  return (
    <UserCentreLayout title={m.route_my_activity_title({}, o)}>
      <PagedQueryState
        query={query}
        empty={{
          title: m.route_my_activity_empty_title({}, o),
          message: m.route_my_activity_empty_message({}, o),
          action: (
            <Button component={Link} to={href('activity')} variant="light">
              {m.route_my_activity_browse({}, o)}
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
                notice.success(m.route_my_activity_proof_uploaded({}, o));
              },
            },
          )
        }
      />
    </UserCentreLayout>
  );
}
