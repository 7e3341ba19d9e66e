import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { APP_VERSION, BUILD_DATE, DEFAULT_ENVIRONMENT } from '../lib/build-info';
import { formatBuildDate } from '../lib/format';
import { healthQueryOptions } from '../lib/health';
import classes from './AppLayout.module.css';

export function AppFooter() {
  const { data: health } = useQuery(healthQueryOptions());
  const environment = health?.environment || DEFAULT_ENVIRONMENT;
  const year = new Date().getFullYear();

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="footer-copyright">
            © {year} Spockout
          </Text>
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to="/safer-play" size="sm" data-testid="footer-safer-play">
              Safer play
            </Anchor>
            <Text size="sm" c="dimmed">
              Version <span data-testid="footer-version">{APP_VERSION}</span>
            </Text>
            <Text size="sm" c="dimmed">
              Environment: <span data-testid="footer-environment">{environment}</span>
            </Text>
            <Text size="sm" c="dimmed">
              Built: <span data-testid="footer-build-date">{formatBuildDate(BUILD_DATE)}</span>
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
