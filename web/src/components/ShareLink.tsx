import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useId } from 'react';
import { currentLocale } from '../lib/i18n';

interface ShareLinkProps {
  /** What the link is, for the field's label and the share sheet's title ("Invite link"). */
  label: string;
  /** A path of this site ("/challenge/abc"), shown and shared as a whole address. */
  path: string;
  /** The share sheet's text beside the link. */
  text: string;
  testId?: string;
}

/** Web Share where the device has it (phones); never on a desktop that would only open a mail client. */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * A link to hand to a friend (issue 33 §1): the address in a read-only field to select, a copy button, and the
 * phone's share sheet where there is one. The address is the page's own origin, so it works on any host name.
 */
export function ShareLink({ label, path, text, testId }: ShareLinkProps) {
  const { t } = useLingui();
  const url = `${window.location.origin}${path}`;
  // "Copy invite link": English lowers the label inside the sentence; German keeps its nouns' capitals.
  const inSentence = currentLocale() === 'de' ? label : label.toLowerCase();
  const id = useId();
  const share = () => {
    // A closed sheet rejects (AbortError): nothing was shared and there is nothing to say.
    navigator.share({ title: label, text, url }).catch(() => undefined);
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap" data-testid={testId}>
      <TextInput
        id={id}
        label={label}
        value={url}
        readOnly
        flex={1}
        miw={0}
        onFocus={(event) => event.currentTarget.select()}
        data-testid={testId ? `${testId}-url` : undefined}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            aria-label={copied ? t`${label} copied` : t`Copy ${inSentence}`}
          >
            {copied ? t`Copied` : t`Copy`}
          </Button>
        )}
      </CopyButton>
      {canShare() ? (
        <Button variant="light" onClick={share} leftSection={<IconShare size={16} aria-hidden />}>
          <Trans>Share</Trans>
        </Button>
      ) : null}
    </Group>
  );
}
