import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconChartBar, IconCoins, IconRobot, IconTournament, type Icon } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CHOICES } from '../../components/choices';
import { useCurrentUser } from '../../lib/session';
import classes from './HomePage.module.css';

interface Feature {
  icon: Icon;
  color: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const FEATURES: Feature[] = [
  {
    icon: IconTournament,
    color: 'violet',
    title: msg`Knockout Tournaments`,
    text: msg`Join or create brackets of 2 to 256 players. Win your match to advance a round; the last one standing takes the prize pool.`,
  },
  {
    icon: IconCoins,
    color: 'yellow',
    title: msg`Coin Wallet`,
    text: msg`Deposit coins, pay entry fees and collect your winnings. Every movement shows up in your transaction history.`,
  },
  {
    icon: IconChartBar,
    color: 'teal',
    title: msg`Climb the Leaderboard`,
    text: msg`Blitz matches are best of 1, Classic best of 3. Every win raises your rating and your place among the players.`,
  },
];

export function HomePage() {
  const { t } = useLingui();
  const user = useCurrentUser();
  /** The moves in the one order of every page (the match page's picker, the rules), named in the active language. */
  const moves = CHOICES.map((choice) => choice.name);

  return (
    <Stack gap="xl">
      <section className={classes.hero} aria-labelledby="home-title">
        <Stack gap="lg">
          <Text className={classes.tagline}>{moves.join(' · ')}</Text>
          <Title id="home-title" order={1} className={classes.heroTitle}>
            <Trans>Welcome to Spockout</Trans>
          </Title>
          <Text size="lg" className={classes.blurb} data-testid="home-blurb">
            <Trans>
              The knockout tournament for rock-paper-scissors-lizard-Spock. Put coins on the line, outguess your
              opponent game by game, and play your way to the final.
            </Trans>
          </Text>
          <div className={classes.moves} aria-hidden>
            {moves.map((move) => (
              <span key={move} className={classes.move}>
                {move}
              </span>
            ))}
          </div>
          <Group gap="sm">
            {user ? (
              <Button
                component={Link}
                to="/dashboard"
                size="md"
                variant="white"
                rightSection={<IconArrowRight size={18} aria-hidden />}
                data-testid="home-dashboard"
              >
                <Trans>Go to Dashboard</Trans>
              </Button>
            ) : (
              <>
                <Button
                  component={Link}
                  to="/register"
                  size="md"
                  variant="white"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  data-testid="home-get-started"
                >
                  <Trans>Get Started</Trans>
                </Button>
                <Button
                  component={Link}
                  to="/login"
                  size="md"
                  variant="outline"
                  color="white"
                  data-testid="home-sign-in"
                >
                  <Trans>Sign In</Trans>
                </Button>
              </>
            )}
            {/* Learn the game before paying (issue 33 §5): a visitor signs up (or in) on the way. */}
            <Button
              renderRoot={(props) =>
                user ? (
                  <Link {...props} to="/practice" />
                ) : (
                  <Link {...props} to="/register" search={{ redirect: '/practice' }} />
                )
              }
              size="md"
              variant="outline"
              color="white"
              leftSection={<IconRobot size={18} aria-hidden />}
              data-testid="home-practice"
            >
              <Trans>Practice against the computer</Trans>
            </Button>
          </Group>
        </Stack>
      </section>

      <section aria-label={t`Features`} className={classes.features}>
        {FEATURES.map((feature) => (
          <Card key={feature.title.id} data-testid="home-feature-card">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" color={feature.color}>
                <feature.icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} size="h4">
                {t(feature.title)}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {t(feature.text)}
              </Text>
            </Stack>
          </Card>
        ))}
      </section>
    </Stack>
  );
}
