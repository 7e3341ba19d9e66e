import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/** Light or dark, remembered on this device; until pressed, the system's scheme applies. */
export function ColorSchemeToggle() {
  // keepTransitions: switching would otherwise inject a <style> element, which the CSP refuses.
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={36}
      onClick={() => setColorScheme(next)}
      aria-label={next === 'dark' ? t`Use dark mode` : t`Use light mode`}
      data-testid="color-scheme-toggle"
    >
      {scheme === 'dark' ? <IconSun size={20} aria-hidden /> : <IconMoon size={20} aria-hidden />}
    </ActionIcon>
  );
}
