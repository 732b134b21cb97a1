import type { MantineColor, MantineColorShade } from '@mantine/core';
import { config } from '@/lib/config';
import { WHITE_LABEL_ORGANISATION_ID } from './organisation';

export interface Brand {
  productName: string;
  /** The short mark of the logo. */
  mark: string;
  primaryColor: MantineColor;
  /** The shade of the primary colour that carries white text readably. */
  primaryShade: MantineColorShade;
}

/** Organisation 20020 is a white-label organisation with its own look (spec 000 sections 1 and 9). */
export function brandFor(organisationId: number): Brand {
  if (organisationId === WHITE_LABEL_ORGANISATION_ID) {
    return { productName: 'Portal Partnera', mark: 'PP', primaryColor: 'teal', primaryShade: 9 };
  }
  return { productName: config.productName, mark: 'PK', primaryColor: 'blue', primaryShade: 8 };
}
