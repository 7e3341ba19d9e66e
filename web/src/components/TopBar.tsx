import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Container, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { withMantineStyles } from '../lib/mantine-styles';
import { useCurrentUser, type SessionUser } from '../lib/session';
import classes from './AppLayout.module.css';
import { BrandMark } from './BrandMark';
import { ColorSchemeToggle } from './ColorSchemeToggle';

type SignedInTopBarModule = typeof import('./SignedInTopBar');

let signedInTopBar: Promise<SignedInTopBarModule> | undefined;
/** Set once the chunk has arrived: a bar drawn after that draws its signed-in items in the same frame. */
let loadedSignedInTopBar: SignedInTopBarModule | undefined;

/** The signed-in items' chunk, with the Mantine styles they need; one load, however often it is asked for. */
export function loadSignedInTopBar(): Promise<SignedInTopBarModule> {
  signedInTopBar ??= withMantineStyles(() => import('./SignedInTopBar')).then(
    (module) => {
      loadedSignedInTopBar = module;
      return module;
    },
    (error: unknown) => {
      // The next ask tries again (the error page's Try again, a later sign-in).
      signedInTopBar = undefined;
      throw error;
    },
  );
  return signedInTopBar;
}

/**
 * The signed-in items (SignedInTopBar.tsx says why they load apart). Not React.lazy: that suspends on its first
 * render even when its chunk is already here, and a returning player's bar would draw one frame without them.
 */
function SignedInItems({ user }: { user: SessionUser }) {
  const [module, setModule] = useState(() => loadedSignedInTopBar);
  const [failure, setFailure] = useState<Error | null>(null);
  useEffect(() => {
    if (!module)
      void loadSignedInTopBar().then(
        (loaded) => setModule(() => loaded),
        (error: unknown) => setFailure(error instanceof Error ? error : new Error(String(error))),
      );
  }, [module]);
  // The route's error page says so, as it would for a page's chunk that failed to load.
  if (failure) throw failure;
  return module ? <module.SignedInTopBar user={user} /> : null;
}

function AnonymousBar() {
  const { t } = useLingui();
  return (
    <Group gap="xs" component="nav" aria-label={t`Account`} wrap="nowrap" className={classes.tight}>
      <Button
        component={Link}
        to="/login"
        variant="subtle"
        color="gray"
        className={classes.loginButton}
        data-testid="nav-login"
      >
        {/* Its own message: a phone's bar has no room for Spanish's "Iniciar sesión" beside "Registrarse". */}
        <Trans context="top bar: the sign-in button">Login</Trans>
      </Button>
      <Button component={Link} to="/register" className={classes.registerButton} data-testid="nav-register">
        <Trans>Register</Trans>
      </Button>
    </Group>
  );
}

export function TopBar() {
  const { t } = useLingui();
  const user = useCurrentUser();
  return (
    <header className={classes.header}>
      <Container size="lg" className={`${classes.headerInner} ${user ? classes.signedIn : ''}`}>
        <Link to="/" className={classes.brand} aria-label={t`Spockout home`} data-testid="brand-link">
          <BrandMark />
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's name, the same in every language */}
          <span className={classes.brandWord}>Spockout</span>
        </Link>
        {user ? (
          <SignedInItems user={user} />
        ) : (
          <Group gap="xs" wrap="nowrap" className={classes.tight}>
            <ColorSchemeToggle />
            <AnonymousBar />
          </Group>
        )}
      </Container>
    </header>
  );
}
