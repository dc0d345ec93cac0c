import { Alert, Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { cardQueries } from '../api/queries';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
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
  const o = useMessageOptions();
  const phone = useMediaQuery('(max-width: 48em)');
  const query = useQuery({
    ...cardQueries.usage(kind, cardId ?? ''),
    enabled: cardId !== null,
  });
  return (
    <Modal
      opened={cardId !== null}
      onClose={onClose}
      title={m.cards_usage_title({ title }, o)}
      size="xl"
      fullScreen={phone}
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label={m.cards_loading({}, o)} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title={m.cards_usage_failed({}, o)}>
          {query.error.message}
        </Alert>
      ) : (
        <CardUsageTable kind={kind} usages={query.data ?? []} />
      )}
    </Modal>
  );
}
