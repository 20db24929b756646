import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { eventValuesOf, NEW_MILESTONE, toEventBody, type MilestoneValues } from './eventForm';
import { MilestonesField } from './MilestonesField';

/* A milestone naming an advanced filter rule (issue 35): picked by name, sent by id, or none. */

const RULE_ID = '77777777-7777-4777-8777-777777777777';
const BADGE_ID = '66666666-6666-4666-8666-666666666666';
let latest: MilestoneValues[] = [];

function Harness({ readOnly = false }: { readOnly?: boolean }) {
  const [milestones, setMilestones] = useState<MilestoneValues[]>([
    { ...NEW_MILESTONE, badgeId: BADGE_ID },
  ]);
  return (
    <MantineProvider>
      <MilestonesField
        milestones={milestones}
        badges={[{ id: BADGE_ID, name: 'Centurion', imageUrl: null }]}
        rules={[{ id: RULE_ID, name: 'Deposited $500 or more' }]}
        readOnly={readOnly}
        onChange={(next) => {
          latest = next;
          setMilestones(next);
        }}
      />
    </MantineProvider>
  );
}

beforeAll(() => initI18n('en'));

describe("a milestone's rule", () => {
  it('starts with no rule, picks one by name, and the body carries its id', async () => {
    render(<Harness />);
    const rule = screen.getByTestId('milestone-0-rule') as HTMLInputElement;
    expect(rule.value).toBe('');
    expect(rule.placeholder).toBe('No rule');
    fireEvent.click(rule);
    fireEvent.click(await screen.findByRole('option', { name: 'Deposited $500 or more' }));
    expect(rule.value).toBe('Deposited $500 or more');
    expect(latest[0]!.advancedFilterConditionId).toBe(RULE_ID);

    const values = { ...eventValuesOf(null, 'NORMAL'), milestones: latest };
    expect(toEventBody(values).milestones?.[0]).toMatchObject({
      badgeId: BADGE_ID,
      advancedFilterConditionId: RULE_ID,
    });
  });

  it('is read-only on a locked event', () => {
    render(<Harness readOnly />);
    expect((screen.getByTestId('milestone-0-rule') as HTMLInputElement).disabled).toBe(true);
  });
});
