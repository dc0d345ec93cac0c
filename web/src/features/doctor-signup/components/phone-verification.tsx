import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ApiError } from '../../../lib/http/http';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

export interface PhoneVerificationProps {
  /** The phone to send to, or null when it is not valid (the form shows why). */
  getPhone: () => string | null;
  /** Sends a sign-up code; resolves with its key and the seconds before another may be sent. */
  sendCode: (phone: string) => Promise<{ codeKey: string; resendAfter: number }>;
  /** Checks the code with the portal; rejects with the reason when it does not fit. */
  verifyCode: (q: { phone: string; codeKey: string; numcode: string }) => Promise<void>;
  /** The code typed so far (kept by the form: the application sends it too). */
  code: string;
  onCodeChange: (code: string) => void;
  /** Error shown under the code input (e.g. "verify first" from the form). */
  error?: string | null;
  verified: boolean;
  /** Called once the code fits, with its key. */
  onVerified: (codeKey: string) => void;
}

const DEFAULT_RESEND_SECONDS = 60;

/**
 * The applicant proves the phone with an SMS code before documents can be uploaded: send,
 * type the 6 digits, verify. The number cannot change afterwards (the proof is for it alone).
 */
export function PhoneVerification({
  getPhone,
  sendCode,
  verifyCode,
  code,
  onCodeChange,
  error,
  verified,
  onVerified,
}: PhoneVerificationProps) {
  const o = useMessageOptions();
  const [codeKey, setCodeKey] = useState('');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Why this phone cannot apply now (an application of it is under review), found at this step. */
  const [blocked, setBlocked] = useState<string | null>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Brought into view on a phone, and focused so it is read out at once.
    if (!blocked) return;
    blockedRef.current?.scrollIntoView?.({ block: 'center' });
    blockedRef.current?.focus({ preventScroll: true });
  }, [blocked]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  if (verified) {
    return (
      <Alert color="teal" icon={<IconCircleCheck />} data-testid="phone-verified">
        {m.doctor_signup_phone_verified({}, o)}
      </Alert>
    );
  }

  const send = async () => {
    const phone = getPhone();
    if (!phone) return;
    setProblem(null);
    setBlocked(null);
    setSending(true);
    try {
      const sent = await sendCode(phone);
      setCodeKey(sent.codeKey);
      setSecondsLeft(sent.resendAfter > 0 ? sent.resendAfter : DEFAULT_RESEND_SECONDS);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : m.code_send_failed({}, o));
    } finally {
      setSending(false);
    }
  };

  const verify = async () => {
    const phone = getPhone();
    if (!phone) return;
    if (!codeKey) return setProblem(m.doctor_signup_code_first({}, o));
    if (!/^\d{6}$/.test(code.trim())) return setProblem(m.doctor_signup_code_format({}, o));
    setProblem(null);
    setBlocked(null);
    setChecking(true);
    try {
      await verifyCode({ phone, codeKey, numcode: code.trim() });
      onVerified(codeKey);
    } catch (e) {
      if (e instanceof ApiError && e.code === 409) setBlocked(e.message);
      else setProblem(e instanceof Error ? e.message : m.doctor_signup_verify_failed({}, o));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <Text size="sm" c="dimmed" mb={6}>
        {m.doctor_signup_verify_intro({}, o)}
      </Text>
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={m.doctor_signup_code_label({}, o)}
          placeholder={m.doctor_signup_code_placeholder({}, o)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          name="code"
          withAsterisk
          value={code}
          onChange={(e) => {
            // "6 digits" or "wrong code" was about the code being replaced.
            setProblem(null);
            onCodeChange(e.currentTarget.value);
          }}
          error={error ?? problem ?? undefined}
          errorProps={{ role: 'alert' }}
          style={{ flex: '1 1 10rem' }}
        />
        <Group gap="xs" pt={{ base: 0, xs: 25 }} wrap="nowrap">
          <Button
            variant="light"
            onClick={() => void send()}
            loading={sending}
            disabled={secondsLeft > 0}
            data-testid="signup-vcode-button"
            miw={120}
          >
            {secondsLeft > 0
              ? m.doctor_signup_resend_in({ count: secondsLeft }, o)
              : m.doctor_signup_get_code({}, o)}
          </Button>
          <Button onClick={() => void verify()} loading={checking} disabled={!codeKey}>
            {m.doctor_signup_verify({}, o)}
          </Button>
        </Group>
      </Group>
      {codeKey && !blocked ? (
        <Text size="xs" c="dimmed" mt={4} role="status">
          {m.doctor_signup_code_sent({}, o)}
        </Text>
      ) : null}
      {blocked ? (
        <Alert
          ref={blockedRef}
          color="orange"
          icon={<IconAlertTriangle />}
          role="alert"
          tabIndex={-1}
          mt="sm"
          title={m.doctor_signup_no_need_to_apply({}, o)}
          data-testid="signup-phone-pending"
        >
          {blocked}
        </Alert>
      ) : null}
    </div>
  );
}
