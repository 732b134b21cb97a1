import { caseFamilies } from '../families';
import { CaseListScreen } from './CaseListScreen';

// The case list of each role family (wired to its route in src/routes/screens.ts).
export const AdminCasesScreen = () => <CaseListScreen family={caseFamilies.admin} />;
export const UserCasesScreen = () => <CaseListScreen family={caseFamilies.userCases} />;
export const ClientCasesScreen = () => <CaseListScreen family={caseFamilies.client} />;
export const ExpertCasesScreen = () => <CaseListScreen family={caseFamilies.expert} />;
export const ExpertOwnerCasesScreen = () => <CaseListScreen family={caseFamilies.expertOwner} />;
export const ManagerCasesScreen = () => <CaseListScreen family={caseFamilies.manager} />;
export const ManagerClientCasesScreen = () => <CaseListScreen family={caseFamilies.managerClient} />;
export const PatronCasesScreen = () => <CaseListScreen family={caseFamilies.patron} />;
export const PatronClientCasesScreen = () => <CaseListScreen family={caseFamilies.patronClient} />;
