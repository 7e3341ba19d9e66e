import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Card, Loader, Progress, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlarm, IconAlertTriangle, IconClock, IconFlame } from '@tabler/icons-react';
import { TONE_COLOR, clockWords, countdownTone, formatClock, type CountdownTone } from './countdown';
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

/**
 * The move clock in one row (a phone screen holds it with the moves and Submit). One deadline (issue 34 §3): during
 * a first game's start grace it counts the grace and the move time together ("Your move: 1:29"), so the player
 * never watches one count reach zero and another start.
 */
export function CountdownPanel({
  seconds,
  total,
  gameNumber,
  grace,
}: {
  seconds: number;
  /** The move time; the bar stands full while the grace adds to it. */
  total: number;
  gameNumber: number;
  /** Seconds left of the start grace, 0 once the move time runs. */
  grace: number;
}) {
  const { t } = useLingui();
  const tone = countdownTone(seconds);
  const left = Math.min(seconds, total);
  const Icon = TONE_ICON[tone];
  const words = clockWords(gameNumber, seconds, grace);
  const panelClass = tone === 'warning' ? classes.panelWarning : tone === 'normal' ? '' : classes.panelHurry;
  return (
    <Card
      className={`${panelClass} ${classes.playCard}`}
      data-testid="countdown"
      data-tone={tone}
      data-grace={grace > 0 ? 'true' : undefined}
      p="sm"
    >
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
        <div className={classes.clockWords} aria-hidden>
          <Text size="xs" fw={600} c="dimmed" data-testid="countdown-title">
            {words.label}
          </Text>
          <Text size="sm" fw={700} className={TONE_CLASS[tone]} data-testid="countdown-label">
            {words.status}
          </Text>
        </div>
      </div>
      {/* The figures are for the eye; a screen reader gets the same deadline as a timer (grace and all), its
          state words, the 10 s alert and the zero. */}
      <VisuallyHidden role="timer" aria-live="off" data-testid="countdown-timer">
        {words.timer}. {words.status}.
      </VisuallyHidden>
      {/* An alert is announced when it appears: once, as the clock goes under 10 s. */}
      {tone === 'hurry' ? (
        <VisuallyHidden role="alert" data-testid="ten-seconds-alert">
          {/* Said once, as an alert, when the clock goes under ten seconds. */}
          {t`10 seconds left`}
        </VisuallyHidden>
      ) : null}
      <Progress
        mt={8}
        value={total > 0 ? Math.min(100, (100 * seconds) / total) : 0}
        color={TONE_COLOR[tone]}
        size="sm"
        aria-label={plural(total, {
          one: `${left} of # second of move time left`,
          other: `${left} of # seconds of move time left`,
        })}
        transitionDuration={250}
      />
      {tone === 'expired' ? (
        <Alert mt={8} p={8} color="blue" variant="light" icon={<Loader size={16} />} data-testid="time-expired">
          {t(TIME_EXPIRED)}
        </Alert>
      ) : null}
    </Card>
  );
}
