import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cardQueries } from '../api/queries';
import { CardUsageTable, type CardKind } from './card-usage-table';

interface CardUsageModalProps {
  kind: CardKind;
  /** The card's id, or null when closed. */
  cardId: string | null;
  title: string;
  onClose: () => void;
}

/** The usage table of one card, fetched when opened. */
export function CardUsageModal({ kind, cardId, title, onClose }: CardUsageModalProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useQuery({
    ...cardQueries.usage(kind, cardId ?? ''),
    enabled: cardId !== null,
  });
  return (
    <Modal
      opened={cardId !== null}
      onClose={onClose}
      title={`${title}：使用記錄`}
      size="xl"
      fullScreen={phone}
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="載入中" />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title="未能載入使用記錄">
          {query.error.message}
        </Alert>
      ) : (
        <CardUsageTable kind={kind} usages={query.data ?? []} />
      )}
    </Modal>
  );
}
