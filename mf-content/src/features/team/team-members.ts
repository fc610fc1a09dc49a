/** The team page's values (the people themselves are the operator's: GET /api/content/team). */
export const TEAM_VALUES = [
  'content.team.value.transparency',
  'content.team.value.efficiency',
  'content.team.value.service',
] as const;
