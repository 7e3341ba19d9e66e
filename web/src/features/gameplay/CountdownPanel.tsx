import { Alert, Card, Loader, Progress, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
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

/** Said once, as an alert, when the clock goes under ten seconds. */
export const TEN_SECONDS_LEFT = '10 seconds left';

/** The move clock in one row (a phone screen holds it with the moves and Submit). */
export function CountdownPanel({ seconds, total, label }: { seconds: number; total: number; label: string }) {
  const tone = countdownTone(seconds);
  const Icon = TONE_ICON[tone];
  const panelClass = tone === 'warning' ? classes.panelWarning : tone === 'normal' ? '' : classes.panelHurry;
  return (
    <Card className={`${panelClass} ${classes.playCard}`} data-testid="countdown" data-tone={tone} p="sm">
      <div className={classes.countdown}>
        <ThemeIcon
          size={36}
          radius="xl"
          variant="light"
          color={TONE_COLOR[tone]}
          className={tone === 'hurry' ? classes.hurryPulse : undefined}
        >
          <Icon size={22} aria-hidden />
        </ThemeIcon>
        <span className={`${classes.clock} ${TONE_CLASS[tone]}`} data-testid="countdown-seconds" aria-hidden>
          {formatClock(seconds)}
        </span>
        <div className={classes.clockWords}>
          <Text size="xs" fw={600} c="dimmed" truncate>
            {label}
          </Text>
          <Text size="sm" fw={700} className={TONE_CLASS[tone]} data-testid="countdown-label">
            {TONE_LABEL[tone]}
          </Text>
        </div>
      </div>
      {/* The seconds are for the eye; a screen reader gets the clock's state: the 10 s alert, the zero. */}
      <VisuallyHidden role="timer" aria-live="off">
        {seconds} seconds left
      </VisuallyHidden>
      {/* An alert is announced when it appears: once, as the clock goes under 10 s. */}
      {tone === 'hurry' ? (
        <VisuallyHidden role="alert" data-testid="ten-seconds-alert">
          {TEN_SECONDS_LEFT}
        </VisuallyHidden>
      ) : null}
      <Progress
        mt={8}
        value={total > 0 ? Math.min(100, (100 * seconds) / total) : 0}
        color={TONE_COLOR[tone]}
        size="sm"
        aria-label={`${seconds} of ${total} seconds left`}
        transitionDuration={250}
      />
      {tone === 'expired' ? (
        <Alert mt={8} p={8} color="blue" variant="light" icon={<Loader size={16} />} data-testid="time-expired">
          {TIME_EXPIRED}
        </Alert>
      ) : null}
    </Card>
  );
}
