import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MedicalPlanCard } from '@portal/shared';
import { cardQueries } from '../../features/cards/api/queries';
import { PlanCardList } from '../../features/cards/components/card-list';
import { CardUsageModal } from '../../features/cards/components/card-usage-modal';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function CardPlanPage() {
  const query = useQuery(cardQueries.list());
  const o = useMessageOptions();
  const [open, setOpen] = useState<MedicalPlanCard | null>(null);
  return (
    <UserCentreLayout title={m.route_card_plan_title({}, o)}>
      <QueryState
        query={query}
        isEmpty={(d) => (d.plans ?? []).length === 0}
        empty={{ title: m.route_card_plan_empty({}, o) }}
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
