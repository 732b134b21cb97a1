import type { CaseLawsuit } from '@portal/sdk/model';

const BANK = 'Bank Hipoteczny Północ S.A.';

/** Court proceedings of the court cases, by case id. */
export const lawsuits: Record<number, CaseLawsuit> = {
  // Foreign-currency loan of client 101: won twice, the bank filed a cassation appeal.
  1002: {
    plaintiff: 'Anna Kowalska',
    defendant: BANK,
    value: 412000,
    firstInstance: {
      status: 'Won',
      judgeName: 'SSO Barbara Nowicka',
      court: 'Sąd Okręgowy w Warszawie, XXVIII Wydział Cywilny',
      signature: 'XXVIII C 1432/24',
    },
    secondInstance: {
      status: 'Won',
      judgeName: 'SSA Tadeusz Michalak',
      court: 'Sąd Apelacyjny w Warszawie, I Wydział Cywilny',
      signature: 'I ACa 587/25',
    },
    cassation: {
      status: 'InProgress',
      judgeName: 'SSN Elżbieta Wróbel',
      court: 'Sąd Najwyższy, Izba Cywilna',
      signature: 'II CSKP 214/26',
    },
    updatedAt: '2026-10-21T10:00:00Z',
    updatedById: 106,
  },
  1009: {
    plaintiff: 'Mazur Transport sp. z o.o.',
    defendant: 'Bud-Trans Kowalczyk sp.j.',
    value: 87500,
    firstInstance: {
      status: 'InProgress',
      judgeName: 'SSR Marek Pawlak',
      court: 'Sąd Rejonowy Gdańsk-Północ w Gdańsku, IX Wydział Gospodarczy',
      signature: 'IX GC 1211/26',
    },
    updatedAt: '2026-10-05T09:00:00Z',
    updatedById: 120,
  },
  1013: {
    plaintiff: 'Joanna Woźniak',
    defendant: 'Adam Woźniak',
    value: null,
    firstInstance: {
      status: 'InProgress',
      judgeName: 'SSO Iwona Sikora',
      court: 'Sąd Okręgowy w Lublinie, I Wydział Cywilny',
      signature: 'I RC 845/26',
    },
    updatedAt: '2026-10-12T09:00:00Z',
    updatedById: 120,
  },
  1014: {
    plaintiff: 'Urząd Celno-Skarbowy w Katowicach',
    defendant: 'Paweł Kozłowski',
    value: 42000,
    firstInstance: {
      status: 'Lost',
      judgeName: 'SSR Henryk Baran',
      court: 'Sąd Rejonowy Katowice-Wschód w Katowicach, III Wydział Karny',
      signature: 'III K 302/26',
    },
    secondInstance: {
      status: 'Lost',
      judgeName: 'SSO Danuta Górska',
      court: 'Sąd Okręgowy w Katowicach, V Wydział Karny Odwoławczy',
      signature: 'V Ka 918/26',
    },
    updatedAt: '2026-11-04T09:00:00Z',
    updatedById: 121,
  },
  1022: {
    plaintiff: 'Joanna Woźniak',
    defendant: BANK,
    value: 156000,
    firstInstance: {
      status: 'Won',
      judgeName: 'SSO Karol Czarnecki',
      court: 'Sąd Okręgowy w Lublinie, I Wydział Cywilny',
      signature: 'I C 77/26',
    },
    updatedAt: '2026-10-30T09:00:00Z',
    updatedById: 106,
  },
  1025: {
    plaintiff: BANK,
    defendant: 'Krzysztof Szymański',
    value: 265000,
    firstInstance: {
      status: 'InProgress',
      judgeName: 'SSO Anna Lis',
      court: 'Sąd Okręgowy we Wrocławiu, XII Wydział Cywilny',
      signature: 'XII C 1520/26',
    },
    updatedAt: '2026-10-08T09:00:00Z',
    updatedById: 106,
  },
  // Cassation case of client 119: all three instances.
  1026: {
    plaintiff: 'Natalia Piotrowska',
    defendant: BANK,
    value: 380000,
    firstInstance: {
      status: 'Lost',
      judgeName: 'SSO Wiesław Kaczmarek',
      court: 'Sąd Okręgowy w Toruniu, I Wydział Cywilny',
      signature: 'I C 2210/23',
    },
    secondInstance: {
      status: 'Lost',
      judgeName: 'SSA Halina Zalewska',
      court: 'Sąd Apelacyjny w Gdańsku, V Wydział Cywilny',
      signature: 'V ACa 1034/25',
    },
    cassation: {
      status: 'InProgress',
      judgeName: null,
      court: 'Sąd Najwyższy, Izba Cywilna',
      signature: 'II CSKP 1198/26',
    },
    updatedAt: '2026-10-25T09:00:00Z',
    updatedById: 106,
  },
};
