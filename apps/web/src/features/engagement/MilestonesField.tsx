import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  ENGAGEMENT_CONDITION_TYPES,
  isMoneyCondition,
  MILESTONE_TYPES,
  type EngagementConditionType,
  type EventChoices,
  type MilestoneType,
} from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { NEW_MILESTONE, type MilestoneValues } from './eventForm';

type Props = {
  milestones: MilestoneValues[];
  badges: EventChoices['badges'];
  /** The advanced filter rules on the merchant's history a milestone may name. */
  rules: EventChoices['rules'];
  readOnly: boolean;
  error?: string;
  onChange: (milestones: MilestoneValues[]) => void;
};

/** An event's milestones in order: who reaches it, what it counts, the target and the badge. */
export function MilestonesField({ milestones, badges, rules, readOnly, error, onChange }: Props) {
  const { t } = useTranslation();
  const change = (index: number, patch: Partial<MilestoneValues>) =>
    onChange(
      milestones.map((milestone, at) => (at === index ? { ...milestone, ...patch } : milestone)),
    );
  return (
    <Stack gap="xs" data-testid="milestones">
      <Group justify="space-between">
        <Text fw={600}>{t('engagement.fields.milestones')}</Text>
        {!readOnly && (
          <Button
            variant="light"
            size="xs"
            onClick={() =>
              onChange([...milestones, { ...NEW_MILESTONE, badgeId: badges[0]?.id ?? null }])
            }
            data-testid="milestone-add"
          >
            {t('engagement.actions.addMilestone')}
          </Button>
        )}
      </Group>
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      {milestones.map((milestone, index) => {
        const isMoney = isMoneyCondition(milestone.conditionType);
        return (
          <Paper key={index} withBorder p="sm" radius="sm" data-testid={`milestone-${index}`}>
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                {t('engagement.fields.mileStoneNo')} {index + 1}
              </Text>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('engagement.actions.removeMilestone')}
                  onClick={() => onChange(milestones.filter((_, at) => at !== index))}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('engagement.fields.type')}
                allowDeselect={false}
                disabled={readOnly}
                value={milestone.type}
                data={MILESTONE_TYPES.map((type) => ({
                  value: type,
                  label: t(`engagement.milestoneTypes.${type}`),
                }))}
                onChange={(value) => change(index, { type: (value ?? 'USER') as MilestoneType })}
              />
              <Select
                label={t('engagement.fields.conditionType')}
                allowDeselect={false}
                disabled={readOnly}
                value={milestone.conditionType}
                data={ENGAGEMENT_CONDITION_TYPES.map((type) => ({
                  value: type,
                  label: t(`engagement.conditions.${type}`),
                }))}
                onChange={(value) =>
                  change(index, {
                    conditionType: (value ??
                      NEW_MILESTONE.conditionType) as EngagementConditionType,
                  })
                }
              />
              {isMoney ? (
                <MoneyInput
                  label={t('engagement.fields.conditionValue')}
                  disabled={readOnly}
                  value={milestone.conditionValue}
                  onChange={(cents) => change(index, { conditionValue: cents })}
                />
              ) : (
                <NumberInput
                  label={t('engagement.fields.conditionValue')}
                  disabled={readOnly}
                  min={1}
                  allowDecimal={false}
                  value={milestone.conditionValue ?? ''}
                  onChange={(value) =>
                    change(index, { conditionValue: typeof value === 'number' ? value : null })
                  }
                  data-testid={`milestone-${index}-value`}
                />
              )}
              <Select
                label={t('engagement.fields.badge')}
                allowDeselect={false}
                disabled={readOnly}
                value={milestone.badgeId}
                data={badges.map((badge) => ({ value: badge.id, label: badge.name }))}
                onChange={(value) => change(index, { badgeId: value })}
                data-testid={`milestone-${index}-badge`}
              />
              <NumberInput
                label={t('engagement.fields.badgeValidPeriod')}
                description={t('engagement.hints.badgeValidPeriod')}
                disabled={readOnly}
                min={0}
                allowDecimal={false}
                value={milestone.badgeValidPeriod}
                onChange={(value) =>
                  change(index, { badgeValidPeriod: typeof value === 'number' ? value : 0 })
                }
              />
              <Select
                label={t('engagement.fields.milestoneRule')}
                description={t('engagement.hints.milestoneRule')}
                placeholder={t('engagement.hints.noRule')}
                clearable
                disabled={readOnly}
                value={milestone.advancedFilterConditionId}
                data={rules.map((rule) => ({ value: rule.id, label: rule.name }))}
                onChange={(value) => change(index, { advancedFilterConditionId: value })}
                data-testid={`milestone-${index}-rule`}
              />
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
