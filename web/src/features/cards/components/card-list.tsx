import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDate,
  type CardStatus,
  type MedicalPlanCard,
  type ServiceCard,
} from '@portal/shared';
import { formatHkd } from '../../../lib/i18n/format';
import classes from './cards.module.css';

const CARD_STATUS_TEXT: Record<CardStatus, string> = {
  active: '使用中',
  expired: '已過期',
  used: '已用完',
};
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
  const period = [p.startdate, p.expiredate].map((d) => (d ? formatDate(d) : ''));
  return (
    <Card withBorder padding="md" component="article" data-testid="card-item">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} className={classes.name}>
            {p.name || '醫療卡'}
          </Text>
          {p.status && CARD_STATUS_TEXT[p.status] ? (
            <Badge
              color={CARD_STATUS_COLOR[p.status]}
              c={`${CARD_STATUS_COLOR[p.status]}.9`}
              variant="light"
              className={classes.badge}
            >
              {CARD_STATUS_TEXT[p.status]}
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
                剩餘 <strong>{p.remaining}</strong>
              </Text>
              <Text size="sm" c="dimmed">
                共 {p.total}
              </Text>
            </Group>
            {p.percentLeft !== undefined ? (
              <Progress value={p.percentLeft} aria-label="剩餘比例" />
            ) : null}
          </>
        ) : null}
        {period[0] || period[1] ? (
          <Text size="xs" c="dimmed">
            有效期：
            {period[0] && period[1]
              ? `${period[0]} 至 ${period[1]}`
              : period[0]
                ? `${period[0]} 起`
                : `至 ${period[1]}`}
          </Text>
        ) : null}
        {p.onOpen ? (
          <Button variant="light" size="xs" onClick={p.onOpen} w="fit-content">
            使用記錄
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
            {...amounts(left, c.totaltimes, (n) => `${n} 次`)}
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
