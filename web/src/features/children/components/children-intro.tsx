import { List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CHILD_TOOLS } from '../lib/tools';
import classes from './children-intro.module.css';

/** The /children landing content: what the tools do and a card per tool. */
export function ChildrenIntro() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          兒童成長工具
        </Title>
        <Text c="gray.7" mt={4}>
          以世界衞生組織（WHO）兒童生長標準，比較孩子與同齡、同性別兒童的身高、體重、BMI
          和頭圍，並在成長曲線上標示孩子的位置。
        </Text>
      </div>
      <div className={classes.grid}>
        {CHILD_TOOLS.map((t) => (
          <Link key={t.measure} to={t.to} className={classes.card}>
            <Text fw={600} size="lg">
              {t.name}
            </Text>
            <Text size="sm" c="gray.7">
              {t.blurb}
            </Text>
          </Link>
        ))}
      </div>
      <section>
        <Title order={2} size="h5" mb={4}>
          怎樣看百分位？
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>第 50 百分位是中位數：一半同齡兒童高於、一半低於這個數值。</List.Item>
          <List.Item>第 15 至 85 百分位之間是大部分兒童所在的常見範圍。</List.Item>
          <List.Item>低於第 3 或高於第 97 百分位，建議諮詢醫生。</List.Item>
        </List>
      </section>
    </Stack>
  );
}
