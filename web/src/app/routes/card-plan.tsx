import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MedicalPlanCard } from '@portal/shared';
import { cardQueries } from '../../features/cards/api/queries';
import { PlanCardList } from '../../features/cards/components/card-list';
import { CardUsageModal } from '../../features/cards/components/card-usage-modal';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';

export default function CardPlanPage() {
  const query = useQuery(cardQueries.list());
  const [open, setOpen] = useState<MedicalPlanCard | null>(null);
  return (
    <UserCentreLayout title="療程卡">
      <QueryState
        query={query}
        isEmpty={(d) => (d.plans ?? []).length === 0}
        empty={{ title: '你暫時沒有療程卡。' }}
      >
        {(data) => <PlanCardList cards={data.plans ?? []} onOpen={setOpen} />}
      </QueryState>
      <CardUsageModal
        kind="plan"
        cardId={open?.medicalplanitemid ?? null}
        title={open?.planname ?? ''}
        onClose={() => setOpen(null)}
      />
    </UserCentreLayout>
  );
}
