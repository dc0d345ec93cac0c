import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ServiceCard } from '@portal/shared';
import { cardQueries } from '../../features/cards/api/queries';
import { ServiceCardList } from '../../features/cards/components/card-list';
import { CardUsageModal } from '../../features/cards/components/card-usage-modal';
import { QueryState } from '../../components/page-state/query-state';
import { UserCentreLayout } from '../../features/user-centre/components/user-centre-layout';
import { useMessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export default function CardServicePage() {
  const query = useQuery(cardQueries.list());
  const o = useMessageOptions();
  const [open, setOpen] = useState<ServiceCard | null>(null);
  return (
    <UserCentreLayout title={m.route_card_service_title({}, o)}>
      <QueryState
        query={query}
        isEmpty={(d) => (d.services ?? []).length === 0}
        empty={{ title: m.route_card_service_empty({}, o) }}
      >
        {(data) => <ServiceCardList cards={data.services ?? []} onOpen={setOpen} />}
      </QueryState>
      <CardUsageModal
        kind="service"
        cardId={open?.clientservicecardid ?? null}
        title={open?.cardname ?? ''}
        onClose={() => setOpen(null)}
      />
    </UserCentreLayout>
  );
}
