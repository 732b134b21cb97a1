import { strictSearch } from '@/lib/strict-search';

/** `/govZone?nip=…`: the NIP looked up (10 digits; the router reads a bare number as a number). */
export interface GovZoneSearch {
  nip?: string;
}

export const parseGovZoneSearch = (raw: Record<string, unknown>): GovZoneSearch => {
  const nip = typeof raw.nip === 'number' || typeof raw.nip === 'string' ? String(raw.nip) : '';
  return { nip: /^\d{10}$/.test(nip) ? nip : undefined };
};

export const validateGovZoneSearch = strictSearch(parseGovZoneSearch);
