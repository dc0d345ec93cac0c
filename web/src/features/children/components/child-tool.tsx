import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import { MEASURES, type CallBody, type MeasureType } from '@portal/shared';
import { loginPath } from '../../../config/paths';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { ErrorState } from '../../../components/page-state/error-state';
import { useClearingForm } from '../../../lib/forms/use-clearing-form';
import { useCalcChildHealth } from '../api/mutations';
import { getSession, useSessionValue } from '../../../lib/session/current-session';
import {
  childToolValues,
  emptyChildToolValues,
  readChildDetails,
  saveChildDetails,
  toChildHealthBody,
  validateChildTool,
  type AgeMode,
  type ChildToolValues,
} from '../lib/child-form';
import { measureName, toolText } from '../lib/measures';
import { ChildResult } from './child-result';
import classes from './child-tool.module.css';

// Only a signed-in parent with a result loads it: the tools' own chunk does not carry it.
const SaveGrowthRecord = lazy(() => import('./save-growth-record'));

function MeasureInput({
  measure,
  inputProps,
}: {
  measure: MeasureType;
  inputProps: GetInputPropsReturnType;
}) {
  const o = useMessageOptions();
  const { unit, min, max } = MEASURES[measure];
  return (
    // A text field, not a number field: a number field drops the full-width digits (８８．５) a
    // Chinese input method types, which the form reads as numbers.
    <TextInput
      label={m.children_measure_with_unit({ label: measureName(measure, o), unit }, o)}
      placeholder={m.children_range({ min, max }, o)}
      withAsterisk
      inputMode="decimal"
      autoComplete="off"
      {...inputProps}
    />
  );
}

/** One growth tool: the form, then the result in words and on the chart. */
export function ChildTool({ measure }: { measure: MeasureType }) {
  const o = useMessageOptions();
  const text = toolText(measure, o);
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const calc = useCalcChildHealth();
  const form = useClearingForm<ChildToolValues>({
    mode: 'controlled',
    initialValues: emptyChildToolValues,
    validate: (values) => validateChildTool(measure, values, new Date(), o),
    // Kept for whoever is logged in when it is typed (read then: see the session store).
    onValuesChange: (values) => saveChildDetails(measure, values, getSession().clientId),
  });
  // The child's sex and age, and the height and weight just entered in another tool, filled in
  // once after hydration (the server renders the empty form). Once: the form's setters change
  // identity on every render.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    // The session as it is now, not as the server rendered it (a visitor's, until hydrated).
    const details = readChildDetails(getSession().clientId);
    if (Object.keys(details).length > 0) form.setValues(childToolValues(measure, details));
  }, [form, measure]);

  const loggedIn = useSessionValue((s) => s.loggedIn);
  const { pathname } = useLocation();
  // What the shown result was worked out from (the form may change after): what is saved.
  const [sent, setSent] = useState<{
    body: CallBody<'calcChildHealth'>;
    values: ChildToolValues;
  }>();
  const submit = form.onSubmit(
    (values) => {
      const body = toChildHealthBody(measure, values, new Date());
      setSent({ body, values });
      calc.mutate(body);
    },
    // A result left beside a form that now shows an error reads as the answer to the new input.
    () => calc.reset(),
  );

  // On phones the result sits below the form, out of sight: bring it into view once it arrives.
  const resultRef = useRef<HTMLDivElement>(null);
  const settled = calc.data ?? calc.error;
  useEffect(() => {
    const el = resultRef.current;
    if (!settled || !el) return;
    if (!window.matchMedia?.('(max-width: 62em)').matches) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [settled]);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {text.title}
        </Title>
        <Text c="gray.7" size="sm">
          {text.intro}
        </Text>
      </div>
      <div className={classes.layout}>
        <form method="post" onSubmit={submit} noValidate aria-label={text.title}>
          <Stack gap="md">
            <Radio.Group label={m.children_sex({}, o)} withAsterisk {...form.getInputProps('sex')}>
              <Group gap="lg" mt={6}>
                <Radio value="M" label={m.children_boy({}, o)} />
                <Radio value="F" label={m.children_girl({}, o)} />
              </Group>
            </Radio.Group>
            <Stack gap={6}>
              <Text size="sm" fw={500} id="age-mode-label">
                {m.children_age_mode({}, o)}
              </Text>
              <SegmentedControl
                aria-labelledby="age-mode-label"
                data={[
                  { value: 'birthday', label: m.children_birthday({}, o) },
                  { value: 'age', label: m.children_age({}, o) },
                ]}
                value={form.values.ageMode}
                onChange={(v) => form.setFieldValue('ageMode', v as AgeMode)}
              />
            </Stack>
            {form.values.ageMode === 'birthday' ? (
              <TextInput
                type="date"
                label={m.children_birthday({}, o)}
                withAsterisk
                max={today}
                {...form.getInputProps('birthday')}
              />
            ) : (
              <Group gap="sm" grow align="flex-start">
                {/* Out-of-range ages are kept as typed and refused with a message when sent;
                    clamping would change 15 months to 11 without a word. */}
                <TextInput
                  label={m.children_age_years_field({}, o)}
                  description={m.children_age_years_hint({}, o)}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps('ageYears')}
                />
                <TextInput
                  label={m.children_age_months_field({}, o)}
                  description={m.children_range({ min: 0, max: 11 }, o)}
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.getInputProps('ageMonths')}
                />
              </Group>
            )}
            {measure === 'height' || measure === 'bmi' ? (
              <Radio.Group
                label={m.children_position({}, o)}
                description={m.children_position_hint({}, o)}
                {...form.getInputProps('position')}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="lying" label={m.children_position_lying({}, o)} />
                  <Radio value="standing" label={m.children_position_standing({}, o)} />
                </Group>
              </Radio.Group>
            ) : null}
            {measure === 'bmi' ? (
              <>
                <MeasureInput measure="height" inputProps={form.getInputProps('height')} />
                <MeasureInput measure="weight" inputProps={form.getInputProps('weight')} />
              </>
            ) : (
              <MeasureInput measure={measure} inputProps={form.getInputProps('value')} />
            )}
            <Button type="submit" loading={calc.isPending} size="md">
              {m.children_calculate({}, o)}
            </Button>
            <Text size="xs" c="gray.7">
              {m.children_privacy({}, o)}
            </Text>
          </Stack>
        </form>
        <div aria-live="polite" ref={resultRef} className={classes.result}>
          {calc.isError ? (
            <ErrorState error={calc.error} onRetry={() => void submit()} />
          ) : calc.data ? (
            <Stack gap="md">
              <ChildResult result={calc.data} />
              {!sent ? null : loggedIn ? (
                <Suspense fallback={null}>
                  <SaveGrowthRecord
                    key={calc.submittedAt}
                    measure={measure}
                    body={sent.body}
                    values={sent.values}
                  />
                </Suspense>
              ) : (
                <Anchor component={Link} to={loginPath(pathname)} size="sm">
                  {m.children_login_to_save({}, o)}
                </Anchor>
              )}
            </Stack>
          ) : (
            <Text c="gray.7" size="sm">
              {m.children_result_placeholder({}, o)}
            </Text>
          )}
        </div>
      </div>
    </Stack>
  );
}
