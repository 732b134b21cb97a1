import { linkOptions } from '@tanstack/react-router';

/**
 * A case's page for the staff who open these lists: the administrator's case page (/cases/$id) for an Admin, the
 * manager's (/managerClientsCases/$id) otherwise, as the case route families link them.
 */
export const staffCaseLink = (id: number, isAdmin: boolean) =>
  isAdmin
    ? linkOptions({ to: '/cases/$id', params: { id } })
    : linkOptions({ to: '/managerClientsCases/$id', params: { id } });
