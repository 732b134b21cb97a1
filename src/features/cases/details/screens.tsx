import { caseFamilies } from '../families';
import { CaseDetailsScreen } from './CaseDetailsScreen';

export const AdminCaseScreen = () => <CaseDetailsScreen family={caseFamilies.admin} />;
export const ClientCaseScreen = () => <CaseDetailsScreen family={caseFamilies.client} />;
export const ExpertCaseScreen = () => <CaseDetailsScreen family={caseFamilies.expert} />;
export const ExpertOwnerCaseScreen = () => <CaseDetailsScreen family={caseFamilies.expertOwner} />;
export const ManagerCaseScreen = () => <CaseDetailsScreen family={caseFamilies.manager} />;
export const ManagerClientCaseScreen = () => <CaseDetailsScreen family={caseFamilies.managerClient} />;
export const PatronCaseScreen = () => <CaseDetailsScreen family={caseFamilies.patron} />;
export const PatronClientCaseScreen = () => <CaseDetailsScreen family={caseFamilies.patronClient} />;
