import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDate,
  type CardStatus,
  type MedicalPlanCard,
  type ServiceCard,
} from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import classes from './cards.module.css';

/** A status's words, or undefined for one the portal does not name (shown without a badge). */
function cardStatusText(status: CardStatus, o: MessageOptions): string | undefined {
  if (status === 'active') return m.cards_status_active({}, o);
  if (status === 'expired') return m.cards_status_expired({}, o);
  if (status === 'used') return m.cards_status_used({}, o);
  return undefined;
}
const CARD_STATUS_COLOR: Record<CardStatus, string> = {
  active: 'jade',
  expired: 'gray',
  used: 'gray',
};

interface CardFrameProps {
  name?: string;
  clinic?: string;
  status?: CardStatus;
  startdate?: string;
  expiredate?: string;
  /** What is left and the whole, when the card's record says both. */
  remaining?: string;
  total?: string;
  percentLeft?: number;
  /** Opens the usage record; none when the card names no id to ask it by. */
  onOpen?: () => void;
}

/** A card's fields are extensions of the portal API: each line shows only what is known. */
function CardFrame(p: CardFrameProps) {
  const o = useMessageOptions();
  const statusText = p.status ? cardStatusText(p.status, o) : undefined;
  const from = p.startdate ? formatDate(p.startdate) : '';
  const to = p.expiredate ? formatDate(p.expiredate) : '';
  return (
    <Card withBorder padding="md" component="article" data-testid="card-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} className={classes.name}>
            {p.name || m.cards_default_name({}, o)}
          </Text>
          {p.status && statusText ? (
            <Badge
              color={CARD_STATUS_COLOR[p.status]}
              c={`${CARD_STATUS_COLOR[p.status]}.9`}
              variant="light"
              className={classes.badge}
            >
              {statusText}
            </Badge>
          ) : null}
        </Group>
        {p.clinic ? (
          <Text size="sm" c="dimmed">
            {p.clinic}
          </Text>
        ) : null}
        {p.remaining !== undefined && p.total !== undefined ? (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm">
                {m.cards_remaining({}, o)} <strong>{p.remaining}</strong>
              </Text>
              <Text size="sm" c="dimmed">
                {m.cards_total({ total: p.total }, o)}
              </Text>
            </Group>
            {p.percentLeft !== undefined ? (
              <Progress value={p.percentLeft} aria-label={m.cards_remaining_ratio({}, o)} />
            ) : null}
          </>
        ) : null}
        {from || to ? (
          <Text size="xs" c="dimmed">
            {from && to
              ? m.cards_valid_range({ from, to }, o)
              : from
                ? m.cards_valid_from({ from }, o)
                : m.cards_valid_until({ to }, o)}
          </Text>
        ) : null}
        {p.onOpen ? (
          <Button variant="light" size="xs" onClick={p.onOpen} w="fit-content">
            {m.cards_usage_record({}, o)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function percent(part: number, whole: number): number {
  return whole > 0 ? Math.max(0, Math.min(100, (part / whole) * 100)) : 0;
}

/** Left and whole of a card, or nothing when its record does not give both numbers. */
function amounts(
  left: number | undefined,
  whole: number | undefined,
  format: (n: number) => string,
): Pick<CardFrameProps, 'remaining' | 'total' | 'percentLeft'> {
  if (typeof left !== 'number' || typeof whole !== 'number') return {};
  if (!Number.isFinite(left) || !Number.isFinite(whole)) return {};
  return { remaining: format(left), total: format(whole), percentLeft: percent(left, whole) };
}

export function PlanCardList({
  cards,
  onOpen,
}: {
  cards: MedicalPlanCard[];
  onOpen: (card: MedicalPlanCard) => void;
}) {
  const o = useMessageOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((c, i) => {
        const left =
          typeof c.totaltimes === 'number' && typeof c.usedtimes === 'number'
            ? Math.max(0, c.totaltimes - c.usedtimes)
            : undefined;
        return (
          <CardFrame
            key={c.medicalplanitemid ?? i}
            name={c.planname}
            clinic={c.clinicname}
            status={c.status}
            startdate={c.startdate}
            expiredate={c.expiredate}
            {...amounts(left, c.totaltimes, (n) => m.cards_sessions({ count: n }, o))}
            onOpen={c.medicalplanitemid ? () => onOpen(c) : undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}

export function ServiceCardList({
  cards,
  onOpen,
}: {
  cards: ServiceCard[];
  onOpen: (card: ServiceCard) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((c, i) => (
        <CardFrame
          key={c.clientservicecardid ?? i}
          name={c.cardname}
          clinic={c.clinicname}
          status={c.status}
          startdate={c.startdate}
          expiredate={c.expiredate}
          {...amounts(c.balance, c.totalamount, formatHkd)}
          onOpen={c.clientservicecardid ? () => onOpen(c) : undefined}
        />
      ))}
    </SimpleGrid>
  );
}
