import { t } from '@lingui/core/macro';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { profileQueryOptions } from '../../lib/api/identity';
import { PROFILE_ANCHORS } from '../../lib/profile-anchors';

interface Step {
  key: string;
  text: string;
  fix: string;
  /** A section of the profile, or none: the top, where the banner to resend the link is. */
  hash?: string;
}

/**
 * The account steps a withdrawal needs that this account lacks (issue 24 §4), from the profile: a verified email
 * and a declared date of birth. The server refuses without them anyway (403); this says so before the form is
 * filled, with the way to each fix. Two-factor's code is a field of the form itself.
 */
export function useMissingWithdrawalSteps(enabled: boolean): Step[] {
  const { data: profile } = useQuery({ ...profileQueryOptions(), enabled });
  if (!profile) return [];
  const steps: Step[] = [];
  if (!profile.email_verified) {
    steps.push({
      key: 'email',
      text: t`Verify your email address.`,
      fix: t`Open the link we mailed you, or send it again from your profile`,
    });
  }
  if (!profile.protection.date_of_birth) {
    steps.push({
      key: 'date_of_birth',
      text: t`Declare your date of birth.`,
      fix: t`Declare it on your profile`,
      hash: PROFILE_ANCHORS.dateOfBirth,
    });
  }
  return steps;
}

export function WithdrawRequirements({ steps }: { steps: Step[] }) {
  if (!steps.length) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconListCheck size={18} aria-hidden />}
      title={t`Before you can withdraw`}
      data-testid="withdraw-requirements"
    >
      <List size="sm" spacing={4}>
        {steps.map((step) => (
          <List.Item key={step.key} data-testid={`withdraw-needs-${step.key}`}>
            <Text span size="sm">
              {step.text}{' '}
            </Text>
            <Anchor component={Link} to="/profile" hash={step.hash} size="sm" fw={700} c="inherit" underline="always">
              {step.fix}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
