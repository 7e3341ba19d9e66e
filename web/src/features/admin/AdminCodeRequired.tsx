import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Center, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../components/FormAlert';
import { codeProofSchema } from '../../components/reauth/proof-schemas';
import { reauthenticate } from '../../lib/api/reauth';
import { bodyDetail, bodyError, errorMessage } from '../../lib/errors';
import { useServerForm } from '../../lib/forms/use-server-form';

/**
 * The admin panel's page for an admin signed in without a code (a passkey alone): the reason, and the code
 * field that steps the session up. Once a code is accepted the session keeps it, and the page loads again.
 */
export function AdminCodeRequired({ detail, onDone }: { detail: string; onDone: () => void }) {
  const { t } = useLingui();
  const step = useMutation({ mutationFn: (otp: string) => reauthenticate({ otp }) });
  const { form, onSubmit, error } = useServerForm({
    schema: codeProofSchema,
    initialValues: { otp: '' },
    mutation: step,
    variables: ({ otp }) => otp,
    // A wrong code shows under the field alone; the page says the rest, with no toast.
    refusal: (failure) => bodyDetail(failure) ?? bodyError(failure) ?? errorMessage(failure),
    show: 'alertUnlessOnFields',
    toast: 'never',
    onSuccess: onDone,
    // Emptied first (the hook sets the messages after this): a change of value clears the field's message.
    onRefused: () => form.setFieldValue('otp', ''),
  });

  return (
    <Center py="xl">
      <Card maw={520} w="100%" padding="xl" role="alert" data-testid="admin-code-required">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={64} radius="xl" color="yellow" variant="light">
            <IconShieldLock size={34} aria-hidden />
          </ThemeIcon>
          <Badge color="yellow" variant="light" size="lg" radius="sm">
            <Trans>403 · Code required</Trans>
          </Badge>
          <Title order={1} size="h2">
            {detail}
          </Title>
          <Text c="dimmed">
            <Trans>
              The admin panel moves real money, so it needs a code from your authenticator app on top of a passkey.
            </Trans>
          </Text>
          <form onSubmit={onSubmit} aria-label={t`Enter your code`} style={{ width: '100%' }}>
            <Stack gap="sm">
              <TextInput
                label={t`Authentication code`}
                description={t`Six digits from your authenticator app, or a recovery code.`}
                autoComplete="one-time-code"
                maxLength={64}
                withAsterisk={false}
                ta="left"
                {...form.getInputProps('otp')}
              />
              <FormAlert message={error} />
              <Button type="submit" loading={step.isPending} leftSection={<IconShieldLock size={16} aria-hidden />}>
                <Trans>Continue to the admin panel</Trans>
              </Button>
            </Stack>
          </form>
        </Stack>
      </Card>
    </Center>
  );
}
