import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { APP_VERSION, BUILD_DAY, DEFAULT_ENVIRONMENT } from '../lib/build-info';
import { healthQueryOptions } from '../lib/health';
import classes from './AppLayout.module.css';
import { LanguageMenu } from './LanguageMenu';

export function AppFooter() {
  const { data: health } = useQuery(healthQueryOptions());
  const environment = health?.environment || DEFAULT_ENVIRONMENT;
  const year = new Date().getFullYear();
  const built = BUILD_DAY;

  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" data-testid="footer-copyright">
            <Trans>© {year} Spockout</Trans>
          </Text>
          <Group gap="md" wrap="wrap">
            <LanguageMenu />
            <Anchor component={Link} to="/safer-play" size="sm" data-testid="footer-safer-play">
              <Trans>Safer play</Trans>
            </Anchor>
            <Text size="sm" c="dimmed">
              <Trans>
                Version{' '}
                <span data-testid="footer-version" translate="no">
                  {APP_VERSION}
                </span>
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Environment:{' '}
                <span data-testid="footer-environment" translate="no">
                  {environment}
                </span>
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>
                Built: <span data-testid="footer-build-date">{built}</span>
              </Trans>
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
