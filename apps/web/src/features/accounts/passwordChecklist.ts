import {
  PASSWORD_REQUIREMENTS,
  unmetPasswordRequirements,
  type PasswordRequirement,
} from '@platfox/domain';

export type ChecklistLine = { requirement: PasswordRequirement; isMet: boolean };

/** The password rule as a checklist, in the domain's order, each line met or not yet. */
export function passwordChecklist(password: string): ChecklistLine[] {
  const unmet = new Set(unmetPasswordRequirements(password));
  return PASSWORD_REQUIREMENTS.map((requirement) => ({
    requirement,
    isMet: !unmet.has(requirement),
  }));
}
