import { caseFamilies } from '../families';
import { CreateCaseScreen } from './CreateCaseScreen';
import { EditCaseScreen } from './EditCaseScreen';

export { ReportCaseScreen } from './ReportCaseScreen';

/** `/cases/create` */
export const AdminCreateCaseScreen = () => <CreateCaseScreen family={caseFamilies.admin} clientSource="clients" />;

/** `/users/$userId/cases/create`: the client is the user of the route. */
export const UserCreateCaseScreen = () => <CreateCaseScreen family={caseFamilies.userCases} clientSource="clients" />;

/** `/managerClientsCases/create` */
export const ManagerCreateCaseScreen = () => (
  <CreateCaseScreen family={caseFamilies.manager} clientSource="managerClients" />
);

/** `/managerClients/$clientId/cases/create`: the client is the one of the route. */
export const ManagerClientCreateCaseScreen = () => (
  <CreateCaseScreen family={caseFamilies.managerClient} clientSource="managerClients" />
);

/** `/patronClientsCases/create` */
export const PatronCreateCaseScreen = () => (
  <CreateCaseScreen family={caseFamilies.patron} clientSource="patronClients" />
);

/** `/patronClients/$clientId/cases/create`: the client is the one of the route. */
export const PatronClientCreateCaseScreen = () => (
  <CreateCaseScreen family={caseFamilies.patronClient} clientSource="patronClients" />
);

/** `/cases/edit/$id` */
export const AdminEditCaseScreen = () => <EditCaseScreen family={caseFamilies.admin} clientSource="clients" />;

/** `/managerClientsCases/$id/edit` */
export const ManagerEditCaseScreen = () => (
  <EditCaseScreen family={caseFamilies.manager} clientSource="managerClients" />
);

/** `/patronClientsCases/$id/edit` */
export const PatronEditCaseScreen = () => <EditCaseScreen family={caseFamilies.patron} clientSource="patronClients" />;
