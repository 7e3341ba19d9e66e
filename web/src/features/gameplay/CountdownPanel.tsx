import { Alert, Card, Group, Loader, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlarm, IconAlertTriangle, IconClock, IconFlame } from '@tabler/icons-react';
import { TONE_COLOR, TONE_LABEL, countdownTone, formatClock, type CountdownTone } from './countdown';
import classes from './match.module.css';
import { TIME_EXPIRED } from './messages';

const TONE_ICON: Record<CountdownTone, typeof IconClock> = {
  normal: IconClock,
  warning: IconAlarm,
  hurry: IconFlame,
  expired: IconAlertTriangle,
};

const TONE_CLASS: Record<CountdownTone, string> = {
  normal: classes.toneNormal,
  warning: classes.toneWarning,
  hurry: classes.toneHurry,
  expired: classes.toneExpired,
};
export function CountdownPanel({ seconds, total, label }: { seconds: number; total: number; label: string }) {
  const tone = countdownTone(seconds);
  const Icon = TONE_ICON[tone];
  const panelClass = tone === 'warning' ? classes.panelWarning : tone === 'normal' ? '' : classes.panelHurry;
  return (
    <Card className={panelClass} data-testid="countdown" data-tone={tone} p="md">
      <Stack gap="sm">
        <div className={classes.countdown}>
          <ThemeIcon
            size={48}
            radius="xl"
            variant="light"
            color={TONE_COLOR[tone]}
            className={tone === 'hurry' ? classes.hurryPulse : undefined}
          >
            <Icon size={28} aria-hidden />
          </ThemeIcon>
          <Stack gap={0} style={{ flex: 1 }}>
            <Text size="sm" fw={600} c="dimmed">
              {label}
            </Text>
            <Group gap="sm" align="baseline">
              <span className={`${classes.clock} ${TONE_CLASS[tone]}`} data-testid="countdown-seconds" aria-hidden>
                {formatClock(seconds)}
              </span>
              {/* Announced when the tone changes (under 30 s, under 10 s, zero); the seconds themselves are not. */}
              <Text size="sm" fw={700} className={TONE_CLASS[tone]} data-testid="countdown-label" aria-live="polite">
                {TONE_LABEL[tone]}
              </Text>
            </Group>
          </Stack>
        </div>
        {/* Announced once a second would be noise: screen readers get the state, the clock is for the eye. */}
        <VisuallyHidden role="timer" aria-live="off">
          {seconds} seconds left
        </VisuallyHidden>
        <Progress
          value={total > 0 ? Math.min(100, (100 * seconds) / total) : 0}
          color={TONE_COLOR[tone]}
          size="sm"
          aria-label={`${seconds} of ${total} seconds left`}
          transitionDuration={250}
        />
        {tone === 'expired' ? (
          <Alert color="blue" variant="light" icon={<Loader size={16} />} role="status" data-testid="time-expired">
            {TIME_EXPIRED}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
