import type { ComponentType } from 'react';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/** A screen that is a named export of its module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): ScreenModule =>
  () =>
    load().then((module) => ({ default: module[name] as ComponentType }));

const caseLists = () => import('../features/cases/list/screens');
const caseDetails = () => import('../features/cases/details/screens');
const caseForms = () => import('../features/cases/forms/screens');

/**
 * The screen module of each route path (the route table's `path`), each loaded on its own when opened.
 * Routes without an entry show the "coming soon" page until their issue builds them.
 */
export const screens: Record<string, ScreenModule> = {
  '/login': () => import('../features/auth/LoginScreen'),

  // case lists, one per role family
  '/cases': named(caseLists, 'AdminCasesScreen'),
  '/users/$userId/cases': named(caseLists, 'UserCasesScreen'),
  '/yourCases': named(caseLists, 'ClientCasesScreen'),
  '/expertCases': named(caseLists, 'ExpertCasesScreen'),
  '/yourExpertEmployees/cases': named(caseLists, 'ExpertOwnerCasesScreen'),
  '/managerClientsCases': named(caseLists, 'ManagerCasesScreen'),
  '/managerClients/$clientId/cases': named(caseLists, 'ManagerClientCasesScreen'),
  '/patronClientsCases': named(caseLists, 'PatronCasesScreen'),
  '/patronClients/$clientId/cases': named(caseLists, 'PatronClientCasesScreen'),

  // case details
  '/cases/$id': named(caseDetails, 'AdminCaseScreen'),
  '/yourCases/$id': named(caseDetails, 'ClientCaseScreen'),
  '/expertCases/$id': named(caseDetails, 'ExpertCaseScreen'),
  '/yourExpertEmployees/cases/$id': named(caseDetails, 'ExpertOwnerCaseScreen'),
  '/managerClientsCases/$id': named(caseDetails, 'ManagerCaseScreen'),
  '/managerClients/$clientId/cases/$id': named(caseDetails, 'ManagerClientCaseScreen'),
  '/patronClientsCases/$id': named(caseDetails, 'PatronCaseScreen'),
  '/patronClients/$clientId/cases/$id': named(caseDetails, 'PatronClientCaseScreen'),

  // creating, reporting and editing cases
  '/cases/create': named(caseForms, 'AdminCreateCaseScreen'),
  '/cases/edit/$id': named(caseForms, 'AdminEditCaseScreen'),
  '/users/$userId/cases/create': named(caseForms, 'UserCreateCaseScreen'),
  '/yourCases/add': named(caseForms, 'ReportCaseScreen'),
  '/managerClientsCases/create': named(caseForms, 'ManagerCreateCaseScreen'),
  '/managerClients/$clientId/cases/create': named(caseForms, 'ManagerClientCreateCaseScreen'),
  '/managerClientsCases/$id/edit': named(caseForms, 'ManagerEditCaseScreen'),
  '/patronClientsCases/create': named(caseForms, 'PatronCreateCaseScreen'),
  '/patronClients/$clientId/cases/create': named(caseForms, 'PatronClientCreateCaseScreen'),
  '/patronClientsCases/$id/edit': named(caseForms, 'PatronEditCaseScreen'),
};
