import type { SatisfactionScore } from '@portal/sdk/model';
import { userRef } from './refs';
import { cases } from './seed-cases';

type ScoreSeed = Pick<SatisfactionScore, 'id' | 'caseId' | 'score' | 'comment' | 'createdAt'> &
  Partial<Pick<SatisfactionScore, 'expertScore' | 'managerScore' | 'recommendationScore'>>;

/**
 * The clients' scores of finished cases, given from September to the demo's today (2026-11-26). The demo
 * client's finished case 1005 (Konsultacja podatkowa – ulga IP Box) is left unrated: the demo and the browser test
 * rate it.
 */
const seeds: ScoreSeed[] = [
  {
    id: 11001,
    caseId: 1014,
    score: 9,
    expertScore: 10,
    managerScore: 8,
    recommendationScore: 9,
    comment: 'Sprawa zakończona umorzeniem. Bardzo rzeczowa obrona i szybki kontakt.',
    createdAt: '2026-09-18T15:20:00Z',
  },
  {
    id: 11002,
    caseId: 1023,
    score: 6,
    expertScore: 7,
    managerScore: 5,
    recommendationScore: 6,
    comment: 'Opłatę odzyskałem, ale na odpowiedzi czekałem czasem ponad tydzień.',
    createdAt: '2026-09-29T08:45:00Z',
  },
  {
    id: 11003,
    caseId: 1022,
    score: 10,
    expertScore: 10,
    managerScore: 10,
    recommendationScore: 10,
    comment: 'Umowa unieważniona prawomocnym wyrokiem. Polecam każdemu frankowiczowi!',
    createdAt: '2026-10-08T19:05:00Z',
  },
  {
    id: 11004,
    caseId: 1011,
    score: 8,
    expertScore: 9,
    managerScore: 7,
    recommendationScore: 8,
    comment: 'Księgowość bez zastrzeżeń, przydałyby się przypomnienia o terminach.',
    createdAt: '2026-11-05T11:30:00Z',
  },
  {
    id: 11005,
    caseId: 1029,
    score: 4,
    expertScore: 5,
    managerScore: 4,
    recommendationScore: 3,
    comment: 'Analiza była poprawna, ale przyszła dwa dni po terminie podpisania umowy najmu.',
    createdAt: '2026-10-27T12:10:00Z',
  },
  {
    id: 11006,
    caseId: 1007,
    score: 9,
    expertScore: 9,
    managerScore: 10,
    recommendationScore: 9,
    comment: 'Leasing załatwiony sprawnie, warunki lepsze niż w moim banku.',
    createdAt: '2026-11-16T09:15:00Z',
  },
];

export const satisfactionScores: SatisfactionScore[] = seeds.map((seed) => {
  const item = cases.find((c) => c.id === seed.caseId);
  if (!item) throw new Error(`Seed: no case ${seed.caseId}`);
  if (item.status !== 'Done') throw new Error(`Seed: case ${seed.caseId} is not done`);
  return {
    expertScore: null,
    managerScore: null,
    recommendationScore: null,
    ...seed,
    case: { id: item.id, name: item.name },
    clientId: item.clientId,
    client: userRef(item.clientId),
    expertId: item.expertId ?? null,
    createdById: item.clientId,
  };
});
