/** The team page's people (content the operator may change): names, roles and bios are ids. */
export interface TeamMember {
  id: string;
  nameId: string;
  roleId: string;
  bioId: string;
}

const member = (id: string): TeamMember => ({
  id,
  nameId: `content.team.${id}.name`,
  roleId: `content.team.${id}.role`,
  bioId: `content.team.${id}.bio`,
});

export const TEAM_MEMBERS: readonly TeamMember[] = [
  member('ceo'),
  member('cto'),
  member('operations'),
  member('energy'),
  member('training'),
  member('customers'),
];

export const TEAM_VALUES = [
  'content.team.value.transparency',
  'content.team.value.efficiency',
  'content.team.value.service',
] as const;
