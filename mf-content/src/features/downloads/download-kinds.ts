import type { DownloadKind } from '@minesite/shared/domain';

/** The tag each kind of download shows. */
export const DOWNLOAD_KIND_LABELS: Record<DownloadKind, string> = {
  firmware: 'content.software.kind.firmware',
  sdRecovery: 'content.software.kind.sdRecovery',
  userGuide: 'content.software.kind.userGuide',
  other: 'content.software.kind.other',
};
