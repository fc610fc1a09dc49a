/**
 * The ASIC repair downloads (spec section 2 "Software"): each a file in
 * `mf-content/public/downloads/`, served beside this remote's code. `sizeBytes` is the file's
 * real size (a unit test holds them together); replace a file and its size and date here.
 */
export const RESOURCE_KINDS = ['firmware', 'sdRecovery', 'userGuide'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_KIND_LABELS: Record<ResourceKind, string> = {
  firmware: 'content.software.kind.firmware',
  sdRecovery: 'content.software.kind.sdRecovery',
  userGuide: 'content.software.kind.userGuide',
};

export interface DownloadResource {
  id: string;
  kind: ResourceKind;
  titleId: string;
  descriptionId: string;
  /** File name in `public/downloads/`, also the name it is saved under. */
  file: string;
  /** Release day, ISO `YYYY-MM-DD`. */
  date: string;
  sizeBytes: number;
}

export const DOWNLOADS: readonly DownloadResource[] = [
  {
    id: 'firmware',
    kind: 'firmware',
    titleId: 'content.software.firmware.title',
    descriptionId: 'content.software.firmware.description',
    file: 'antminer-s21-firmware-kit.zip',
    date: '2025-01-20',
    sizeBytes: 828,
  },
  {
    id: 'sdRecovery',
    kind: 'sdRecovery',
    titleId: 'content.software.sdRecovery.title',
    descriptionId: 'content.software.sdRecovery.description',
    file: 'sd-card-recovery-kit.zip',
    date: '2024-12-10',
    sizeBytes: 561,
  },
  {
    id: 's21Guide',
    kind: 'userGuide',
    titleId: 'content.software.s21Guide.title',
    descriptionId: 'content.software.s21Guide.description',
    file: 'antminer-s21-user-guide.pdf',
    date: '2025-02-05',
    sizeBytes: 2779,
  },
  {
    id: 's21HydroGuide',
    kind: 'userGuide',
    titleId: 'content.software.s21HydroGuide.title',
    descriptionId: 'content.software.s21HydroGuide.description',
    file: 'antminer-s21-hydro-user-guide.pdf',
    date: '2025-02-05',
    sizeBytes: 2551,
  },
];
